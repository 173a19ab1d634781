import { boolean, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, foreignId, timestamptz, createdAt, timestamps } from "../shared/columns.ts";

export const user = pgTable(
  "user",
  {
    id: id(),
    // Stored lower-cased and trimmed, so uniqueness is case-insensitive.
    email: text("email").notNull(),
    password_hash: text("password_hash"),
    fullname: text("fullname"),
    phone: text("phone"),
    profile_picture: text("profile_picture"),
    birthday: date("birthday"),
    gender: text("gender"),
    // Nomor Induk Kependudukan: the 16-digit number of the owner's identity card, asked of sellers.
    nik: text("nik"),
    // Raised on password change: every token signed with an older version stops working.
    token_version: integer("token_version").notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex("idx_user_email").on(table.email)],
);

/**
 * The company a user acts for: a seller's business (onboarding) and, later, a buyer's company. One per user.
 */
export const company = pgTable(
  "company",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    company_name: text("company_name").notNull(),
    address: text("address").notNull(),
    is_pkp: boolean("is_pkp").notNull().default(false),
    // 16 digits (the old 15-digit form is stored with a leading 0).
    npwp: text("npwp"),
    pic_name: text("pic_name").notNull(),
    pic_phone: text("pic_phone").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("idx_company_user_id").on(table.user_id)],
);

/** A signed-in device. A token is valid only while its session row is neither revoked nor expired. */
export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    token_version: integer("token_version").notNull(),
    expires_at: timestamptz("expires_at").notNull(),
    revoked_at: timestamptz("revoked_at"),
    user_agent: text("user_agent"),
    created_at: createdAt(),
  },
  (table) => [index("idx_session_user_id").on(table.user_id)],
);

/** Fixed-window counters for login and registration limits, shared by every server process. */
export const rate_limit_counter = pgTable("rate_limit_counter", {
  key: text("key").primaryKey(),
  window_started_at: timestamptz("window_started_at").notNull(),
  hits: integer("hits").notNull(),
});

/**
 * A one-time code mailed to recover a password (decision 0039), and the reset it allows once verified. Only
 * hashes are kept: neither the code nor the reset token can be read back from the database.
 */
export const password_reset = pgTable(
  "password_reset",
  {
    id: id(),
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expires_at: timestamptz("expires_at").notNull(),
    // Verified, worn out, or replaced by a newer code: it works no more.
    closed_at: timestamptz("closed_at"),
    reset_token_hash: text("reset_token_hash"),
    reset_expires_at: timestamptz("reset_expires_at"),
    reset_used_at: timestamptz("reset_used_at"),
    created_at: createdAt(),
  },
  (table) => [
    index("idx_password_reset_user_id").on(table.user_id),
    uniqueIndex("idx_password_reset_reset_token_hash").on(table.reset_token_hash),
  ],
);

/**
 * An outside identity (a Google or Facebook account, decision 0040) that signs in to a user. One per provider
 * and subject; a user may have one of each provider.
 */
export const user_identity = pgTable(
  "user_identity",
  {
    id: id(),
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    // The provider's stable id of the account (Google's `sub`), never the email, which may change.
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("idx_user_identity_provider_subject").on(table.provider, table.subject),
    uniqueIndex("idx_user_identity_user_id_provider").on(table.user_id, table.provider),
  ],
);

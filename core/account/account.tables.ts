import { date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
    // Raised on password change: every token signed with an older version stops working.
    token_version: integer("token_version").notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex("idx_user_email").on(table.email)],
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

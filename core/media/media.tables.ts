import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "../shared/columns.ts";
import { user } from "../account/account.tables.ts";

/** One stored size of a file: the full one, or a smaller picture. */
export interface MediaVariantRow {
  name: string;
  key: string;
  width: number | null;
  height: number | null;
  byte_size: number;
}

/**
 * An uploaded file. The id is random and unguessable (it is part of a public picture's address); the bytes
 * live in storage under keys the server chose. A form claims the file (attached_at) in its own transaction;
 * a file left unclaimed is swept after a day. A picture an order shows (order_kept_at) is never swept, even
 * once its product lets it go: the order keeps showing what was bought.
 */
export const media_file = pgTable(
  "media_file",
  {
    id: text("id").primaryKey(),
    owner_user_id: integer("owner_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    visibility: text("visibility").notNull(),
    content_type: text("content_type").notNull(),
    /** Bytes of the full size as stored. */
    byte_size: integer("byte_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** The name the file had on the user's device, for display only; storage never uses it. */
    original_name: text("original_name").notNull(),
    variants: jsonb("variants").$type<MediaVariantRow[]>().notNull(),
    attached_at: timestamptz("attached_at"),
    /** When an order first showed the picture (its line's photo); from then on it is kept for good. */
    order_kept_at: timestamptz("order_kept_at"),
    created_at: createdAt(),
  },
  (table) => [
    index("idx_media_file_owner_user_id_created_at").on(table.owner_user_id, table.created_at),
    index("idx_media_file_created_at_unattached")
      .on(table.created_at)
      .where(sql`attached_at is null`),
  ],
);

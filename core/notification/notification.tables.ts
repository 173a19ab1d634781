import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, foreignId, id, timestamptz } from "../shared/columns.ts";

/**
 * What a buyer (recipient_type 'user') or a store ('merchant') is told: the keys of its title and body and
 * their values, so it reads in the reader's language whenever it is read. One row per recipient, kind and
 * reference (the business event, e.g. `invoice:INV-…`): an event told twice is shown once.
 */
export const notification = pgTable(
  "notification",
  {
    id: id(),
    recipient_type: text("recipient_type").notNull(),
    recipient_id: integer("recipient_id").notNull(),
    category: text("category").notNull(),
    kind: text("kind").notNull(),
    reference: text("reference").notNull(),
    title_key: text("title_key").notNull(),
    body_key: text("body_key").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    // A site path without the language prefix (the reader's pages add theirs), or null.
    link: text("link"),
    read_at: timestamptz("read_at"),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("idx_notification_recipient_kind_reference").on(
      table.recipient_type,
      table.recipient_id,
      table.kind,
      table.reference,
    ),
    index("idx_notification_recipient_created_at").on(
      table.recipient_type,
      table.recipient_id,
      table.created_at.desc(),
    ),
    // The header's count reads only unread rows.
    index("idx_notification_recipient_unread")
      .on(table.recipient_type, table.recipient_id)
      .where(sql`${table.read_at} is null`),
    check("notification_recipient_type_known", sql`${table.recipient_type} in ('user', 'merchant')`),
  ],
);

/**
 * The transactional outbox: written with the notification, in the transaction of the event that caused it,
 * and delivered afterwards (mail for the kinds that send it) by a dispatcher that claims due rows with
 * FOR UPDATE SKIP LOCKED. 'pending' until delivered ('done') or given up after too many tries ('failed').
 */
export const notification_outbox = pgTable(
  "notification_outbox",
  {
    id: id(),
    notification_id: foreignId("notification_id", () => notification.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    available_at: timestamptz("available_at").notNull().defaultNow(),
    last_error: text("last_error"),
    delivered_at: timestamptz("delivered_at"),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("idx_notification_outbox_notification_id").on(table.notification_id),
    index("idx_notification_outbox_due")
      .on(table.available_at)
      .where(sql`${table.status} = 'pending'`),
    check("notification_outbox_status_known", sql`${table.status} in ('pending', 'done', 'failed')`),
  ],
);

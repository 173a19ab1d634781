import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../shared/columns.ts";

/**
 * Mail the offline provider kept instead of sending (no SMTP_URL): the journey works without a mail server,
 * and a developer reads what would have gone out here and in the log.
 */
export const mail_message = pgTable("mail_message", {
  id: id(),
  to_address: text("to_address").notNull(),
  subject: text("subject").notNull(),
  text_body: text("text_body").notNull(),
  created_at: createdAt(),
});

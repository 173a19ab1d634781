import type { Executor } from "../../../db/client.ts";
import { mail_message } from "./mail.tables.ts";
import type { MailMessage, Mailer } from "./mailer.ts";

/** Keeps each mail in mail_message and writes it to the log: what goes out when no SMTP server is set. */
export function createDatabaseMailer(options: { db: Executor; log: (line: string) => void }): Mailer {
  return {
    kind: "database",
    async send(message: MailMessage) {
      await options.db
        .insert(mail_message)
        .values({ to_address: message.to.email, subject: message.subject, text_body: message.text });
      options.log(`mail to ${message.to.email}: ${message.subject}\n${message.text}`);
    },
    async close() {},
  };
}

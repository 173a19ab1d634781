import type { Executor } from "../../../db/client.ts";
import type { Config } from "../../shared/config.ts";
import { createDatabaseMailer } from "./database.ts";
import type { Mailer } from "./mailer.ts";
import { createSmtpMailer } from "./smtp.ts";

export type { MailMessage, Mailer } from "./mailer.ts";
export { createDatabaseMailer } from "./database.ts";
export { createSmtpMailer } from "./smtp.ts";

/** The configured mailer: SMTP when SMTP_URL is set, else the database and the log (works offline). */
export function createMailer(config: Config, deps: { db: Executor; log: (line: string) => void }): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createDatabaseMailer(deps);
}

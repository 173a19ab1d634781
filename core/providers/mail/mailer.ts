/** One plain-text mail. `from` is the configured sender (MAIL_FROM). */
export interface MailMessage {
  to: { email: string; name?: string };
  subject: string;
  text: string;
}

/** Where mail goes: an SMTP server (nodemailer), or the database and the log when none is configured. */
export interface Mailer {
  readonly kind: "smtp" | "database";
  /** Resolves once the message was accepted; throws when it was not (the caller retries). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

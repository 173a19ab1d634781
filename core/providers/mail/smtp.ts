import nodemailer from "nodemailer";
import type { MailMessage, Mailer } from "./mailer.ts";

/** Sends through SMTP (SMTP_URL: smtp://user:pass@host:587 or smtps://…), one connection per mail. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transporter = nodemailer.createTransport(options.url);
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      await transporter.sendMail({
        from: options.from,
        to: message.to.name ? { name: message.to.name, address: message.to.email } : message.to.email,
        subject: message.subject,
        text: message.text,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

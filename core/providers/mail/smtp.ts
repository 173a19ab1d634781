import nodemailer, { type Transporter } from "nodemailer";
import type { MailMessage, Mailer } from "./mailer.ts";

/**
 * Sends through SMTP (SMTP_URL: smtp://user:pass@host:587 or smtps://…). `transport` replaces the URL in
 * tests (nodemailer's jsonTransport builds the message without a server).
 */
export function createSmtpMailer(options: {
  url?: string;
  from: string;
  transport?: Parameters<typeof nodemailer.createTransport>[0];
}): Mailer & { transporter: Transporter } {
  const transporter = nodemailer.createTransport(options.transport ?? options.url);
  return {
    kind: "smtp",
    transporter,
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

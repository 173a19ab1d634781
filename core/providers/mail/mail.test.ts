import { afterEach, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/support/fake-smtp.ts";
import { loadConfig } from "../../shared/config.ts";
import { createMailer, createSmtpMailer } from "./index.ts";

const message = {
  to: { email: "sari@pasar.test", name: "Sari Wulandari" },
  subject: "Pembayaran diterima · Pasar",
  text: "Pembayaran Rp150.000 untuk tagihan INV-1 sudah kami terima.",
};

let smtp: FakeSmtp | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

describe("the SMTP mailer", () => {
  it("hands the mail to an SMTP server", async () => {
    smtp = await startFakeSmtp();
    const mailer = createSmtpMailer({ url: smtp.url, from: "Pasar <no-reply@pasar.test>" });
    await mailer.send(message);
    await mailer.close();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({ from: "no-reply@pasar.test", to: ["sari@pasar.test"] });
    expect(smtp.messages[0]!.data).toContain("Subject: =?UTF-8?Q?Pembayaran_diterima_");
    expect(smtp.messages[0]!.data).toMatch(/^From: Pasar <no-reply@pasar\.test>$/m);
    expect(smtp.messages[0]!.data).toMatch(/^To: Sari Wulandari <sari@pasar\.test>$/m);
    expect(smtp.messages[0]!.data).toContain("INV-1");
  });

  it("fails when the server refuses the mail, so the outbox tries again", async () => {
    smtp = await startFakeSmtp({ reject: true });
    const mailer = createSmtpMailer({ url: smtp.url, from: "Pasar <no-reply@pasar.test>" });
    await expect(mailer.send(message)).rejects.toThrow(/451/);
    await mailer.close();
  });
});

describe("createMailer", () => {
  it("uses SMTP when SMTP_URL is set, else the database and the log", () => {
    const db = {} as Parameters<typeof createMailer>[1]["db"];
    const log = () => {};
    expect(createMailer(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }), { db, log }).kind).toBe("smtp");
    expect(createMailer(loadConfig({}), { db, log }).kind).toBe("database");
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps://", () => {
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL must be an smtp/);
  });
});

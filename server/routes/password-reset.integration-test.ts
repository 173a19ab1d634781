import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PASSWORD_RESET } from "../../core/account/index.ts";
import { mail_message } from "../../core/providers/mail/mail.tables.ts";
import { authCalls } from "../../tests/support/auth.ts";
import { callJson, clientAddresses, useTestApp } from "../../tests/support/test-app.ts";

/** Issue 25 'Forgotten password': a mailed one-time code, a reset token, a new password that ends every session. */
const t = useTestApp();
const freshIp = clientAddresses(62);
const auth = authCalls(t, freshIp);

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers, remoteAddress: freshIp() });

async function registered(email: string, password = "sandi-lama-yang-panjang") {
  const response = await auth.register({ fullname: "Pemilik Lupa", email, password });
  expect(response.statusCode).toBe(200);
  return response.json().data.jwt_token as string;
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mail_message)
    .where(eq(mail_message.to_address, email))
    .orderBy(desc(mail_message.id));
}

/** Asks for a code and reads it from the newest mail to the address (the mail goes out after the answer). */
async function codeFor(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  expect((await post("/api/auth/forget", { email })).statusCode).toBe(200);
  await expect.poll(async () => (await mailsTo(email)).length).toBe(before + 1);
  const [mail] = await mailsTo(email);
  return /\b(\d{6})\b/.exec(mail!.text_body)![1]!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("forgotten password", () => {
  it("answers an address without an account exactly as one with an account, and mails only the latter", async () => {
    await registered("ada@example.com");
    const known = await post("/api/auth/forget", { email: "ada@example.com" }, { "accept-language": "en" });
    const unknown = await post("/api/auth/forget", { email: "tidak-ada@example.com" }, { "accept-language": "en" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(
      "If this email has an account, we have sent a verification code. It is valid for 5 minutes.",
    );
    await expect.poll(async () => (await mailsTo("ada@example.com")).length).toBe(1);
    expect(await mailsTo("tidak-ada@example.com")).toHaveLength(0);
    const [mail] = await mailsTo("ada@example.com");
    expect(mail!.subject).toBe("Your Pasar verification code to reset your password");
    expect(mail!.text_body).toMatch(/Your verification code: \d{6}/);
  });

  it("walks code → reset token → new password, and every earlier session of the account ends", async () => {
    const oldToken = await registered("lupa@example.com");
    const code = await codeFor("lupa@example.com");
    const wrong = await post("/api/auth/verification", { email: "lupa@example.com", code: wrongCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBe("Kode salah atau sudah tidak berlaku. Minta kode baru bila perlu.");

    const verified = await post("/api/auth/verification", { email: "lupa@example.com", code });
    expect(verified.statusCode).toBe(200);
    const reset_token = verified.json().data.reset_token as string;
    // The code worked once.
    expect((await post("/api/auth/verification", { email: "lupa@example.com", code })).statusCode).toBe(422);

    const mismatch = await post("/api/sauth/newpassword", {
      reset_token,
      password: "sandi-baru-yang-panjang",
      password_confirmation: "sandi-baru-lain",
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toBe("Kata sandi tidak sama");
    const weak = await post("/api/sauth/newpassword", {
      reset_token,
      password: "password",
      password_confirmation: "password",
    });
    expect(weak.statusCode).toBe(422);

    const done = await post("/api/sauth/newpassword", {
      reset_token,
      password: "sandi-baru-yang-panjang",
      password_confirmation: "sandi-baru-yang-panjang",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe("Kata sandi baru tersimpan. Silakan masuk dengan kata sandi baru.");

    expect((await callJson(t, "GET", "/api/auth/me", { authorization: `Bearer ${oldToken}` })).status).toBe(401);
    expect((await auth.login("lupa@example.com", "sandi-lama-yang-panjang")).statusCode).toBe(401);
    expect((await auth.login("lupa@example.com", "sandi-baru-yang-panjang")).statusCode).toBe(200);

    const again = await post("/api/sauth/newpassword", {
      reset_token,
      password: "sandi-ketiga-yang-panjang",
      password_confirmation: "sandi-ketiga-yang-panjang",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("Waktu untuk mengatur ulang kata sandi sudah habis. Silakan ulangi dari awal.");
    expect((await auth.login("lupa@example.com", "sandi-baru-yang-panjang")).statusCode).toBe(200);
  });

  it("closes a code after its tries: even the right code is refused then", async () => {
    await registered("tebak@example.com");
    const code = await codeFor("tebak@example.com");
    for (let attempt = 0; attempt < PASSWORD_RESET.triesPerCode; attempt += 1)
      expect(
        (await post("/api/auth/verification", { email: "tebak@example.com", code: wrongCode(code) })).statusCode,
      ).toBe(422);
    expect((await post("/api/auth/verification", { email: "tebak@example.com", code })).statusCode).toBe(422);
  });

  it("gives one reset token when the right code arrives many times at once", async () => {
    await registered("serentak@example.com");
    const code = await codeFor("serentak@example.com");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post("/api/auth/verification", { email: "serentak@example.com", code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(422)]);
  });

  it("lets a code expire after its minutes, and a newer code replace an older one", async () => {
    await registered("kedaluwarsa@example.com");
    const first = await codeFor("kedaluwarsa@example.com");
    const second = await codeFor("kedaluwarsa@example.com");
    if (first !== second)
      expect((await post("/api/auth/verification", { email: "kedaluwarsa@example.com", code: first })).statusCode).toBe(
        422,
      );
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + PASSWORD_RESET.codeTtlMs + 1_000));
    try {
      expect(
        (await post("/api/auth/verification", { email: "kedaluwarsa@example.com", code: second })).statusCode,
      ).toBe(422);
    } finally {
      t.clock.set(now);
    }
  });

  it("limits the codes sent per address, whether or not it has an account, in the request's language", async () => {
    for (const email of ["batas@example.com", "batas-tanpa-akun@example.com"]) {
      if (email === "batas@example.com") await registered(email);
      for (let sent = 0; sent < PASSWORD_RESET.sendsPerAddress.limit; sent += 1)
        expect((await post("/api/auth/forget", { email })).statusCode).toBe(200);
      const refused = await post("/api/auth/forget", { email }, { "accept-language": "en" });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    }
    await expect
      .poll(async () => (await mailsTo("batas@example.com")).length)
      .toBe(PASSWORD_RESET.sendsPerAddress.limit);
  });

  it("refuses bad input with a message per field and changes nothing", async () => {
    const email = await post("/api/auth/forget", { email: "bukan-email" }, { "accept-language": "en" });
    expect(email.statusCode).toBe(422);
    expect(email.json().errors.email).toBe("Invalid email format");
    const code = await post("/api/auth/verification", { email: "ada@example.com", code: "12ab" });
    expect(code.statusCode).toBe(422);
    expect(code.json().errors.code).toBe("Kode terdiri dari 6 angka");
    const token = await post("/api/sauth/newpassword", {
      reset_token: "bukan-token",
      password: "sandi-baru-yang-panjang",
      password_confirmation: "sandi-baru-yang-panjang",
    });
    expect(token.statusCode).toBe(422);
  });

  // This app has no GOOGLE_CLIENT_ID: the other way back in is not offered either (decision 0040).
  it("has no Google sign-in when it is not configured", async () => {
    expect((await post("/api/auth/google", { credential: "x.y.z" })).statusCode).toBe(404);
  });
});

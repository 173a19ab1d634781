import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { translator, type Lang } from "../../i18n/index.ts";
import type { Mailer } from "../providers/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError, invalidInput } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import { forgetPasswordInput, newPasswordInput, resetCodeInput } from "./account.inputs.ts";
import { replacePassword, type AccountRepository } from "./account.repository.ts";
import { password_reset, user } from "./account.tables.ts";

/** The rules of decision 0039. */
export const PASSWORD_RESET = {
  codeTtlMs: 5 * 60_000,
  triesPerCode: 5,
  resetTtlMs: 15 * 60_000,
  // Codes sent: per address whether or not it has an account (so a refusal tells nothing), and per caller.
  sendsPerAddress: { limit: 3, windowMs: 15 * 60_000 },
  sendsPerIp: { limit: 20, windowMs: 60 * 60_000 },
} as const;

export interface PasswordResetDeps {
  db: Database;
  accounts: AccountRepository;
  clock: Clock;
  mailer: Mailer;
  secret: Uint8Array;
  log: (line: string) => void;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * A forgotten password, in three steps (spec §7 /auth/forget, /auth/verification, /sauth/newpassword): a
 * six-digit code mailed to the address, the code checked for a reset token, the token spent on a new password
 * that ends every session of the account. No answer tells whether an address has an account.
 */
export function createPasswordResetService({ db, accounts, clock, mailer, secret, log }: PasswordResetDeps) {
  const codeKey = createHmac("sha256", secret).update("pasar password reset code v1").digest();
  // Bound to the user, so a code's hash says nothing about another account's code.
  const codeHash = (userId: number, code: string) =>
    createHmac("sha256", codeKey).update(`${userId}:${code}`).digest("base64url");

  async function enforceLimit(key: string, rule: { limit: number; windowMs: number }) {
    const now = clock.now();
    const counter = await accounts.hitCounter(key, now, rule.windowMs);
    if (counter.hits <= rule.limit) return;
    const minutes = Math.ceil((counter.window_started_at.getTime() + rule.windowMs - now.getTime()) / 60_000);
    throw new AppError("RATE_LIMITED", "auth.too_many_attempts", { values: { count: Math.max(1, minutes) } });
  }

  function mailCode(to: { email: string; name?: string }, code: string, lang: Lang) {
    const t = translator(lang);
    const minutes = PASSWORD_RESET.codeTtlMs / 60_000;
    // Sent after the answer: how long a mail server takes must not tell that the address has an account.
    mailer
      .send({
        to,
        subject: t("password_reset.mail_subject"),
        text: t("password_reset.mail_body", { code, minutes }),
      })
      .catch((error: unknown) => log(`password reset mail to ${to.email} failed: ${String(error)}`));
  }

  return {
    /** The rules the pages tell the visitor. */
    rules: PASSWORD_RESET,

    /** POST /auth/forget: mails a new code when the address has an account (older codes stop working). */
    async requestCode(raw: unknown, meta: { ip: string; lang: Lang }): Promise<void> {
      const { email } = parseInput(forgetPasswordInput, raw);
      await enforceLimit(`reset:ip:${meta.ip}`, PASSWORD_RESET.sendsPerIp);
      await enforceLimit(`reset:address:${email}`, PASSWORD_RESET.sendsPerAddress);
      const found = await accounts.findUserByEmail(email);
      if (!found) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(password_reset)
          .set({ closed_at: now })
          .where(and(eq(password_reset.user_id, found.id), isNull(password_reset.closed_at)));
        await tx.insert(password_reset).values({
          user_id: found.id,
          code_hash: codeHash(found.id, code),
          expires_at: new Date(now.getTime() + PASSWORD_RESET.codeTtlMs),
        });
      });
      mailCode({ email: found.email, ...(found.fullname ? { name: found.fullname } : {}) }, code, meta.lang);
    },

    /**
     * POST /auth/verification: the latest code of the address, while it is fresh and has tries left. Every
     * wrong try counts (under the row's lock, so parallel guesses cannot share one try); the right one closes
     * the code and gives a reset token, once.
     */
    async verifyCode(raw: unknown): Promise<{ reset_token: string }> {
      const { email, code } = parseInput(resetCodeInput, raw);
      const refused = () => invalidInput({ code: { key: "password_reset.code_invalid" } });
      const found = await accounts.findUserByEmail(email);
      if (!found) throw refused();
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const [open] = await tx
          .select()
          .from(password_reset)
          .where(
            and(
              eq(password_reset.user_id, found.id),
              isNull(password_reset.closed_at),
              gt(password_reset.expires_at, now),
            ),
          )
          .orderBy(desc(password_reset.id))
          .limit(1)
          .for("update");
        if (!open) return null;
        const given = Buffer.from(codeHash(found.id, code));
        const right = given.equals(Buffer.from(open.code_hash)) && timingSafeEqual(given, Buffer.from(open.code_hash));
        const attempts = open.attempts + 1;
        if (!right) {
          await tx
            .update(password_reset)
            .set({ attempts, ...(attempts >= PASSWORD_RESET.triesPerCode ? { closed_at: now } : {}) })
            .where(eq(password_reset.id, open.id));
          return null;
        }
        const resetToken = randomBytes(32).toString("base64url");
        await tx
          .update(password_reset)
          .set({
            attempts,
            closed_at: now,
            reset_token_hash: sha256(resetToken),
            reset_expires_at: new Date(now.getTime() + PASSWORD_RESET.resetTtlMs),
          })
          .where(eq(password_reset.id, open.id));
        return resetToken;
      });
      if (!outcome) throw refused();
      return { reset_token: outcome };
    },

    /** POST /sauth/newpassword: spends the reset token; every session of the account ends. */
    async setNewPassword(raw: unknown): Promise<{ email: string }> {
      const input = parseInput(newPasswordInput, raw);
      const passwordHash = await hash(input.password);
      const now = clock.now();
      const email = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(password_reset)
          .set({ reset_used_at: now })
          .where(
            and(
              eq(password_reset.reset_token_hash, sha256(input.reset_token)),
              isNull(password_reset.reset_used_at),
              gt(password_reset.reset_expires_at, now),
            ),
          )
          .returning({ user_id: password_reset.user_id });
        if (!spent) return null;
        await replacePassword(tx, spent.user_id, passwordHash, now);
        const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, spent.user_id));
        return owner?.email ?? null;
      });
      if (!email) throw new AppError("INVALID_INPUT", "password_reset.token_invalid");
      return { email };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

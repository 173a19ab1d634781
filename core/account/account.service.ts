import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { SignJWT, jwtVerify } from "jose";
import { AppError, invalidInput } from "../shared/errors.ts";
import { parseInput as parse } from "../shared/validation.ts";
import type { Clock } from "../shared/clock.ts";
import type { AccountRepository } from "./account.repository.ts";
import type { LoginResultDto, UserDto, Viewer } from "./account.dto.ts";
import {
  changePasswordInput,
  loginInput,
  registerInput,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
} from "./account.inputs.ts";

/** Spec §9: the token cookie lives 2 days when set on login; the session lives as long. */
export const SESSION_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/** Limits per fixed window; figures recorded in docs/decisions/0004-authentication.md. */
/** Verified session tokens remembered per process (each entry a few hundred bytes). */
const VERIFIED_TOKENS_KEPT = 20_000;

export const AUTH_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 10 * 60 * 1000 },
  loginPerAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;

// Hashing a throwaway password when the email is unknown keeps both answers equally slow.
const DUMMY_HASH_INPUT = "pasar-timing-equaliser";

export interface AccountServiceDeps {
  accounts: AccountRepository;
  clock: Clock;
  jwtSecret: Uint8Array;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string | undefined;
}

type UserRow = { id: number; fullname: string | null; email: string; profile_picture: string | null };

function toUserDto(row: UserRow, store: Awaited<ReturnType<AccountRepository["findMerchantOfUser"]>>): UserDto {
  return {
    fullname: row.fullname,
    email: row.email,
    profile_picture: row.profile_picture,
    merchant: store
      ? {
          id: store.id,
          merchant_name: store.name,
          merchant_slug: store.slug,
          storetype: store.storetype,
          is_pkp: store.is_pkp ? "pkp" : "non-pkp",
        }
      : null,
  };
}

export function createAccountService({ accounts, clock, jwtSecret }: AccountServiceDeps) {
  let dummyHash: Promise<string> | undefined;
  // Imported once: handed the raw bytes, jose imports the key again on every signed-in request (half its cost).
  const verifyKey = crypto.subtle.importKey("raw", new Uint8Array(jwtSecret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  // Claims of tokens whose signature was checked, until they expire: a signed-in shopper sends the same
  // token with every call, and verifying it again cost more than the rest of an add to cart's own work.
  // The session is still read on every call, so a revoked one ends at once. Oldest dropped past the cap.
  const verified = new Map<string, { sub?: string; sid?: unknown; ver?: unknown; exp: number }>();
  async function verifiedClaims(token: string) {
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 > clock.now().getTime()) return known;
      verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await verifyKey, { algorithms: ["HS256"], currentDate: clock.now(), requiredClaims: ["exp"] });
      const claims = { sub: payload.sub, sid: payload.sid, ver: payload.ver, exp: payload.exp! };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }

  function tooMany(windowStartedAt: Date, rule: { windowMs: number }, now: Date): AppError {
    const retryMs = windowStartedAt.getTime() + rule.windowMs - now.getTime();
    return new AppError("RATE_LIMITED", "auth.too_many_attempts", { values: { minutes: Math.max(1, Math.ceil(retryMs / 60_000)) } });
  }

  /**
   * Logins count failures only: a shopper signing in on a phone, a laptop and a shared office IP is not an
   * attack; guessing passwords is. Past the limit even the right password waits for the window to pass.
   */
  async function assertFewFailures(key: string, rule: { limit: number; windowMs: number }) {
    const now = clock.now();
    const counter = await accounts.peekCounter(key, now, rule.windowMs);
    if (counter && counter.hits >= rule.limit) throw tooMany(counter.window_started_at, rule, now);
  }

  async function enforceLimit(key: string, rule: { limit: number; windowMs: number }) {
    const now = clock.now();
    const counter = await accounts.hitCounter(key, now, rule.windowMs);
    if (counter.hits > rule.limit) throw tooMany(counter.window_started_at, rule, now);
  }

  async function openSession(userId: number, tokenVersion: number, meta: RequestMeta): Promise<string> {
    const sessionId = randomBytes(24).toString("base64url");
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await accounts.insertSession({
      id: sessionId,
      user_id: userId,
      token_version: tokenVersion,
      expires_at: expiresAt,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return new SignJWT({ sid: sessionId, ver: tokenVersion })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(userId))
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(jwtSecret);
  }

  return {
    async register(rawInput: unknown, meta: RequestMeta): Promise<LoginResultDto> {
      const input: RegisterInput = parse(registerInput, rawInput);
      await enforceLimit(`register:ip:${meta.ip}`, AUTH_LIMITS.registerPerIp);
      if (await accounts.findUserByEmail(input.email)) {
        throw invalidInput({ email: { key: "validation.email_taken" } });
      }
      const passwordHash = await hash(input.password);
      const created = await accounts.insertUser({ email: input.email, password_hash: passwordHash, fullname: input.fullname });
      // Lost a race with a concurrent registration of the same email.
      if (!created) throw invalidInput({ email: { key: "validation.email_taken" } });
      const token = await openSession(created.id, created.token_version, meta);
      return { ...toUserDto(created, await accounts.findMerchantOfUser(created.id)), jwt_token: token };
    },

    async login(rawInput: unknown, meta: RequestMeta): Promise<LoginResultDto> {
      const input: LoginInput = parse(loginInput, rawInput);
      const ipKey = `login:ip:${meta.ip}`;
      const accountKey = `login:account:${input.email}`;
      await assertFewFailures(ipKey, AUTH_LIMITS.loginPerIp);
      await assertFewFailures(accountKey, AUTH_LIMITS.loginPerAccount);
      const failed = async () => {
        const now = clock.now();
        await accounts.hitCounter(ipKey, now, AUTH_LIMITS.loginPerIp.windowMs);
        await accounts.hitCounter(accountKey, now, AUTH_LIMITS.loginPerAccount.windowMs);
        return new AppError("UNAUTHENTICATED", "auth.invalid_credentials");
      };
      const found = await accounts.findUserByEmail(input.email);
      if (!found?.password_hash) {
        dummyHash ??= hash(DUMMY_HASH_INPUT);
        await verify(await dummyHash, input.password);
        throw await failed();
      }
      if (!(await verify(found.password_hash, input.password))) throw await failed();
      const token = await openSession(found.id, found.token_version, meta);
      return { ...toUserDto(found, await accounts.findMerchantOfUser(found.id)), jwt_token: token };
    },

    /**
     * The viewer behind a token, or null for anything not valid now: bad signature, other algorithm,
     * expired, revoked session, or a token version older than the user's.
     */
    async authenticate(token: string | undefined): Promise<Viewer | null> {
      if (!token) return null;
      const claims = await verifiedClaims(token);
      if (!claims) return null;
      if (typeof claims.sid !== "string" || typeof claims.ver !== "number" || !claims.sub) return null;
      const found = await accounts.findLiveSession(claims.sid, clock.now());
      if (!found || String(found.user.id) !== claims.sub || found.session.token_version !== claims.ver) return null;
      return { userId: found.user.id, sessionId: found.session.id, user: toUserDto(found.user, found.merchant) };
    },

    async logout(viewer: Viewer | null): Promise<void> {
      if (viewer) await accounts.revokeSession(viewer.sessionId, clock.now());
    },

    async changePassword(viewer: Viewer, rawInput: unknown): Promise<void> {
      const input: ChangePasswordInput = parse(changePasswordInput, rawInput);
      const found = await accounts.findUserById(viewer.userId);
      if (!found?.password_hash || !(await verify(found.password_hash, input.current_password))) {
        throw invalidInput({ current_password: { key: "auth.current_password_wrong" } });
      }
      await accounts.updatePassword(viewer.userId, await hash(input.new_password), clock.now());
    },

    async profile(viewer: Viewer): Promise<UserDto> {
      const found = await accounts.findUserById(viewer.userId);
      if (!found) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
      return toUserDto(found, await accounts.findMerchantOfUser(found.id));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

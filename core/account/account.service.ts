import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { SignJWT, jwtVerify } from "jose";
import { AppError, invalidInput } from "../shared/errors.ts";
import { parseInput as parse } from "../shared/validation.ts";
import type { Clock } from "../shared/clock.ts";
import { backoffDelayMs, type AccountRepository, type BackoffRule } from "./account.repository.ts";
import type { VerifiedIdentity } from "./google-identity.ts";
import {
  MERCHANT_STATUSES,
  type LoginResultDto,
  type MerchantStatus,
  type UserDto,
  type Viewer,
} from "./account.dto.ts";
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

/** Verified session tokens remembered per process (each entry a few hundred bytes). */
const VERIFIED_TOKENS_KEPT = 20_000;

/** Limits; the reasons for the figures are in docs/decisions/0004-authentication.md. */
export const AUTH_LIMITS = {
  loginPerIp: { free: 30, baseDelayMs: 1000, windowMs: 10 * 60 * 1000 },
  loginPerAccount: { free: 5, baseDelayMs: 2000, windowMs: 60 * 60 * 1000 },
  loginPerKnownDevice: { free: 5, baseDelayMs: 2000, windowMs: 60 * 60 * 1000 },
  passwordChangePerUser: { free: 5, baseDelayMs: 2000, windowMs: 60 * 60 * 1000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, BackoffRule | { limit: number; windowMs: number }>;

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
  /** The known-device cookie this browser holds, if any (see knownDeviceOf). */
  deviceToken?: string | undefined;
}

/** A signed-in answer, with the known-device token the edge keeps in a long-lived cookie (not sent as data). */
export type SignInResult = LoginResultDto & { device_token: string };

type UserRow = { id: number; fullname: string | null; email: string; profile_picture: string | null };

function merchantStatus(status: string): MerchantStatus {
  return (MERCHANT_STATUSES as readonly string[]).includes(status) ? (status as MerchantStatus) : "closed";
}

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
          status: merchantStatus(store.status),
        }
      : null,
  };
}

export function createAccountService({ accounts, clock, jwtSecret }: AccountServiceDeps) {
  let dummyHash: Promise<string> | undefined;
  // Imported once: handed the raw bytes, jose imports the key again on every signed-in request (half its cost).
  const verifyKey = crypto.subtle.importKey(
    "raw",
    new Uint8Array(jwtSecret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
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
      const { payload } = await jwtVerify(token, await verifyKey, {
        algorithms: ["HS256"],
        currentDate: clock.now(),
        requiredClaims: ["exp"],
      });
      const claims = { sub: payload.sub, sid: payload.sid, ver: payload.ver, exp: payload.exp! };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }

  function tooMany(retryMs: number): AppError {
    if (retryMs < 60_000)
      return new AppError("RATE_LIMITED", "auth.slow_down", {
        values: { count: Math.max(1, Math.ceil(retryMs / 1000)) },
      });
    return new AppError("RATE_LIMITED", "auth.too_many_attempts", { values: { count: Math.ceil(retryMs / 60_000) } });
  }

  /**
   * Takes one attempt under each rule, or none: a 429 saying how long to wait when any is in its backoff.
   * Failures stay counted; the caller gives a successful attempt back (limits count failures only).
   */
  async function claimAttempts(limits: { key: string; rule: BackoffRule }[]) {
    const now = clock.now();
    const claimed: { key: string; window_started_at: Date }[] = [];
    for (const { key, rule } of limits) {
      const claim = await accounts.claimAttempt(key, now, rule);
      if (!claim) {
        await refund(claimed);
        const counter = await accounts.peekCounter(key, now, rule.windowMs);
        const retryMs = counter
          ? counter.window_started_at.getTime() + backoffDelayMs(counter.hits, rule) - now.getTime()
          : 0;
        throw tooMany(retryMs);
      }
      claimed.push({ key, window_started_at: claim.window_started_at });
    }
    return claimed;
  }

  async function refund(claimed: { key: string; window_started_at: Date }[]) {
    for (const claim of claimed) await accounts.refundAttempt(claim.key, claim.window_started_at);
  }

  // The known-device token: a random device id and a MAC binding it to one user, under a key of its own.
  const deviceKey = createHmac("sha256", jwtSecret).update("pasar known device v1").digest();
  const deviceMac = (deviceId: string, userId: number) =>
    createHmac("sha256", deviceKey).update(`${deviceId}:${userId}`).digest("base64url");
  function deviceTokenFor(userId: number): string {
    const deviceId = randomBytes(16).toString("base64url");
    return `${deviceId}.${deviceMac(deviceId, userId)}`;
  }
  /** The device id when `token` was issued to this user's browser at an earlier sign-in, else null. */
  function knownDeviceOf(token: string | undefined, userId: number): string | null {
    const [deviceId, mac, extra] = token?.split(".") ?? [];
    if (!deviceId || !mac || extra !== undefined) return null;
    const expected = Buffer.from(deviceMac(deviceId, userId));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
  }

  async function enforceLimit(key: string, rule: { limit: number; windowMs: number }) {
    const now = clock.now();
    const counter = await accounts.hitCounter(key, now, rule.windowMs);
    if (counter.hits > rule.limit) throw tooMany(counter.window_started_at.getTime() + rule.windowMs - now.getTime());
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

  const xsrfKey = createHmac("sha256", jwtSecret).update("pasar xsrf v1").digest();

  return {
    /**
     * The XSRF token of a browser signed in with `sessionToken`: a MAC of it, so it is bound to that one
     * session, and a new sign-in gets a new token.
     */
    xsrfTokenFor(sessionToken: string): string {
      return createHmac("sha256", xsrfKey).update(sessionToken).digest("base64url");
    },

    async register(rawInput: unknown, meta: RequestMeta): Promise<SignInResult> {
      const input: RegisterInput = parse(registerInput, rawInput);
      await enforceLimit(`register:ip:${meta.ip}`, AUTH_LIMITS.registerPerIp);
      if (await accounts.findUserByEmail(input.email)) {
        throw invalidInput({ email: { key: "validation.email_taken" } });
      }
      const passwordHash = await hash(input.password);
      const created = await accounts.insertUser({
        email: input.email,
        password_hash: passwordHash,
        fullname: input.fullname,
      });
      // Lost a race with a concurrent registration of the same email.
      if (!created) throw invalidInput({ email: { key: "validation.email_taken" } });
      const token = await openSession(created.id, created.token_version, meta);
      return {
        ...toUserDto(created, await accounts.findMerchantOfUser(created.id)),
        jwt_token: token,
        device_token: deviceTokenFor(created.id),
      };
    },

    /**
     * Guessing is slowed down, never locked: failures back off exponentially per account and per address.
     * A browser that signed in to this account before (its known-device token) backs off on its own, so
     * a stranger's guesses, or a crowd behind one address, never keep the rightful owner out.
     */
    async login(rawInput: unknown, meta: RequestMeta): Promise<SignInResult> {
      const input: LoginInput = parse(loginInput, rawInput);
      const found = await accounts.findUserByEmail(input.email);
      const device = found ? knownDeviceOf(meta.deviceToken, found.id) : null;
      const claimed = await claimAttempts(
        device
          ? [{ key: `login:device:${device}`, rule: AUTH_LIMITS.loginPerKnownDevice }]
          : [
              { key: `login:ip:${meta.ip}`, rule: AUTH_LIMITS.loginPerIp },
              { key: `login:account:${input.email}`, rule: AUTH_LIMITS.loginPerAccount },
            ],
      );
      if (!found?.password_hash) {
        dummyHash ??= hash(DUMMY_HASH_INPUT);
        await verify(await dummyHash, input.password);
        throw new AppError("UNAUTHENTICATED", "auth.invalid_credentials");
      }
      if (!(await verify(found.password_hash, input.password)))
        throw new AppError("UNAUTHENTICATED", "auth.invalid_credentials");
      await refund(claimed);
      const token = await openSession(found.id, found.token_version, meta);
      return {
        ...toUserDto(found, await accounts.findMerchantOfUser(found.id)),
        jwt_token: token,
        device_token: device ? meta.deviceToken! : deviceTokenFor(found.id),
      };
    },

    /**
     * Signs in with an identity an outside provider verified (decision 0040): the user it was linked to; else
     * the account of its verified email, which it is linked to now; else a new account without a password.
     */
    async signInWithIdentity(identity: VerifiedIdentity, meta: RequestMeta): Promise<SignInResult> {
      await enforceLimit(`identity:ip:${meta.ip}`, AUTH_LIMITS.registerPerIp);
      let found = await accounts.findUserByIdentity(identity.provider, identity.subject);
      if (!found) {
        found =
          (await accounts.findUserByEmail(identity.email)) ??
          (await accounts.insertUser({ email: identity.email, password_hash: null, fullname: identity.name })) ??
          // Lost a race with a registration of the same email: that account is the one.
          (await accounts.findUserByEmail(identity.email));
        if (!found) throw new AppError("CONFLICT", "auth.google_refused");
        const linked = await accounts.linkIdentity({
          user_id: found.id,
          provider: identity.provider,
          subject: identity.subject,
          email: identity.email,
        });
        // Not linked: the account has another account of this provider, or this identity was linked at the
        // same moment (then to whom it was linked is the answer).
        if (!linked && (await accounts.findUserByIdentity(identity.provider, identity.subject))?.id !== found.id)
          throw new AppError("CONFLICT", "auth.identity_taken");
      }
      const token = await openSession(found.id, found.token_version, meta);
      return {
        ...toUserDto(found, await accounts.findMerchantOfUser(found.id)),
        jwt_token: token,
        device_token: knownDeviceOf(meta.deviceToken, found.id) ? meta.deviceToken! : deviceTokenFor(found.id),
      };
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

    /** Whether the session is neither revoked nor expired, and its user's token version unchanged. */
    async isSessionLive(sessionId: string): Promise<boolean> {
      return Boolean(await accounts.findLiveSession(sessionId, clock.now()));
    },

    async logout(viewer: Viewer | null): Promise<void> {
      if (viewer) await accounts.revokeSession(viewer.sessionId, clock.now());
    },

    /** The current password is a guess like a login's, under its own backoff per user. */
    async changePassword(viewer: Viewer, rawInput: unknown): Promise<void> {
      const input: ChangePasswordInput = parse(changePasswordInput, rawInput);
      const claimed = await claimAttempts([
        { key: `password:user:${viewer.userId}`, rule: AUTH_LIMITS.passwordChangePerUser },
      ]);
      const found = await accounts.findUserById(viewer.userId);
      if (!found?.password_hash || !(await verify(found.password_hash, input.current_password))) {
        throw invalidInput({ current_password: { key: "auth.current_password_wrong" } });
      }
      await refund(claimed);
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

import { randomBytes } from "node:crypto";
import { stringifySetCookie, type SerializeOptions } from "cookie";
import { z } from "zod";
import type { FlashMessage } from "../../app/lib/app-context.ts";
import { SESSION_TTL_MS } from "../../core/account/index.ts";

/** Spec §7: the token cookie holds the JWT base64-encoded; clients decode it before use. */
export const SESSION_COOKIE = "my_token";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
/** The hidden form field that carries the XSRF token on page forms (no JavaScript needed). */
export const XSRF_FORM_FIELD = "_csrf";
export const FLASH_COOKIE = "pasar_flash";
/** Marks a browser that signed in to an account before: its owner is not slowed down by a stranger's guesses. */
export const DEVICE_COOKIE = "pasar_device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function serialize(name: string, value: string, options: SerializeOptions): string {
  return stringifySetCookie({ name, value, ...options });
}

const HOST_PREFIX = "__Host-";

/**
 * Over HTTPS the session, XSRF and known-device cookies carry the __Host- prefix: browsers then take them
 * only when Secure, for this very host and path /, so no sibling subdomain or plain-HTTP page can plant one.
 */
export function cookieName(name: string, secure: boolean): string {
  return secure ? HOST_PREFIX + name : name;
}

/**
 * One of those cookies as the browser sends it back: the prefixed name first, then the plain one, which
 * plain-HTTP development and cookies set before HTTPS was switched on use.
 */
export function readCookie(cookies: Record<string, string | undefined>, name: string): string | undefined {
  return cookies[HOST_PREFIX + name] ?? cookies[name];
}

/** Whether a Set-Cookie header sets the XSRF cookie (under either name) and nothing else. */
export function setsXsrfCookie(header: string): boolean {
  return header.startsWith(`${XSRF_COOKIE}=`) || header.startsWith(`${HOST_PREFIX}${XSRF_COOKIE}=`);
}

export function encodeSessionToken(jwt: string): string {
  return Buffer.from(jwt, "utf8").toString("base64");
}

export function decodeSessionToken(cookieValue: string | undefined): string | undefined {
  if (!cookieValue) return undefined;
  try {
    const decoded = Buffer.from(cookieValue, "base64").toString("utf8");
    // A JWT is three base64url parts; anything else is not ours.
    return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

export function sessionCookie(jwt: string, secure: boolean): string {
  return serialize(cookieName(SESSION_COOKIE, secure), encodeSessionToken(jwt), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(secure: boolean): string {
  return serialize(cookieName(SESSION_COOKIE, secure), "", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: 0,
  });
}

/**
 * Readable by the page's JavaScript, which echoes it in X-XSRF-TOKEN. For a signed-in browser it is the
 * session's own token (AccountService.xsrfTokenFor); for a visitor, a random one the forms echo back.
 */
export function xsrfCookie(token: string, secure: boolean): string {
  return serialize(cookieName(XSRF_COOKIE, secure), token, { httpOnly: false, sameSite: "lax", secure, path: "/" });
}

const XSRF_TOKEN_BYTES = 24;
/**
 * Random bytes for tokens, drawn for 256 tokens at a time (as Node does for randomUUID): a visitor's first
 * page needs a token, and asking the system for 24 bytes each time took 0.7 % of a page's main-thread
 * time in the page benchmark, where every request is a first visit.
 */
let tokenBytes = Buffer.alloc(0);
let tokenOffset = 0;

export function newXsrfToken(): string {
  if (tokenOffset + XSRF_TOKEN_BYTES > tokenBytes.length) {
    tokenBytes = randomBytes(XSRF_TOKEN_BYTES * 256);
    tokenOffset = 0;
  }
  const token = tokenBytes.toString("base64url", tokenOffset, tokenOffset + XSRF_TOKEN_BYTES);
  tokenOffset += XSRF_TOKEN_BYTES;
  return token;
}

/** HttpOnly and long-lived: the known-device token of core/account (a random id and a MAC, no personal data). */
export function deviceCookie(token: string, secure: boolean): string {
  return serialize(cookieName(DEVICE_COOKIE, secure), token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** A one-shot message shown after a redirect (login, logout, cart changes), also without JavaScript. */
export function flashCookie(message: FlashMessage, secure: boolean): string {
  return serialize(FLASH_COOKIE, JSON.stringify(message), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: 60,
  });
}

const flashSchema = z.object({
  key: z.string().regex(/^[a-z_]+(\.[a-z0-9_]+)+$/),
  values: z.record(z.string(), z.union([z.string().max(200), z.number()])).optional(),
  tone: z.enum(["success", "error", "warning", "info"]),
  id: z.string().max(40),
});

/** The flash cookie as sent back; anything malformed (or forged) is no message. */
export function parseFlash(raw: string | undefined): FlashMessage | undefined {
  if (!raw) return undefined;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearFlashCookie(secure: boolean): string {
  return serialize(FLASH_COOKIE, "", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 });
}

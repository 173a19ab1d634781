import { data } from "react-router";
import { HTTP_STATUS_BY_CODE, isAppError } from "../../core/shared/errors.ts";
import { translator, type Lang } from "../../i18n/index.ts";

export interface FormFailure {
  message: string;
  errors: Record<string, string>;
}

/**
 * Turns a domain error into the action's answer: the form shows a message per field, in the page's
 * language. Anything that is not a domain error is rethrown to the error boundary.
 */
export function formFailure(error: unknown, lang: Lang) {
  if (!isAppError(error)) throw error;
  const t = translator(lang);
  const errors = Object.fromEntries(
    Object.entries(error.fieldErrors ?? {}).map(([field, message]) => [field, t(message.key, message.values)]),
  );
  const message =
    error.code === "INVALID_INPUT"
      ? (Object.values(errors)[0] ?? t(error.messageKey))
      : t(error.messageKey, error.values);
  return data<FormFailure>({ message, errors }, { status: HTTP_STATUS_BY_CODE[error.code] });
}

/** Longer than any address of ours; a longer target is refused rather than echoed in a header. */
const MAX_REDIRECT_LENGTH = 2048;
const SITE = "http://pasar.invalid";
/* eslint-disable no-control-regex -- control characters are what is refused */
/** As written: control characters, spaces and backslashes. */
const REFUSED_IN_TARGET = /[\x00-\x20\x7f\\]/;
/** Once percent-decoded: control characters. */
const REFUSED_DECODED = /[\x00-\x1f\x7f]/;
/* eslint-enable no-control-regex */

/**
 * The page an action sends the visitor back to (`redirectTo`): a clean path on this site, or `fallback`.
 * Browsers drop tabs and line breaks from a Location and read a backslash as a slash, so '/\t/evil.com' or
 * '/\\evil.com' would leave the site, and a line break cannot be sent in a header at all. Such a target
 * is refused, also percent-encoded, rather than cleaned: no form of ours writes one.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof value !== "string" || value.length > MAX_REDIRECT_LENGTH) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  const path = decoded.split(/[?#]/, 1)[0]!;
  if (
    !value.startsWith("/") ||
    REFUSED_IN_TARGET.test(value) ||
    REFUSED_DECODED.test(decoded) ||
    /^\/[/\\]|\\/.test(path)
  )
    return fallback;
  const url = new URL(value, SITE);
  if (url.origin !== SITE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

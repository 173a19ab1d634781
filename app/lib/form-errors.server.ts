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
  const errors = Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([field, message]) => [field, t(message.key, message.values)]));
  const message = error.code === "INVALID_INPUT" ? (Object.values(errors)[0] ?? t(error.messageKey)) : t(error.messageKey, error.values);
  return data<FormFailure>({ message, errors }, { status: HTTP_STATUS_BY_CODE[error.code] });
}

/** Only same-site paths are followed after login, never another host. */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

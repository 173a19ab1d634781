/**
 * Errors that the domain raises on purpose. Each carries a code that the HTTP edges map to a status and a
 * message key that the edges translate into the request's language.
 */
export type ErrorCode =
  | "INVALID_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "PAYMENT_FAILED"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE";

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  INVALID_INPUT: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 402,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
};

/** A message key with optional interpolation values, resolved against the catalogue of the request. */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

// A brand rather than instanceof: the SSR bundle and the native server may each hold a copy of this module.
const APP_ERROR_BRAND = Symbol.for("pasar.AppError");

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly values: Record<string, string | number> | undefined;
  /** Messages per invalid field, for INVALID_INPUT. */
  readonly fieldErrors: Record<string, Message> | undefined;
  readonly [APP_ERROR_BRAND] = true;

  constructor(
    code: ErrorCode,
    messageKey: string,
    options: { values?: Record<string, string | number>; fieldErrors?: Record<string, Message> } = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = "AppError";
    this.code = code;
    this.messageKey = messageKey;
    this.values = options.values;
    this.fieldErrors = options.fieldErrors;
  }
}

export function isAppError(error: unknown): error is AppError {
  return typeof error === "object" && error !== null && APP_ERROR_BRAND in error;
}

export function invalidInput(fieldErrors: Record<string, Message>): AppError {
  return new AppError("INVALID_INPUT", "errors.invalid_input", { fieldErrors });
}

/** A unique index refused the row (PostgreSQL 23505), however the driver wrapped the error. */
export function uniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; typeof cause === "object" && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const found = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (found.code === "23505" && (found.constraint === constraint || String(found.message).includes(constraint)))
      return true;
  }
  return false;
}

import { data } from "react-router";
import { HTTP_STATUS_BY_CODE, isAppError, type AppError } from "../../../core/shared/errors.ts";
import type { Translate } from "../../../i18n/index.ts";
import type { RequestContext } from "../../lib/app-context.ts";
import { redirectWithFlash } from "./merchant-list.server.ts";

/** A domain error's message for each field it names, in the page's language. */
export function fieldMessages(error: AppError, t: Translate): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.fieldErrors ?? {}).map(([field, message]) => [field, t(message.key, message.values)]),
  );
}

/**
 * A merchant form's refused save: the draft as typed, a message beside each wrong field (`placeErrors` may
 * move them onto the form's own field names) and one above the form (`invalidKey` when fields are wrong,
 * else the error's own), with the error's status. Anything that is not a domain error goes to the error
 * boundary.
 */
export function refusedDraft<D>(
  error: unknown,
  t: Translate,
  draft: D,
  invalidKey: string,
  placeErrors: (errors: Record<string, string>) => Record<string, string> = (errors) => errors,
) {
  if (!isAppError(error)) throw error;
  const errors = placeErrors(fieldMessages(error, t));
  const message = error.code === "INVALID_INPUT" ? t(invalidKey) : t(error.messageKey, error.values);
  return data({ draft, errors, message }, { status: HTTP_STATUS_BY_CODE[error.code] });
}

/**
 * A merchant form's save, post/redirect/get: back to `backTo` with `noticeKey` as a flash once `save` is
 * done; when it throws, `refuse` makes the action's answer of the error (the form again, as typed).
 */
export async function saveThenBack<R>(
  ctx: RequestContext,
  backTo: string,
  noticeKey: string,
  save: () => Promise<unknown>,
  refuse: (error: unknown) => R | Promise<R>,
): Promise<R> {
  try {
    await save();
  } catch (error) {
    return refuse(error);
  }
  return redirectWithFlash(ctx, backTo, { key: noticeKey, tone: "success" });
}

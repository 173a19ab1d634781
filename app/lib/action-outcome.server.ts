import { data, redirect } from "react-router";
import { isAppError } from "../../core/shared/errors.ts";
import type { FlashTone, RequestContext } from "./app-context.ts";

/** A message for the shopper: a catalogue key with values, and its tone. */
export interface Notice {
  key: string;
  values?: Record<string, string | number>;
  tone: FlashTone;
}

/** What a JavaScript submission (fetcher) gets back: the notice to toast, with an id per answer. */
export interface ActionNotice extends Notice {
  id: string;
}

/**
 * React Router posts JavaScript submissions to '/path.data' and plain HTML forms to '/path'. A script
 * wants data to toast; a browser without JavaScript wants a redirect with a flash (post/redirect/get).
 */
export function isScriptSubmission(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** The domain error as a notice; anything else is a bug and goes to the error boundary. */
export function noticeFromError(error: unknown): Notice {
  if (!isAppError(error)) throw error;
  const field = error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
  // As in the API: only a generic validation error is told by its first field; one with its own message keeps it.
  if (error.code === "INVALID_INPUT" && error.messageKey === "errors.invalid_input" && field)
    return { key: field.key, values: field.values, tone: "error" };
  return { key: error.messageKey, values: error.values, tone: "error" };
}

let counter = 0;

/**
 * Answers an action: data for a script, a redirect with the notice as flash for a plain form. A null
 * notice is a quiet change (a checkbox): the page's new state says enough.
 */
export function respondWithNotice(request: Request, ctx: RequestContext, notice: Notice | null, backTo: string) {
  if (isScriptSubmission(request)) {
    counter = (counter + 1) % 1_000_000;
    return data({
      notice: notice ? ({ ...notice, id: `${Date.now().toString(36)}${counter}` } satisfies ActionNotice) : null,
    });
  }
  throw redirect(
    backTo,
    notice
      ? { headers: { "Set-Cookie": ctx.cookies.flash(notice.key, { tone: notice.tone, values: notice.values }) } }
      : undefined,
  );
}

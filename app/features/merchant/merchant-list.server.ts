import { redirect } from "react-router";
import { noticeFromError, type Notice } from "../../lib/action-outcome.server.ts";
import type { RequestContext } from "../../lib/app-context.ts";

/** Post/redirect/get: back to the list, with the action's notice as a flash. */
export function redirectWithFlash(ctx: RequestContext, backTo: string, notice: Notice): never {
  throw redirect(backTo, {
    headers: { "Set-Cookie": ctx.cookies.flash(notice.key, { tone: notice.tone, values: notice.values }) },
  });
}

/** Runs a list's change, then back to the list with its notice, or the refusal's, as a flash. */
export async function changeThenBack(ctx: RequestContext, backTo: string, change: () => Promise<Notice>) {
  let notice: Notice;
  try {
    notice = await change();
  } catch (error) {
    notice = noticeFromError(error);
  }
  return redirectWithFlash(ctx, backTo, notice);
}

/** What a list's button posts as `intent`: 'verb:ID' for one row, a bare verb for the ticked rows. */
export function rowIntent(form: FormData): { verb: string; id: string | undefined } {
  const [verb = "", id] = String(form.get("intent") ?? "").split(":");
  return { verb, id };
}

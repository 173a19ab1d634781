import { redirect } from "react-router";
import type { Notice } from "../../lib/action-outcome.server.ts";
import type { RequestContext } from "../../lib/app-context.ts";

/** Post/redirect/get: back to the list, with the action's notice as a flash. */
export function redirectWithFlash(ctx: RequestContext, backTo: string, notice: Notice): never {
  throw redirect(backTo, {
    headers: { "Set-Cookie": ctx.cookies.flash(notice.key, { tone: notice.tone, values: notice.values }) },
  });
}

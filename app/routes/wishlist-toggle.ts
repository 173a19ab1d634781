import { redirect } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/wishlist-toggle";
import { noticeFromError, respondWithNotice, type Notice } from "../lib/action-outcome.server.ts";
import { safeRedirectPath } from "../lib/form-errors.server.ts";
import { langFromPath, localizedPath } from "../lib/i18n.tsx";
import { loginRedirect } from "../lib/route-helpers.server.ts";

/** Nothing to show at this address: a visit (or a reload after a plain post) goes home. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedPath(langFromPath(new URL(request.url).pathname), "/"));
}

/**
 * Every wishlist heart posts here. With JavaScript (a fetcher) the answer is a notice to toast; a plain
 * form is sent back to the page it came from with the notice as a flash. Visitors go to the login page,
 * which returns them to that page afterwards.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const backTo = safeRedirectPath(form.get("redirectTo"), localizedPath(lang, "/"));
  if (!ctx.viewer) {
    throw loginRedirect(ctx, lang, backTo, "auth.login_required");
  }
  let notice: Notice;
  try {
    const { added } = await ctx.services.wishlist.toggle(ctx.viewer.userId, form.get("product_id"));
    notice = { key: added ? "wishlist.added" : "wishlist.removed", tone: "success" };
  } catch (error) {
    notice = noticeFromError(error);
  }
  return respondWithNotice(request, ctx, notice, backTo);
}

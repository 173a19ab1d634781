import { redirect } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/logout";
import { langFromPath, localizedPath } from "../lib/i18n.tsx";

// Logging out changes state, so it is a POST (protected by the XSRF field); a GET just goes home.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedPath(langFromPath(new URL(request.url).pathname), "/"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  await ctx.services.accounts.logout(ctx.viewer);
  const headers = new Headers();
  headers.append("Set-Cookie", ctx.cookies.clearSession());
  headers.append("Set-Cookie", ctx.cookies.flash("auth.logged_out"));
  return redirect(localizedPath(langFromPath(new URL(request.url).pathname), "/"), { headers });
}

import { data, redirect } from "react-router";
import { HTTP_STATUS_BY_CODE, isAppError } from "../../core/shared/errors.ts";
import type { PageUrl } from "../../core/shared/pagination.ts";
import type { RequestContext } from "./app-context.ts";
import { formFailure } from "./form-errors.server.ts";
import { langFromPath, localizedPath, type Lang } from "./i18n.tsx";

/**
 * A visitor on a page or form that needs a shopper: to the login page with a warning flash, and back to
 * `backTo` once signed in (spec §8: cart and checkout name their own message).
 */
export function loginRedirect(
  ctx: RequestContext,
  lang: Lang,
  backTo: string,
  messageKey = "errors.unauthenticated",
): Response {
  return redirect(`${localizedPath(lang, "/login")}?redirectTo=${encodeURIComponent(backTo)}`, {
    headers: { "Set-Cookie": ctx.cookies.flash(messageKey, { tone: "warning" }) },
  });
}

/** A domain error becomes the HTTP answer of the page (404 for NOT_FOUND …) for the root ErrorBoundary. */
export async function orErrorResponse<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isAppError(error)) throw data({ messageKey: error.messageKey }, { status: HTTP_STATUS_BY_CODE[error.code] });
    throw error;
  }
}

/** URLSearchParams as the services' raw query: repeated keys become lists. */
export function rawQuery(params: URLSearchParams): Record<string, string | string[] | undefined> {
  const raw: Record<string, string | string[] | undefined> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 || key.endsWith("[]") ? values : values[0];
  }
  return raw;
}

/**
 * The page's own URL. On a client-side navigation React Router 8 fetches '/path.data' (and '/_root.data'
 * for '/'), with a '_routes' parameter; loaders that read the path or the language must not see those.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}

/** The recommended products are a listing of the home page: their page links lead there. */
export function recommendedPageUrl(lang: Lang): PageUrl {
  return (page) => `${localizedPath(lang, "/")}?page=${page}`;
}

/**
 * After a sign-in or sign-up: on to `to` with the new session, the device cookie every sign-in renews, and
 * the flash that greets the shopper.
 */
export function signedInRedirect(
  ctx: RequestContext,
  session: { jwt_token: string; device_token: string },
  to: string,
  flashKey: string,
): Response {
  const headers = new Headers();
  headers.append("Set-Cookie", ctx.cookies.session(session.jwt_token));
  headers.append("Set-Cookie", ctx.cookies.device(session.device_token));
  headers.append("Set-Cookie", ctx.cookies.flash(flashKey));
  return redirect(to, { headers });
}

/** The login and registration pages are for visitors: a signed-in shopper has nothing to do there. */
export function redirectIfSignedIn(ctx: RequestContext, request: Request): void {
  if (ctx.viewer) throw redirect(localizedPath(langFromPath(new URL(request.url).pathname), "/"));
}

/**
 * The login and registration actions: the account service's `call` opens a session from the posted `fields`,
 * and the shopper goes on to `to` (the home page unless it says otherwise) greeted by `flashKey`; a refused
 * form comes back with its errors in the page's language.
 */
export async function signInAction(
  ctx: RequestContext,
  request: Request,
  how: {
    call: "login" | "register";
    fields: readonly string[];
    flashKey: string;
    to?: (lang: Lang, form: FormData) => string;
  },
) {
  const lang = langFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const input = Object.fromEntries(how.fields.map((field) => [field, form.get(field) ?? ""]));
  try {
    const session = await ctx.services.accounts[how.call](input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      deviceToken: ctx.deviceToken,
    });
    const to = how.to ? how.to(lang, form) : localizedPath(lang, "/");
    return signedInRedirect(ctx, session, to, how.flashKey);
  } catch (error) {
    return formFailure(error, lang);
  }
}

import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type MiddlewareFunction,
} from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/root";
import "./app.css";
import { useCspNonce } from "./lib/csp-nonce.tsx";
import { DocumentElement } from "./lib/document-element.tsx";
import { siteOrigin } from "./lib/site-origin.server.ts";
import { HydrateLater } from "./lib/hydrate-later.tsx";
import { FlashToast } from "./components/ui/flash-toast.tsx";
import { LoadingOverlay } from "./components/ui/loading-overlay.tsx";
import { LazyToaster } from "./lib/toast.tsx";
import { SiteFooter } from "./features/layout/site-footer.tsx";
import { SiteHeader } from "./features/layout/site-header.tsx";
import { WishlistProvider } from "./features/wishlist/wishlist-context.tsx";
import { I18nProvider, langFromPath, useI18n } from "./lib/i18n.tsx";
import { RouteErrorBoundary } from "./lib/route-error.tsx";
import { nulCharacterPath } from "../core/shared/validation.ts";

/**
 * Page forms carry the browser's XSRF token in the hidden _csrf field: a signed-in browser's is bound to its
 * session, a visitor's is the XSRF-TOKEN cookie's (decision 0004). A field
 * with a NUL character, which no browser sends from a form, is refused too (see nulCharacterPath).
 */
const checkPageForms: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    const { csrfToken } = context.get(requestContext);
    if (!form || form.get("_csrf") !== csrfToken) {
      throw data({ messageKey: "errors.csrf" }, { status: 403 });
    }
    // Every value, also each of a repeated field (categories[]); files are not read.
    if (nulCharacterPath([...form.values()]) !== null) {
      throw data({ messageKey: "validation.nul_character" }, { status: 422 });
    }
  }
  return next();
};

export const middleware = [checkPageForms];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const lang = langFromPath(new URL(request.url).pathname);
  // Every heart on the page reads these; the header's count is their number (the list is capped).
  const viewer = ctx.viewer;
  const store = viewer?.user.merchant ?? null;
  const [wishlistIds, cartPreview, notifications] = viewer
    ? await Promise.all([
        ctx.services.wishlist.ids(viewer.userId),
        ctx.services.cart.preview(viewer.userId),
        // The bell counts the user's unread notifications and their store's (spec §7 new_notification).
        Promise.all([
          ctx.services.notifications.unreadCount({ type: "user", id: viewer.userId }),
          store ? ctx.services.notifications.unreadCount({ type: "merchant", id: store.id }) : 0,
        ]).then(([own, ofStore]) => own + ofStore),
      ])
    : [[], null, 0];
  return data(
    {
      lang,
      // Absolute links in every page's head (canonical, hreflang) start from it.
      origin: siteOrigin(request),
      user: ctx.viewer?.user ?? null,
      csrfToken: ctx.csrfToken,
      flash: ctx.flash ?? null,
      counts: { cart: cartPreview?.total ?? 0, wishlist: wishlistIds.length, notifications },
      // The header's cart dropdown: the newest lines.
      cartPreview,
      wishlistIds,
      year: new Date().getFullYear(),
    },
    { headers: ctx.flash ? { "Set-Cookie": ctx.cookies.clearFlash() } : {} },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const lang = root?.lang ?? langFromPath(location.pathname);
  const nonce = useCspNonce();
  return (
    <DocumentElement
      lang={lang}
      head={
        <>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#f90717" />
          <Meta />
          <Links />
        </>
      }
    >
      <body className="flex min-h-screen flex-col">
        <I18nProvider lang={lang}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </DocumentElement>
  );
}

const NO_IDS: number[] = [];

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { t } = useI18n();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("app.skip_to_content")}
      </a>
      <SiteHeader
        user={root?.user ?? null}
        counts={root?.counts ?? { cart: 0, wishlist: 0, notifications: 0 }}
        cartPreview={root?.cartPreview ?? null}
      />
      <FlashToast flash={root?.flash ?? null} />
      <HydrateLater>
        <main id="main" className="flex-1">
          <WishlistProvider ids={root?.wishlistIds ?? NO_IDS}>{children}</WishlistProvider>
        </main>
      </HydrateLater>
      <HydrateLater>
        <SiteFooter year={root?.year ?? new Date().getFullYear()} />
      </HydrateLater>
      <LoadingOverlay />
      <LazyToaster position="top-center" richColors closeButton />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** The root's own failures (its loader, the shell): the same page as a route's, in the site's frame. */
export function ErrorBoundary() {
  return (
    <Shell>
      <RouteErrorBoundary />
    </Shell>
  );
}

import { isRouteErrorResponse, useRouteError } from "react-router";
import { LocalLink, useI18n } from "./i18n.tsx";

/**
 * What a page shows when its loader or rendering fails, in the page's language: a 404 says the page is not
 * there, a refused request (403, 422 …) says why, anything else is the server's own failure and is logged.
 * Each page route re-exports it as its ErrorBoundary, so the error shows inside the layouts around it.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refusal =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data?.messageKey === "string"
      ? (error.data.messageKey as string)
      : null;
  if (!notFound && !refusal) console.error(error);
  const title = notFound ? t("errors.page_not_found_title") : t("errors.server_error_title");
  const text = notFound ? t("errors.page_not_found_text") : refusal ? t(refusal) : t("errors.server_error_text");
  return (
    <>
      <title>{`${title} | Pasar`}</title>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <p className="text-7xl font-extrabold text-accent-strong">
          {notFound ? 404 : isRouteErrorResponse(error) ? error.status : 500}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{text}</p>
        <LocalLink
          to="/"
          className="mt-8 rounded-lg bg-accent-strong px-5 py-2.5 font-semibold text-white hover:bg-accent-dark"
        >
          {t("errors.back_home")}
        </LocalLink>
      </section>
    </>
  );
}

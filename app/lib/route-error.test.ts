import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { I18nProvider, langFromPath } from "./i18n.tsx";
import { RouteErrorBoundary } from "./route-error.tsx";

/** A page that failed with `error`, inside a layout that draws a header, at `url`. */
function renderFailedPage(url: string, error: unknown) {
  const lang = langFromPath(url);
  const Stub = createRoutesStub([
    {
      id: "frame",
      path: "/",
      Component: () => createElement("div", null, createElement("header", null, "HEADER"), createElement(Outlet)),
      children: [
        { id: "page", path: "*", Component: () => createElement("p", null, "PAGE"), ErrorBoundary: RouteErrorBoundary },
      ],
    },
  ]);
  return renderToString(
    createElement(I18nProvider, {
      lang,
      children: createElement(Stub, { initialEntries: [url], hydrationData: { errors: { page: error } } }),
    }),
  );
}

describe("RouteErrorBoundary", () => {
  it("shows a missing page in the page's language inside the layout around it", () => {
    const english = renderFailedPage("/en/product/nope", new ErrorResponse(404, "Not Found", null));
    expect(english).toContain("HEADER");
    expect(english).not.toContain("PAGE");
    expect(english).toContain("Page not found");
    const indonesian = renderFailedPage("/product/nope", new ErrorResponse(404, "Not Found", null));
    expect(indonesian).toContain("HEADER");
    expect(indonesian).toContain("Halaman tidak ditemukan");
  });

  it("says why a request was refused, from the catalogue key the page threw", () => {
    const html = renderFailedPage("/en/checkout", new ErrorResponse(403, "Forbidden", { messageKey: "errors.csrf" }));
    expect(html).toContain(">403<");
    expect(html).not.toContain("errors.csrf");
  });

  it("logs the server's own failures and shows a generic message", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderFailedPage("/en/cart", new Error("boom"));
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("boom");
  });
});

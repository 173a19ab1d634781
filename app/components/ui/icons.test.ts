import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TrashIcon } from "../../features/cart/cart-icons.tsx";
import { DownloadIcon } from "../../features/invoice/download-icon.tsx";
import { FacebookIcon, PlayIcon } from "../../features/product/product-icons.tsx";
import { BoltIcon, CartIcon, CloseIcon, SearchIcon } from "./icons.tsx";

const markup = <P extends object>(icon: FunctionComponent<P>, props = {} as P) =>
  renderToStaticMarkup(createElement(icon, props));

const outline = (size: number, strokeWidth = "2") =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"`;

describe("one icon outline for every module", () => {
  it("draws the cart, invoice and dialog icons with the same decorative outline, at their own sizes", () => {
    expect(markup(TrashIcon)).toBe(
      `${outline(20)}><path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"></path></svg>`,
    );
    expect(markup(DownloadIcon)).toBe(
      `${outline(18)}><path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14"></path></svg>`,
    );
    expect(markup(CloseIcon)).toBe(`${outline(20)}><path d="M6 6l12 12M18 6 6 18"></path></svg>`);
  });

  it("keeps the header's larger, lighter stroke and lets the caller add a class", () => {
    expect(markup(CartIcon, { className: "size-6" })).toContain(`${outline(24, "1.8")} class="size-6"><circle`);
    expect(markup(SearchIcon)).toBe(
      `${outline(24, "1.8")}><circle cx="11" cy="11" r="6.5"></circle><path d="m16 16 4.5 4.5"></path></svg>`,
    );
  });

  it("fills solid glyphs in the text colour, hidden from assistive technology", () => {
    expect(markup(PlayIcon)).toBe(
      `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" fill="currentColor"></path></svg>`,
    );
    expect(markup(FacebookIcon)).toMatch(
      /^<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M13\.5 21/,
    );
    expect(markup(BoltIcon, { className: "text-accent" })).toMatch(
      /^<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" class="text-accent"><path d="M13\.5 2 /,
    );
  });
});

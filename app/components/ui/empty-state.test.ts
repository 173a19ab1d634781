import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { EmptyCart } from "../../features/cart/empty-cart.tsx";
import { EmptyWishlist } from "../../features/wishlist/empty-wishlist.tsx";

/** The block as the server renders it, at `url`. */
function render(Component: ComponentType, url = "/"): string {
  const Stub = createRoutesStub([{ path: "*", Component }]);
  return renderToString(createElement(Stub, { initialEntries: [url] }));
}

describe("EmptyState (server-rendered)", () => {
  it("draws each illustration on the shared canvas and ground shadow, then the words and the link home", () => {
    for (const Component of [EmptyCart, EmptyWishlist]) {
      const html = render(Component);
      expect(html).toMatch(
        /^<section role="status" class="[^"]*"( data-testid="cart-empty")?><svg viewBox="0 0 140 110" width="140" height="110" aria-hidden="true" class="mb-4"><ellipse cx="70" cy="100" rx="52" ry="6" fill="#f1f5f9"><\/ellipse><path /,
      );
      expect(html).toMatch(
        /<\/svg><h2 class="[^"]*">[^<]+<\/h2><p class="[^"]*">[^<]+<\/p><a [^>]*href="\/"[^>]*>[^<]+<\/a><\/section>$/,
      );
    }
  });

  it("names the empty cart for the journeys and leaves the wishlist's block unnamed", () => {
    expect(render(EmptyCart)).toContain('data-testid="cart-empty"');
    expect(render(EmptyWishlist)).not.toContain("data-testid");
  });
});

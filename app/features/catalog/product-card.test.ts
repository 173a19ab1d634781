import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FlashSaleProductDto } from "../../../core/flashsale/flashsale.dto.ts";
import { sessionCard } from "../promo/session-stock.tsx";
import { ProductCard } from "./product-card.tsx";

const product: FlashSaleProductDto = {
  id: 7,
  slug: "kaos-polos-7",
  product_name: "Kaos Polos",
  photos: ["/media/kaos.jpg"],
  stock: 20,
  publish_price: 100_000,
  base_price: 120_000,
  merchant_discount_percentage: 16.67,
  merchant_discount_amount: 20_000,
  average_ratings: 4.5,
  rating_count: 10,
  sold_count: 1200,
  is_wishlist: false,
  merchant: {
    merchant_name: "Toko",
    merchant_slug: "toko",
    merchant_city: "Bandung",
    is_pkp: "pkp",
    storetype: "official",
  },
  flash_sale: { flash_sale_id: 3, flash_price: 75_000, discount_percentage: 25, quota: 10, sold: 9, remaining: 1 },
};

function render(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(createElement(Stub, { initialEntries: ["/"] }));
}

describe("ProductCard", () => {
  it("in a listing: the flash price, badge, discount pill, PKP, stars and the heart", () => {
    const html = render(createElement(ProductCard, { product }));
    expect(html).toContain("Rp75.000");
    expect(html).toContain("Flash Sale");
    expect(html).toContain("PKP");
    expect(html).toContain('name="product_id"');
    expect(html).not.toContain('role="progressbar"');
  });

  it("in a flash-sale session's list: the discount on the picture and the quota instead of stars and heart", () => {
    const html = render(createElement(ProductCard, { product, session: sessionCard(product, false) }));
    expect(html).toContain("Rp75.000");
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="9"');
    expect(html).toContain("rounded-r-md");
    expect(html).not.toContain("PKP");
    expect(html).not.toContain('name="product_id"');
    expect(html).not.toContain("opacity-50");
    const gone = { ...product, flash_sale: { ...product.flash_sale, sold: 10, remaining: 0 } };
    expect(render(createElement(ProductCard, { product: gone, session: sessionCard(gone, false) }))).toContain(
      "opacity-50",
    );
  });
});

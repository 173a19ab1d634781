import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Executor } from "../../db/client.ts";
import {
  makeBuyer,
  makeFlashSale,
  makeMerchant,
  makeProduct,
  makePromo,
  type Product,
} from "../../tests/support/factories.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { isAppError } from "../shared/errors.ts";
import { order_item, order_promo, shop_order } from "../order/order.tables.ts";
import { BANDUNG_HOME } from "../../tests/support/order-address.ts";
import { invoice } from "./invoice.tables.ts";
import { DOCUMENT_TOKEN_TTL_MS } from "./document-token.ts";
import { pdfText } from "../shared/pdf-text.testing.ts";

const t = useTestApp();
let buyer: Record<string, string>;
let other: Record<string, string>;
let buyerId: number;
let otherId: number;
let fixture: InvoiceFixture;

interface ProductRow {
  id: number;
  merchant_id: number;
  name: string;
  slug: string;
  publish_price: number;
  base_price: number;
  photo: string | null;
  weight_grams: number;
}

interface InvoiceFixture {
  invoiceCode: string;
  orderCodes: [string, string];
  /** The flash sale that priced the second store's line (decision 0014). */
  flashSaleId: number;
  products: ProductRow[];
  promo: { id: number; name: string; name_en: string };
  storeNames: string[];
}

/**
 * What the checkout workflow will write: one invoice, one order per store with items and a promo share,
 * totals that add up (PPN 11% added, PPh 0.5% subtracted, promo subtracted, shipping added).
 */
async function insertInvoice(
  db: Executor,
  userId: number,
  code: string,
  products: ProductRow[],
  promo: { id: number; name: string },
  at: Date,
  flashSaleId: number,
): Promise<InvoiceFixture["orderCodes"]> {
  const byStore = [
    products.filter((p) => p.merchant_id === products[0]!.merchant_id),
    products.filter((p) => p.merchant_id !== products[0]!.merchant_id),
  ];
  const orders = byStore.map((items, index) => {
    const lines = items.map((product, line) => ({ product, qty: line + 1 }));
    const total = lines.reduce((sum, line) => sum + line.qty * line.product.publish_price, 0);
    const shipping = 18_000 + index * 4_000;
    const promoValue = index === 0 ? 10_000 : 0;
    const ppn = Math.round(((total - promoValue) * 1100) / 10_000);
    const pph = Math.round(((total - promoValue) * 50) / 10_000);
    const merchantDiscount = lines.reduce(
      (sum, line) => sum + line.qty * (line.product.base_price - line.product.publish_price),
      0,
    );
    return {
      code: `${code}-S${index + 1}`,
      lines,
      total,
      shipping,
      promoValue,
      ppn,
      pph,
      merchantDiscount,
      grand: total + shipping + ppn - pph - promoValue,
    };
  });
  const totalBill = orders.reduce((sum, order) => sum + order.grand, 0);
  const [row] = await db
    .insert(invoice)
    .values({
      invoice_code: code,
      user_id: userId,
      status_payment: "pending",
      total_tagihan: totalBill,
      wallet_used: 25_000,
      charge_to_gateway: totalBill - 25_000,
      gateway: "local",
      gateway_token: `tok-${code}`,
      gateway_redirect_url: `/payment/local/${code}`,
      expire_at: new Date(at.getTime() + 24 * 3600 * 1000),
      created_at: at,
      updated_at: at,
    })
    .returning({ id: invoice.id });
  for (const order of orders) {
    const [created] = await db
      .insert(shop_order)
      .values({
        order_code: order.code,
        invoice_id: row!.id,
        user_id: userId,
        merchant_id: order.lines[0]!.product.merchant_id,
        status_order: "waiting_payment",
        address: BANDUNG_HOME,
        shipping: {
          rate_id: "r1",
          courier_code: "jne",
          courier_name: "JNE",
          service_code: "reg",
          service_name: "REG",
          rate_type: "Regular",
          price: order.shipping,
          min_day: 2,
          max_day: 3,
          guarantee: true,
          weight_grams: 1000,
        },
        dropship_name: order === orders[1] ? "Toko Berkah" : null,
        dropship_phone: order === orders[1] ? "0227654321" : null,
        user_npwp: null,
        merchant_npwp: "01.234.567.8-901.000",
        total_publish_price: order.total,
        total_shipping: order.shipping,
        setting_ppn: 1100,
        total_ppn: order.ppn,
        setting_pph: 50,
        total_pph: order.pph,
        total_tax: order.ppn - order.pph,
        total_discount_merchant: 0,
        total_discount_platform: order.promoValue,
        total_discount_shipping: 0,
        grand_total: order.grand,
        created_at: at,
        updated_at: at,
      })
      .returning({ id: shop_order.id });
    await db.insert(order_item).values(
      order.lines.map(({ product, qty }) => ({
        order_id: created!.id,
        product_id: product.id,
        product_name: product.name,
        product_slug: product.slug,
        photo: product.photo,
        qty,
        weight_grams: product.weight_grams,
        publish_price: product.publish_price,
        base_price: product.base_price,
        total_publish_price: qty * product.publish_price,
        flash_sale_id: order === orders[1] ? flashSaleId : null,
      })),
    );
    if (order.promoValue > 0)
      await db.insert(order_promo).values({
        order_id: created!.id,
        promo_id: promo.id,
        promo_name: promo.name,
        redeemed_value: order.promoValue,
      });
  }
  return [orders[0]!.code, orders[1]!.code];
}

beforeAll(async () => {
  const budi = await makeBuyer(t, { name: "Budi Santoso" });
  const siti = await makeBuyer(t, { name: "Siti Rahmawati" });
  buyer = await budi.signIn();
  other = await siti.signIn();
  buyerId = budi.userId;
  otherId = siti.userId;
  // Two products of one store and one of another.
  const firstStore = await makeMerchant(t, { name: "Toko Kain Priangan" });
  const secondStore = await makeMerchant(t, { name: "Batik Sekar Jagad" });
  const asRow = (made: Product, basePrice: number): ProductRow => ({
    id: made.id,
    merchant_id: made.merchantId,
    name: made.name,
    slug: made.slug,
    publish_price: made.price,
    base_price: basePrice,
    photo: null,
    weight_grams: 500,
  });
  const products = [
    asRow(
      await makeProduct(t, {
        merchant: firstStore,
        name: "Kain Songket Palembang",
        price: 450_000,
        basePrice: 500_000,
      }),
      500_000,
    ),
    asRow(await makeProduct(t, { merchant: firstStore, name: "Selendang Tenun Ikat", price: 125_000 }), 125_000),
    asRow(await makeProduct(t, { merchant: secondStore, name: "Kemeja Batik Parang", price: 189_000 }), 189_000),
  ];
  const madePromo = await makePromo(t, { name: "Diskon 10% hingga Rp50.000", nameEn: "10% off up to Rp50,000" });
  const promoRow = { id: madePromo.id, name: madePromo.name, name_en: madePromo.name_en };
  const flashSaleId = (await makeFlashSale(t, [])).id;
  const orderCodes = await insertInvoice(
    t.database.db,
    buyerId,
    "INV-20261120-AAAA01",
    products,
    promoRow,
    t.clock.now(),
    flashSaleId,
  );
  fixture = {
    invoiceCode: "INV-20261120-AAAA01",
    orderCodes,
    flashSaleId,
    products,
    promo: promoRow,
    storeNames: [firstStore.name, secondStore.name],
  };
});

async function get(url: string, headers: Record<string, string> = {}, lang = "en") {
  return t.app.inject({ method: "GET", url, headers: { ...headers, "accept-language": lang } });
}
const detailUrl = (code: string) => `/api/invoice/detail/${encodeURIComponent(code)}`;

describe("GET /invoice/detail/{invoice}", () => {
  it("answers the owner with the spec's invoice and its orders", async () => {
    const response = await get(detailUrl(fixture.invoiceCode), buyer);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const { data } = response.json();
    expect(data).toMatchObject({
      invoice_code: fixture.invoiceCode,
      status_payment: "pending",
      expire_date: "2026-11-21T03:00:00.000Z",
      midtrans_token: `tok-${fixture.invoiceCode}`,
      gateway_redirect_url: `/payment/local/${fixture.invoiceCode}`,
      wallet_used: 25_000,
      created_at: "2026-11-20T03:00:00.000Z",
      server_time: "2026-11-20T03:00:00.000Z",
    });
    expect(data.charge_to_gateway).toBe(data.total_tagihan - 25_000);
    expect(data.download_url).toMatch(
      new RegExp(`^/api/invoice/detail/${fixture.invoiceCode}/download\\?token=[\\w.-]+&lang=en$`),
    );
    expect(data.orderlist.map((order: { order_code: string }) => order.order_code)).toEqual(fixture.orderCodes);
    expect(data.orderlist.reduce((sum: number, order: { grand_total: number }) => sum + order.grand_total, 0)).toBe(
      data.total_tagihan,
    );

    const [first, second] = data.orderlist;
    expect(first).toMatchObject({
      status_order: "waiting_payment",
      user_npwp: null,
      merchant_npwp: "01.234.567.8-901.000",
      merchant: { merchant_name: fixture.storeNames[0] },
      address: BANDUNG_HOME,
      dropship: null,
      ordershipping: {
        price: {
          response_manifest: {
            logistic: { name: "JNE" },
            rate: { type: "Regular", name: "REG" },
            min_day: 2,
            max_day: 3,
            final_price: 18_000,
          },
        },
      },
      setting_ppn: 11,
      setting_pph: 0.5,
      total_shipping: 18_000,
      total_discount_platform: 10_000,
    });
    expect(first.merchant.city.name).toEqual(expect.any(String));
    expect(first.total_tax).toBe(first.total_ppn - first.total_pph);
    expect(first.grand_total).toBe(
      first.total_publish_price + first.total_shipping + first.total_tax - first.total_discount_platform,
    );
    const [product, nextProduct] = fixture.products;
    expect(first.orderitem).toEqual([
      expect.objectContaining({
        product_id: product!.id,
        product_name: product!.name,
        photos: product!.photo ? [product!.photo] : [],
        qty: 1,
        publish_price: product!.publish_price,
        base_price: product!.base_price,
        merchant_discount_amount: product!.base_price - product!.publish_price,
        total_publish_price: product!.publish_price,
        flash_sale_id: null,
      }),
      expect.objectContaining({
        product_id: nextProduct!.id,
        qty: 2,
        total_publish_price: 2 * nextProduct!.publish_price,
        flash_sale_id: null,
      }),
    ]);
    expect(first.orderitem[0].merchant_discount_percentage).toBeGreaterThanOrEqual(0);
    // English pages get the promo's English name.
    expect(first.orderpromo).toEqual([
      { promo: { id: fixture.promo.id, promo_name: fixture.promo.name_en }, redemed_value: 10_000 },
    ]);
    expect(first.download_url).toMatch(
      new RegExp(`^/api/buyer/dashboard/order/detail/${fixture.orderCodes[0]}/download\\?token=`),
    );
    expect(second).toMatchObject({
      dropship: { name: "Toko Berkah", phone: "0227654321" },
      orderpromo: [],
      merchant: { merchant_name: fixture.storeNames[1] },
    });
    // Bought at a flash price: the page shows the Flash Sale badge beside it.
    expect(second.orderitem).toEqual([
      expect.objectContaining({ product_id: fixture.products[2]!.id, flash_sale_id: fixture.flashSaleId }),
    ]);
  });

  it("names promos in Indonesian on Indonesian requests", async () => {
    const { data } = (await get(detailUrl(fixture.invoiceCode), buyer, "id")).json();
    expect(data.orderlist[0].orderpromo[0].promo.promo_name).toBe(fixture.promo.name);
    expect(data.download_url).toMatch(/&lang=id$/);
  });

  it("needs a signed-in shopper", async () => {
    const response = await get(detailUrl(fixture.invoiceCode));
    expect(response.statusCode).toBe(401);
    expect(response.json().data).toBeNull();
  });

  it("hides another shopper's invoice behind the same 404 as a code that does not exist", async () => {
    const foreign = await get(detailUrl(fixture.invoiceCode), other);
    const missing = await get(detailUrl("INV-DOES-NOT-EXIST"), other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().message).toBe("Invoice not found");
    const absurd = await get(detailUrl("x".repeat(90)), buyer);
    expect(absurd.statusCode).toBe(404);
    expect(absurd.json().message).toBe("Invoice not found");
    await expect(
      t.services.invoices.detail({ userId: otherId, sessionId: "lookup-only" }, fixture.invoiceCode, "id"),
    ).rejects.toSatisfy((error) => isAppError(error) && error.code === "NOT_FOUND");
    await expect(
      t.services.invoices.detail({ userId: buyerId, sessionId: "lookup-only" }, "   ", "id"),
    ).rejects.toSatisfy((error) => isAppError(error) && error.code === "NOT_FOUND");
  });
});

describe("PDF downloads", () => {
  async function links(headers = buyer, lang = "en") {
    const { data } = (await get(detailUrl(fixture.invoiceCode), headers, lang)).json();
    return {
      invoice: data.download_url as string,
      orders: data.orderlist.map((order: { download_url: string }) => order.download_url) as string[],
    };
  }

  it("sends the invoice PDF to whoever holds the link's token, without a session", async () => {
    const { invoice: url } = await links(buyer, "id");
    const response = await get(url, {}, "en");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="invoice-${fixture.invoiceCode}.pdf"`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      fixture.invoiceCode,
      ...fixture.orderCodes,
      ...fixture.storeNames,
      fixture.products[0]!.name,
      "Menunggu Pembayaran",
      "Total tagihan",
    ]) {
      expect(text).toContain(expected);
    }
    // One of the three lines was bought at a flash price.
    expect(text.split("\n").filter((line) => line === "Flash Sale")).toHaveLength(1);
  });

  it("sends one order's PDF, in English when the link says so", async () => {
    const { orders } = await links(buyer, "en");
    const response = await get(orders[1]!, {}, "id");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="order-${fixture.orderCodes[1]}.pdf"`);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(fixture.orderCodes[1]);
    expect(text).toContain(fixture.invoiceCode);
    expect(text).toContain("Sent on behalf of: Toko Berkah (0227654321)");
    expect(text).not.toContain(fixture.orderCodes[0]);
    expect(text.split("\n")).toContain("Flash Sale");
    expect(pdfText((await get(orders[0]!)).rawPayload).split("\n")).not.toContain("Flash Sale");
  });

  it("refuses a missing, tampered or other document's token with 403 and says why", async () => {
    const { invoice: invoiceUrl, orders } = await links();
    const invoiceToken = new URL(invoiceUrl, "http://x").searchParams.get("token")!;
    const orderToken = new URL(orders[0]!, "http://x").searchParams.get("token")!;
    const invoicePath = `/api/invoice/detail/${fixture.invoiceCode}/download`;
    const orderPath = (code: string) => `/api/buyer/dashboard/order/detail/${code}/download`;

    const missing = await get(invoicePath);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toMatch(/incomplete/);
    expect(missing.headers["referrer-policy"]).toBe("no-referrer");

    const tampered = `${invoiceToken.slice(0, -4)}${invoiceToken.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    const bad = await get(`${invoicePath}?token=${tampered}`, {}, "id");
    expect(bad.statusCode).toBe(403);
    expect(bad.json().message).toBe(
      "Tautan unduhan ini tidak valid. Buka halaman tagihan dan unduh dokumen sekali lagi.",
    );

    // The session token is never a document token.
    const session = buyer.authorization!.slice("Bearer ".length);
    expect((await get(`${invoicePath}?token=${session}`)).statusCode).toBe(403);

    const crossKind = await get(`${orderPath(fixture.orderCodes[0])}?token=${invoiceToken}`);
    expect(crossKind.statusCode).toBe(403);
    expect(crossKind.json().message).toBe("This download link belongs to another document.");
    expect((await get(`${orderPath(fixture.orderCodes[1])}?token=${orderToken}`)).statusCode).toBe(403);
    expect((await get(`${invoicePath}?token=${orderToken}`)).statusCode).toBe(403);
  });

  it("stops honouring a link after five minutes", async () => {
    const { invoice: url } = await links();
    t.clock.advance(DOCUMENT_TOKEN_TTL_MS - 1000);
    expect((await get(url)).statusCode).toBe(200);
    t.clock.advance(2000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(
      "This download link has expired. Open the invoice page again to get a new one.",
    );
    t.clock.set(new Date("2026-11-20T03:00:00Z"));
  });

  it("never serves a document its token's user does not own", async () => {
    // A token can only come from the owner's detail; one minted for someone else still finds nothing.
    const holder = (await t.services.accounts.authenticate(other.authorization!.slice("Bearer ".length)))!;
    const token = await t.services.invoices.issueDocumentToken(holder, "invoice", fixture.invoiceCode);
    const response = await get(
      `/api/invoice/detail/${fixture.invoiceCode}/download?token=${encodeURIComponent(token)}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Invoice not found");
    const orderToken = await t.services.invoices.issueDocumentToken(holder, "order", fixture.orderCodes[0]);
    expect(
      (
        await get(
          `/api/buyer/dashboard/order/detail/${fixture.orderCodes[0]}/download?token=${encodeURIComponent(orderToken)}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe("after payment", () => {
  it("stops handing out the gateway token and shows the new status in the PDF", async () => {
    await t.database.db
      .update(invoice)
      .set({ status_payment: "settlement", paid_at: new Date("2026-11-20T03:30:00Z") })
      .where(eq(invoice.invoice_code, fixture.invoiceCode));
    const { data } = (await get(detailUrl(fixture.invoiceCode), buyer)).json();
    expect(data).toMatchObject({
      status_payment: "settlement",
      midtrans_token: null,
      gateway_redirect_url: null,
      paid_at: "2026-11-20T03:30:00.000Z",
    });
    const text = pdfText((await get(data.download_url)).rawPayload);
    expect(text).toContain("Payment Successful");
    expect(text).toContain("Friday, 20 November 2026 10:30");
  });
});

describe("API description", () => {
  it("documents the three invoice calls", async () => {
    const document = (await get("/api/docs/json")).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/invoice/detail/{invoice}",
        "/invoice/detail/{invoice_code}/download",
        "/buyer/dashboard/order/detail/{order_code}/download",
      ]),
    );
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { makeBuyer, makeProducts, PLACES } from "../../tests/support/factories.ts";
import { placeOrderOverApi } from "../../tests/support/checkout-api.ts";
import { useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp({ config: { CHECKOUT_MAX_PENDING_INVOICES: "20" } });
let buyer: Record<string, string>;
let other: Record<string, string>;
let productIds: number[];
/** The buyer's invoices, oldest first: 11 unpaid, then one paid with the wallet. */
const buyerInvoices: string[] = [];
let otherInvoice: string;

const URL = "/api/buyer/dashboard/order/list";

interface OrderJson {
  order_code: string;
  status_order: string;
  merchant: { merchant_name: string };
  orderitem: { product_name: string }[];
  invoice: { invoice_code: string; status_payment: string; can_pay: boolean };
  download_url: string;
}

async function list(query = "", headers: Record<string, string> = buyer, lang = "en") {
  const response = await t.app.inject({
    method: "GET",
    url: `${URL}${query}`,
    headers: { ...headers, "accept-language": lang },
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

beforeAll(async () => {
  // Eleven unpaid invoices for one buyer, to page through: more than a buyer may normally hold (decision 0013).
  buyer = await (await makeBuyer(t, { wallet: 2_500_000, address: PLACES.jakartaSelatan })).signIn();
  other = await (await makeBuyer(t, { address: PLACES.surabaya })).signIn();
  // Twelve products of three stores.
  productIds = [];
  for (const price of [45_000, 72_500, 128_000])
    productIds.push(...(await makeProducts(t, 4, { price, stock: 20 })).map((made) => made.id));
  for (const productId of productIds.slice(0, 11)) buyerInvoices.push(await placeOrderOverApi(t.app, buyer, productId));
  buyerInvoices.push(await placeOrderOverApi(t.app, buyer, productIds[11]!, { wallet: true }));
  otherInvoice = await placeOrderOverApi(t.app, other, productIds[0]!);
});

const invoicesOf = (body: { data: OrderJson[] }) => body.data.map((order) => order.invoice.invoice_code);

describe("GET /api/buyer/dashboard/order/list", () => {
  it("needs a signed-in buyer, saying so in the request's language", async () => {
    const anonymous = await list("", {}, "id");
    expect(anonymous).toMatchObject({
      status: 401,
      body: { code: 401, message: "Silahkan masuk atau daftar terlebih dahulu", data: null },
    });
    expect((await list("", {}, "en")).body.message).toBe("Please log in or register first");
    expect((await list("", { authorization: "Bearer not.a.token" })).status).toBe(401);
  });

  it("pages the buyer's own orders, newest first, ten at a time, with counts per tab", async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const newestFirst = [...buyerInvoices].reverse();
    expect(invoicesOf(first.body)).toEqual(newestFirst.slice(0, 10));
    expect(first.body.meta).toEqual({
      current_page: 1,
      per_page: 10,
      last_page: 2,
      from: 1,
      to: 10,
      total: 12,
      next_page_url: `${URL}?page=2`,
      prev_page_url: null,
      counts: {
        all: 12,
        waiting_payment: 11,
        confirmation: 1,
        processed: 0,
        send: 0,
        complete: 0,
        cancelled: 0,
        complain: 0,
      },
    });
    expect(first.body.data[0]).toMatchObject({
      status_order: "confirmation",
      invoice: { status_payment: "settlement", can_pay: false },
    });
    expect(first.body.data[1]).toMatchObject({
      status_order: "waiting_payment",
      invoice: { status_payment: "pending", can_pay: true },
    });

    const second = await list("?page=2");
    expect(invoicesOf(second.body)).toEqual(newestFirst.slice(10));
    expect(second.body.meta).toMatchObject({
      current_page: 2,
      from: 11,
      to: 12,
      next_page_url: null,
      prev_page_url: URL,
    });
  });

  it("filters by tab and search, and keeps both in the page links", async () => {
    const waiting = await list("?status=waiting_payment");
    expect(waiting.body.data).toHaveLength(10);
    expect(waiting.body.data.every((order: OrderJson) => order.status_order === "waiting_payment")).toBe(true);
    expect(waiting.body.meta).toMatchObject({ total: 11, next_page_url: `${URL}?status=waiting_payment&page=2` });
    expect(invoicesOf((await list("?status=confirmation")).body)).toEqual([buyerInvoices[11]]);
    expect((await list("?status=complete")).body).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });

    const target = (await list()).body.data[3] as OrderJson;
    const byProduct = await list(
      `?search=${encodeURIComponent(target.orderitem[0]!.product_name)}&status=waiting_payment`,
    );
    expect(invoicesOf(byProduct.body)).toContain(target.invoice.invoice_code);
    expect(
      byProduct.body.data.every((order: OrderJson) =>
        order.orderitem.some((item) => item.product_name.includes(target.orderitem[0]!.product_name)),
      ),
    ).toBe(true);
    const byCode = await list(`?search=${target.order_code.toLowerCase()}`);
    expect(byCode.body.data.map((order: OrderJson) => order.order_code)).toEqual([target.order_code]);
    expect(byCode.body.meta.counts).toMatchObject({ all: 1, waiting_payment: 1 });
    const byStore = await list(`?search=${encodeURIComponent(target.merchant.merchant_name)}`);
    expect(
      byStore.body.data.every((order: OrderJson) => order.merchant.merchant_name === target.merchant.merchant_name),
    ).toBe(true);
  });

  it("never shows another buyer's orders, not even by their code", async () => {
    const theirs = await list("", other);
    expect(invoicesOf(theirs.body)).toEqual([otherInvoice]);
    const [theirOrder] = theirs.body.data as OrderJson[];
    const probe = await list(`?search=${theirOrder!.order_code}`);
    expect(probe.body).toMatchObject({ data: [], meta: { total: 0 } });
    expect(invoicesOf((await list("?page=2")).body)).not.toContain(otherInvoice);
  });

  it("answers 422 for a bad tab, page, search or parameter, in the request's language", async () => {
    const badTab = await list("?status=shipped", buyer, "en");
    expect(badTab).toMatchObject({
      status: 422,
      body: { code: 422, message: "Unknown order status", errors: { status: "Unknown order status" }, data: null },
    });
    expect((await list("?status=shipped", buyer, "id")).body.message).toBe("Status pesanan tidak dikenal");
    expect((await list("?page=0", buyer, "id")).body).toMatchObject({
      code: 422,
      message: "Nomor halaman tidak valid",
    });
    expect((await list("?page=abc")).body.errors).toEqual({ page: "Invalid page number" });
    expect((await list(`?search=${"x".repeat(101)}`)).body).toMatchObject({
      code: 422,
      message: "At most 100 characters",
    });
    expect((await list(`?search=${"x".repeat(101)}`, buyer, "id")).body.message).toBe("Maksimal 100 karakter");
    expect((await list("?user_id=1")).status).toBe(422);
  });

  it("hands out download links that fetch the order's PDF", async () => {
    const [order] = (await list("?status=confirmation")).body.data as OrderJson[];
    const response = await t.app.inject({ method: "GET", url: order!.download_url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("is documented", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(
      document.paths["/buyer/dashboard/order/list"].get.parameters.map((parameter: { name: string }) => parameter.name),
    ).toEqual(expect.arrayContaining(["status", "search", "page"]));
  });
});

import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FACTORY_PASSWORD, makeBuyer, makeMerchant, makeProduct, makeProducts } from "../../tests/support/factories.ts";
import { loginOverApi } from "../../tests/support/auth.ts";
import { callJson, clientAddresses, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();
let buyerToken: string;
let buyer2Token: string;
let visible: number[];
let hidden: number;

beforeAll(async () => {
  buyerToken = await login((await makeBuyer(t)).email);
  buyer2Token = await login((await makeBuyer(t)).email);
  const store = await makeMerchant(t);
  visible = (await makeProducts(t, 29, { merchant: store })).map((made) => made.id);
  hidden = (await makeProduct(t, { merchant: store, status: "HIDDEN" })).id;
});
// Each test starts from empty wishlists (through the API, so removal is exercised too).
beforeEach(async () => {
  await clear(buyerToken);
  await clear(buyer2Token);
});

const nextAddress = clientAddresses(9);
const login = (email: string) => loginOverApi(t.app, email, FACTORY_PASSWORD, nextAddress());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** How a browser page calls the API: the session cookie, and the session's XSRF token echoed in the header when asked. */
const cookieAuth = (token: string, echoXsrf: boolean) => {
  const xsrf = t.services.accounts.xsrfTokenFor(token);
  return {
    cookie: `my_token=${Buffer.from(token).toString("base64")}; XSRF-TOKEN=${xsrf}`,
    ...(echoXsrf ? { "x-xsrf-token": xsrf } : {}),
  };
};

const call = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  callJson(t, method, url, headers, payload);
const toggle = (productId: unknown, headers: Record<string, string>) =>
  call("POST", "/api/wishlist/toggle", headers, { product_id: productId });
const total = async (token: string) =>
  (await call("GET", "/api/wishlist/total", bearer(token))).body.data.total as number;
async function clear(token: string) {
  for (;;) {
    const items = (await call("GET", "/api/wishlist/my", bearer(token))).body.data as { id: number }[];
    if (items.length === 0) return;
    for (const item of items) await call("POST", "/api/wishlist/delete", bearer(token), { product_id: item.id });
  }
}

describe("POST /api/wishlist/toggle", () => {
  it("adds and removes, saying which in the request's language", async () => {
    const [product] = visible;
    const added = await toggle(product, bearer(buyerToken));
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      code: 200,
      message: "Produk ditambahkan ke wishlist",
      data: { product_id: product, added: true, total: 1 },
      meta: null,
    });
    const removed = await toggle(product, bearer(buyerToken));
    expect(removed.body).toMatchObject({
      code: 200,
      message: "Produk yang ditandai berhasil dihapus",
      data: { added: false, total: 0 },
    });

    const addedEn = await toggle(product, { ...bearer(buyerToken), "accept-language": "en-US,en;q=0.9" });
    expect(addedEn.body.message).toBe("Product added to wishlist");
    expect(addedEn.body.message).toContain("add");
    const removedEn = await toggle(product, { ...bearer(buyerToken), "accept-language": "en" });
    expect(removedEn.body.message).toBe("Tagged product removed successfully");
    // Form-style ids (digits) are accepted too.
    expect((await toggle(String(product), bearer(buyerToken))).body.data.added).toBe(true);
  });

  it("needs a login, in both languages", async () => {
    const anonymous = await toggle(visible[0], {});
    expect(anonymous).toMatchObject({
      status: 401,
      body: { code: 401, message: "Silahkan masuk atau daftar terlebih dahulu", data: null },
    });
    const anonymousEn = await toggle(visible[0], { "accept-language": "en" });
    expect(anonymousEn.body.message).toBe("Please log in or register first");
    expect((await toggle(visible[0], { authorization: "Bearer not.a.token" })).status).toBe(401);
    expect(await total(buyerToken)).toBe(0);
  });

  it("refuses a hidden or unknown product and bad ids, and saves nothing", async () => {
    const hiddenAnswer = await toggle(hidden, bearer(buyerToken));
    expect(hiddenAnswer).toMatchObject({
      status: 404,
      body: { code: 404, message: "Produk tidak ditemukan atau sedang tidak dijual" },
    });
    const unknownEn = await toggle(999_999, { ...bearer(buyerToken), "accept-language": "en" });
    expect(unknownEn).toMatchObject({ status: 404, body: { message: "Product not found or no longer for sale" } });
    const bad = await toggle("abc", bearer(buyerToken));
    expect(bad).toMatchObject({
      status: 422,
      body: { code: 422, message: "ID produk tidak valid", errors: { product_id: "ID produk tidak valid" } },
    });
    const missing = await call("POST", "/api/wishlist/toggle", { ...bearer(buyerToken), "accept-language": "en" }, {});
    expect(missing).toMatchObject({ status: 422, body: { errors: { product_id: "This field is required" } } });
    const extra = await call("POST", "/api/wishlist/toggle", bearer(buyerToken), {
      product_id: visible[0],
      user_id: 1,
    });
    expect(extra.status).toBe(422);
    expect(await total(buyerToken)).toBe(0);
  });

  it("with the session cookie, needs the XSRF header like every state change", async () => {
    const refused = await toggle(visible[0], cookieAuth(buyerToken, false));
    expect(refused.status).toBe(403);
    expect(await total(buyerToken)).toBe(0);
    const accepted = await toggle(visible[0], cookieAuth(buyerToken, true));
    expect(accepted.body.data.added).toBe(true);
  });
});

describe("GET /api/wishlist/my and /api/wishlist/total", () => {
  it("lists only the caller's own products, newest first, paged", async () => {
    const mine = visible.slice(0, 23);
    for (const productId of mine) {
      await toggle(productId, bearer(buyerToken));
      t.clock.advance(1000);
    }
    await toggle(visible[25], bearer(buyer2Token));

    const first = await call("GET", "/api/wishlist/my", bearer(buyerToken));
    expect(first.status).toBe(200);
    expect(first.body.data.map((item: { id: number }) => item.id)).toEqual([...mine].reverse().slice(0, 20));
    expect(first.body.data[0]).toMatchObject({
      is_wishlist: true,
      available: true,
      unavailable_reason: null,
      merchant: { merchant_name: expect.any(String) },
    });
    expect(first.body.meta).toMatchObject({
      current_page: 1,
      per_page: 20,
      last_page: 2,
      total: 23,
      next_page_url: "/api/wishlist/my?page=2",
    });
    const second = await call("GET", "/api/wishlist/my?page=2", bearer(buyerToken));
    expect(second.body.data.map((item: { id: number }) => item.id)).toEqual([...mine].reverse().slice(20));
    expect((await call("GET", "/api/wishlist/my?page=0", bearer(buyerToken))).status).toBe(422);

    const other = await call("GET", "/api/wishlist/my", bearer(buyer2Token));
    expect(other.body.data.map((item: { id: number }) => item.id)).toEqual([visible[25]]);
    expect(await total(buyerToken)).toBe(23);
    expect(await total(buyer2Token)).toBe(1);
    expect((await call("GET", "/api/wishlist/total", bearer(buyerToken))).body).toEqual({
      code: 200,
      message: "Berhasil",
      data: { total: 23 },
      meta: null,
    });
  });

  it("need a login", async () => {
    expect((await call("GET", "/api/wishlist/my")).status).toBe(401);
    expect((await call("GET", "/api/wishlist/total")).body).toMatchObject({ code: 401, data: null });
  });

  it("a shopper cannot remove another's product: it is not in their list", async () => {
    await toggle(visible[5], bearer(buyer2Token));
    const attempt = await call("POST", "/api/wishlist/delete", bearer(buyerToken), { product_id: visible[5] });
    expect(attempt).toMatchObject({ status: 404, body: { message: "Produk ini tidak ada di wishlist kamu" } });
    expect(await total(buyer2Token)).toBe(1);
    // Toggling the same product only adds it to the caller's own list.
    expect((await toggle(visible[5], bearer(buyerToken))).body.data).toMatchObject({ added: true, total: 1 });
    expect(await total(buyer2Token)).toBe(1);
  });
});

describe("wishlist delete", () => {
  it("GET with a Bearer token removes the product", async () => {
    await toggle(visible[1], bearer(buyerToken));
    const answer = await call("GET", `/api/wishlist/delete?product_id=${visible[1]}`, {
      ...bearer(buyerToken),
      "accept-language": "en",
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { code: 200, message: "Tagged product removed successfully", data: { product_id: visible[1], total: 0 } },
    });
    const again = await call("GET", `/api/wishlist/delete?product_id=${visible[1]}`, bearer(buyerToken));
    expect(again.status).toBe(404);
  });

  it("GET with the session cookie is refused without the XSRF header, so a cross-site link cannot fire it", async () => {
    await toggle(visible[2], bearer(buyerToken));
    const crossSite = await call("GET", `/api/wishlist/delete?product_id=${visible[2]}`, cookieAuth(buyerToken, false));
    expect(crossSite).toMatchObject({
      status: 403,
      body: { code: 403, message: "Sesi formulir kedaluwarsa. Muat ulang halaman lalu coba lagi." },
    });
    const wrongHeader = await call("GET", `/api/wishlist/delete?product_id=${visible[2]}`, {
      ...cookieAuth(buyerToken, false),
      "x-xsrf-token": "something-else-entirely-1234",
    });
    expect(wrongHeader.status).toBe(403);
    expect(await total(buyerToken)).toBe(1);
    const sameSite = await call("GET", `/api/wishlist/delete?product_id=${visible[2]}`, cookieAuth(buyerToken, true));
    expect(sameSite).toMatchObject({ status: 200, body: { message: "Produk yang ditandai berhasil dihapus" } });
    expect(await total(buyerToken)).toBe(0);
  });

  it("POST removes too, needs a login and a valid id", async () => {
    await toggle(visible[3], bearer(buyerToken));
    expect((await call("POST", "/api/wishlist/delete", {}, { product_id: visible[3] })).status).toBe(401);
    expect((await call("GET", `/api/wishlist/delete?product_id=${visible[3]}`)).status).toBe(401);
    expect((await call("POST", "/api/wishlist/delete", bearer(buyerToken), { product_id: -3 })).status).toBe(422);
    expect((await call("GET", "/api/wishlist/delete", bearer(buyerToken))).status).toBe(422);
    const answer = await call("POST", "/api/wishlist/delete", bearer(buyerToken), { product_id: visible[3] });
    expect(answer).toMatchObject({ status: 200, body: { data: { product_id: visible[3], total: 0 } } });
  });

  it("removes a product that was hidden after it was saved", async () => {
    await t.database.db.execute(sql`update product set status = 'PUBLISH' where id = ${hidden}`);
    await toggle(hidden, bearer(buyerToken));
    await t.database.db.execute(sql`update product set status = 'HIDDEN' where id = ${hidden}`);
    const listed = await call("GET", "/api/wishlist/my", bearer(buyerToken));
    expect(listed.body.data).toMatchObject([{ id: hidden, available: false, unavailable_reason: "hidden" }]);
    expect((await toggle(hidden, bearer(buyerToken))).body.data).toMatchObject({ added: false, total: 0 });
  });
});

describe("API description", () => {
  it("documents the wishlist calls", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/wishlist/toggle", "/wishlist/my", "/wishlist/total", "/wishlist/delete"]),
    );
    expect(document.paths["/wishlist/toggle"].post.requestBody.content["application/json"].schema.required).toEqual([
      "product_id",
    ]);
    expect(Object.keys(document.paths["/wishlist/delete"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(document.paths["/wishlist/my"].get.responses["200"]).toBeDefined();
  });
});

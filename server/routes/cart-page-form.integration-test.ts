import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartAction } from "../../app/routes/cart.actions.server.ts";
import type { RequestContext } from "../../app/lib/app-context.ts";
import { query } from "../../db/seed/bulk.ts";
import { FACTORY_PASSWORD, makeBuyer, makeProduct } from "../../tests/support/factories.ts";
import { useTestApp } from "../../tests/support/test-app.ts";

// The cart page's forms (and the product page's Add To Cart) post to cartAction; a script submission
// ('.data') answers with the notice as data, which is what these tests read.
const t = useTestApp();
let ctx: RequestContext;
let productId: number;

beforeAll(async () => {
  const buyer = await makeBuyer(t);
  const login = await t.services.accounts.login({ email: buyer.email, password: FACTORY_PASSWORD }, { ip: "10.7.0.1" });
  const viewer = await t.services.accounts.authenticate(login.jwt_token);
  ctx = {
    services: t.services,
    viewer,
    requestId: "test",
    ip: "10.7.0.1",
    userAgent: undefined,
    deviceToken: undefined,
    csrfToken: "token",
    cspNonce: "nonce",
    flash: undefined,
    demoAccounts: [],
    cookies: {
      session: () => "",
      device: () => "",
      clearSession: () => "",
      flash: (key) => `flash=${key}`,
      clearFlash: () => "",
    },
  };
  productId = (await makeProduct(t, { stock: 10 })).id;
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from cart_item`);
});

async function post(fields: Record<string, string>, lang: "id" | "en" = "en") {
  const request = new Request("http://pasar.test/cart.data", { method: "POST", body: new URLSearchParams(fields) });
  const result = (await cartAction(request, ctx, lang)) as { data: { notice: { key: string; tone: string } | null } };
  return result.data.notice;
}

async function cartLines() {
  return query<{ id: number; qty: number }>(t.database.db, sql`select id, qty from cart_item order by id`);
}

describe("the cart page forms refuse a fractional quantity", () => {
  it("in Add To Cart and Buy now, adding nothing", async () => {
    for (const intent of ["add", "buy"]) {
      expect(await post({ intent, products_id: String(productId), qty: "1.5" })).toMatchObject({
        key: "cart.validation.qty_number",
        tone: "error",
      });
    }
    expect(await cartLines()).toEqual([]);
  });

  it("in a typed quantity and in a stepper from a fractional current value, keeping the line as it was", async () => {
    expect(await post({ intent: "add", products_id: String(productId), qty: "2" })).toMatchObject({
      key: "cart.added",
    });
    const [line] = await cartLines();
    const id = String(line!.id);
    expect(await post({ intent: "qty", cart_item_id: id, qty: "2.5" })).toMatchObject({
      key: "cart.validation.qty_number",
      tone: "error",
    });
    expect(await post({ intent: "qty", cart_item_id: id, current: "1.5", step: "inc" })).toMatchObject({
      key: "cart.validation.qty_number",
      tone: "error",
    });
    expect(await post({ intent: "qty", cart_item_id: id, current: "2.5", step: "dec" })).toMatchObject({
      key: "cart.validation.qty_number",
      tone: "error",
    });
    expect((await cartLines()).map((row) => Number(row.qty))).toEqual([2]);
    expect(await post({ intent: "qty", cart_item_id: id, qty: "3" })).toBeNull();
    expect((await cartLines()).map((row) => Number(row.qty))).toEqual([3]);
  });
});

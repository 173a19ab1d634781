import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfPageCount, pdfText } from "../../core/shared/pdf-text.testing.ts";
import { makePaidOrder, makeProduct, type Buyer, type Product, type Store } from "../../tests/support/factories.ts";
import { makeOrderCast, orderOfInvoice, sqlProbe, useMoneyCheck } from "../../tests/support/order-world.ts";
import { callJson, useTestApp } from "../../tests/support/test-app.ts";

/** Issue 24: a store's shipping labels, packing lists and bulk approve (decision 0037). */

const t = useTestApp();
const BASE = "/api/merchant/dashboard/order";
let budi: Buyer;
let storeA: Store;
let storeB: Store;
let kaos: Product;
let topi: Product;
const { rows } = sqlProbe(t);
let headers: Record<"budi" | "storeA" | "storeB" | "visitor", Record<string, string>>;
type Caller = keyof typeof headers;

beforeAll(async () => {
  ({
    budi,
    storeA,
    storeB,
    product: kaos,
  } = await makeOrderCast(t, {
    storeNames: ["Toko Alfa Label", "Toko Beta Label"],
    product: { name: "Kaos Alfa Label", price: 75_000, stock: 300, weightGrams: 400 },
  }));
  topi = await makeProduct(t, { merchant: storeB, name: "Topi Beta Label", price: 40_000, stock: 300 });
  await rows(sql`update product set sku = 'KAOS-ALFA-01' where id = ${kaos.id}`);
  headers = {
    budi: await budi.signIn(),
    storeA: await storeA.owner.signIn(),
    storeB: await storeB.owner.signIn(),
    visitor: {},
  };
});

useMoneyCheck(t);

/** A paid order of `product`'s store (A's Kaos unless told), `qty` of it. */
async function paidOrder(product: Product = kaos, qty = 1): Promise<string> {
  const invoiceCode = await makePaidOrder(t, budi, [{ product, qty }]);
  return (await orderOfInvoice(t, invoiceCode)).order_code;
}

const storeOf = (store: Store) => ({ id: store.id });

/** A paid order its store has approved and handed to the courier: it has an airway bill. */
async function pickedUp(store: Store = storeA, product: Product = kaos, qty = 1) {
  const code = await paidOrder(product, qty);
  await t.services.fulfilment.approve(storeOf(store), { order_code: code });
  const { airway_bill } = await t.services.fulfilment.pickup(storeOf(store), { order_code: code });
  return { code, airwayBill: airway_bill };
}

/** A GET of a PDF: its status, and its bytes or its JSON error. */
async function fetchPdf(caller: Caller, path: string, codes: string[], extra = "") {
  const query = codes.map((code) => `order_code=${encodeURIComponent(code)}`).join("&");
  const response = await t.app.inject({
    method: "GET",
    url: `${BASE}/${path}?${query}${extra}`,
    headers: headers[caller],
  });
  const pdf = String(response.headers["content-type"]) === "application/pdf";
  return {
    status: response.statusCode,
    pdf: pdf ? response.rawPayload : null,
    body: pdf ? null : (response.json() as { message: string }),
    disposition: response.headers["content-disposition"],
  };
}

describe("a shipping label", () => {
  it("is a 4×6 in PDF with the airway bill, the order, the recipient and the store as sender, for the store", async () => {
    const { code, airwayBill } = await pickedUp(storeA, kaos, 3);
    const answer = await fetchPdf("storeA", "label", [code]);
    expect(answer.status).toBe(200);
    expect(answer.disposition).toBe(`inline; filename="label-${code}.pdf"`);
    const pdf = answer.pdf!;
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 288 432\]/);
    const text = pdfText(pdf);
    expect(text).toContain(`No. resi: ${airwayBill}`);
    expect(text).toContain(`No. pesanan: ${code}`);
    expect(text).toContain("NON-COD");
    expect(text).toContain("Toko Alfa Label");
    expect(text).toContain("1,2 kg");
    expect(text).toContain("3 pcs (1 produk)");
    expect(text).toContain("Budi");
  });

  it("names the buyer's dropshipper as the sender, not the store, and follows ?lang=en", async () => {
    const { code } = await pickedUp();
    await rows(
      sql`update shop_order set dropship_name = 'Berkah Dropship', dropship_phone = '0227654321' where order_code = ${code}`,
    );
    const text = pdfText((await fetchPdf("storeA", "label", [code], "&lang=en")).pdf!);
    expect(text).toContain("FROM");
    expect(text).toContain("Berkah Dropship");
    expect(text).toContain("0227654321");
    expect(text).not.toContain("Toko Alfa Label");
    expect(text).toContain("Airway bill:");
  });

  it("waits for the airway bill: an approved order's label is 409, its packing list is there", async () => {
    const code = await paidOrder();
    expect((await fetchPdf("storeA", "packinglist", [code])).status).toBe(409);
    await t.services.fulfilment.approve(storeOf(storeA), { order_code: code });
    const label = await fetchPdf("storeA", "label", [code], "&lang=en");
    expect(label.status).toBe(409);
    expect(label.body!.message).toContain(code);
    const packing = await fetchPdf("storeA", "packinglist", [code]);
    expect(packing.status).toBe(200);
    const text = pdfText(packing.pdf!);
    expect(text).toContain("DAFTAR KEMASAN");
    expect(text).toContain(`No. pesanan: ${code}`);
    expect(text).toContain("Kaos Alfa Label");
    expect(text).toContain("KAOS-ALFA-01");
  });
});

describe("printing in bulk", () => {
  it("puts one label per page, in the order asked, each order once", async () => {
    const parcels = [await pickedUp(), await pickedUp(), await pickedUp()];
    const codes = parcels.map((parcel) => parcel.code);
    const answer = await fetchPdf("storeA", "label", [...codes, codes[0]!]);
    expect(answer.status).toBe(200);
    expect(answer.disposition).toBe('inline; filename="label-3.pdf"');
    expect(pdfPageCount(answer.pdf!)).toBe(3);
    const text = pdfText(answer.pdf!);
    const positions = parcels.map((parcel) => text.indexOf(`No. resi: ${parcel.airwayBill}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("takes at most 50 orders, and at least one", async () => {
    const codes = Array.from({ length: 51 }, (_, index) => `ORD-NOPE-${index}`);
    expect((await fetchPdf("storeA", "label", codes)).status).toBe(422);
    expect((await fetchPdf("storeA", "label", [])).status).toBe(422);
  });
});

describe("who may print", () => {
  it("only the order's store: another store gets 404, a buyer 403, a visitor 401, for one order or any mix", async () => {
    const ofA = await pickedUp();
    const ofB = await pickedUp(storeB, topi);
    for (const path of ["label", "packinglist"]) {
      expect((await fetchPdf("storeB", path, [ofA.code])).status, path).toBe(404);
      expect((await fetchPdf("budi", path, [ofA.code])).status, path).toBe(403);
      expect((await fetchPdf("visitor", path, [ofA.code])).status, path).toBe(401);
      // One of the other store's in the list refuses the whole request, whoever asks.
      expect((await fetchPdf("storeB", path, [ofB.code, ofA.code])).status, path).toBe(404);
      expect((await fetchPdf("storeA", path, [ofA.code, ofB.code])).status, path).toBe(404);
      expect((await fetchPdf("storeA", path, [ofA.code, "ORD-DOES-NOT-EXIST"])).status, path).toBe(404);
      // B prints its own order, alone.
      expect((await fetchPdf("storeB", path, [ofB.code])).status, path).toBe(200);
    }
    const refused = await fetchPdf("storeB", "label", [ofB.code, ofA.code]);
    expect(JSON.stringify(refused.body)).not.toContain(ofA.airwayBill);
  });
});

describe("bulk approve", () => {
  it("approves each new order of the store on its own and says why the others were refused", async () => {
    const fresh = [await paidOrder(), await paidOrder()];
    const alreadyApproved = await paidOrder();
    await t.services.fulfilment.approve(storeOf(storeA), { order_code: alreadyApproved });
    const ofB = await paidOrder(topi);
    const codes = [...fresh, alreadyApproved, ofB, "ORD-DOES-NOT-EXIST", fresh[0]!];
    const answer = await callJson(
      t,
      "POST",
      `${BASE}/approve/bulk`,
      { ...headers.storeA, "accept-language": "en" },
      {
        order_codes: codes,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("2 of 5 orders accepted.");
    expect(answer.body.data.approved).toEqual(fresh);
    expect(
      answer.body.data.refused.map((one: { order_code: string; code: string }) => [one.order_code, one.code]),
    ).toEqual([
      [alreadyApproved, "CONFLICT"],
      [ofB, "NOT_FOUND"],
      ["ORD-DOES-NOT-EXIST", "NOT_FOUND"],
    ]);
    for (const one of answer.body.data.refused as { message: string }[]) expect(one.message).not.toBe("");
    const statuses = await rows<{ order_code: string; status_order: string }>(
      sql`select order_code, status_order from shop_order where order_code in (${sql.join(
        [...fresh, ofB].map((code) => sql`${code}`),
        sql`, `,
      )}) order by id`,
    );
    expect(statuses.map((row) => row.status_order)).toEqual(["approve", "approve", "confirmation"]);
  });

  it("refuses an empty or too long list, and anyone but a merchant", async () => {
    const post = (who: Caller, body: unknown) => callJson(t, "POST", `${BASE}/approve/bulk`, headers[who], body);
    expect((await post("storeA", { order_codes: [] })).status).toBe(422);
    expect(
      (await post("storeA", { order_codes: Array.from({ length: 51 }, (_, index) => `ORD-${index}`) })).status,
    ).toBe(422);
    const code = await paidOrder();
    expect((await post("budi", { order_codes: [code] })).status).toBe(403);
    expect((await post("visitor", { order_codes: [code] })).status).toBe(401);
    const byB = await post("storeB", { order_codes: [code] });
    expect(byB.status).toBe(200);
    expect(byB.body.data).toMatchObject({ approved: [], refused: [{ order_code: code, code: "NOT_FOUND" }] });
    const [row] = await rows<{ status_order: string }>(
      sql`select status_order from shop_order where order_code = ${code}`,
    );
    expect(row!.status_order).toBe("confirmation");
  });
});

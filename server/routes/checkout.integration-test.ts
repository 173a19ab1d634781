import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { query } from "../../db/seed/bulk.ts";
import { newBuyer } from "../../tests/support/auth.ts";
import { makeBuyer, makeProduct, PLACES } from "../../tests/support/factories.ts";
import { useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();
let buyer: Record<string, string>;
let buyerId: number;
let productId: number;

beforeAll(async () => {
  const made = await makeBuyer(t, { wallet: 2_500_000, address: PLACES.jakartaSelatan });
  buyerId = made.userId;
  buyer = await made.signIn();
  productId = (await makeProduct(t, { stock: 10 })).id;
});

async function call(method: "GET" | "POST", url: string, body?: unknown, headers: Record<string, string> = buyer) {
  const response = await t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { ...headers, "accept-language": "en" },
  });
  return { status: response.statusCode, body: response.json() };
}

describe("checkout API", () => {
  it("needs login, with the spec's checkout message", async () => {
    const answer = await call("GET", "/api/shipping/checkout/preview", undefined, {});
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe("Please log in to check out products");
  });

  it("an empty checkout says 'Please add products to the cart for checkout'", async () => {
    const answer = await call("GET", "/api/shipping/checkout/preview");
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("Please add products to the cart for checkout");
  });

  it("walks a checkout: courier, dropshipper rules, wallet, pay with an idempotency key", async () => {
    await call("POST", "/api/cart/add", { products_id: productId, qty: 1 });
    const preview = await call("GET", "/api/shipping/checkout/preview");
    expect(preview.status).toBe(200);
    const order = preview.body.data.orders[0];
    expect(order.address_book).not.toBeNull();

    const pay = await call("POST", "/api/checkout/pay", {});
    expect(pay.status).toBe(422);
    // Spec §5: the payment's message, and the per-order one on the order that has no courier.
    expect(pay.body.message).toBe("Delivery has not been selected");
    expect(pay.body.errors).toEqual({ [`orders.${order.id}`]: "Delivery must be selected" });

    const forged = await call("POST", `/api/shipping/${order.id}/setlogistic`, { shipper_result_id: "fake:express" });
    expect(forged.body.message).toBe("Courier failed to be selected");
    const rates = await call("GET", `/api/shipping/${order.id}/pricelist`);
    expect(rates.body.data.length).toBeGreaterThan(0);
    expect(
      (await call("POST", `/api/shipping/${order.id}/setlogistic`, { shipper_result_id: rates.body.data[0].id }))
        .status,
    ).toBe(200);

    const shortName = await call("POST", `/api/shipping/${order.id}/dropship`, {
      dropship_name: "Ani",
      dropship_phone: "081234567",
    });
    expect(shortName.body.message).toBe("Name minimum 5 characters");
    const badPhone = await call("POST", `/api/shipping/${order.id}/dropship`, {
      dropship_name: "Toko Ani",
      dropship_phone: "12345",
    });
    expect(badPhone.body.message).toBe("Invalid phone number, Ex: 08123456789 or 0211234567");
    const noPhone = await call("POST", `/api/shipping/${order.id}/dropship`, {
      dropship_name: "Toko Ani",
      dropship_phone: "",
    });
    expect(noPhone.body.message).toBe("Phone Number is required");
    expect(
      (
        await call("POST", `/api/shipping/${order.id}/dropship`, {
          dropship_name: "Toko Ani, Jkt.",
          dropship_phone: "081234567",
        })
      ).status,
    ).toBe(200);

    const someoneElse = await newBuyer(t.services, "Rina Checkout");
    expect(
      (
        await call(
          "POST",
          `/api/shipping/${order.id}/setlogistic`,
          { shipper_result_id: rates.body.data[0].id },
          someoneElse,
        )
      ).status,
    ).toBe(404);
    const broke = await call("POST", "/api/checkout/wallet", { use_wallet: "yes" }, someoneElse);
    expect(broke.body.message).toBe("Balance Not Available");

    const key = { ...buyer, "idempotency-key": "api-pay-key-0001" };
    const first = await call("POST", "/api/checkout/pay", {}, key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status_payment: "pending" });
    const again = await call("POST", "/api/checkout/pay", {}, key);
    expect(again.body.data.invoice_code).toBe(first.body.data.invoice_code);
    const [orderRow] = await query<{ dropship_name: string }>(
      t.database.db,
      sql`select o.dropship_name from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${first.body.data.invoice_code}`,
    );
    expect(orderRow!.dropship_name).toBe("Toko Ani, Jkt.");
    const invoice = await call("GET", `/api/invoice/detail/${first.body.data.invoice_code}`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.data.status_payment).toBe("pending");
  });
});

describe("what one buyer may hold unpaid", () => {
  it("a sixth invoice waiting for payment is refused with 409 and a message in the buyer's language", async () => {
    const waiting = Number(
      (
        await query<{ n: number }>(
          t.database.db,
          sql`select count(*) as n from invoice where user_id = ${buyerId} and status_payment = 'pending'`,
        )
      )[0]!.n,
    );
    for (let i = waiting; i < 5; i++) {
      await t.database.db
        .execute(sql`insert into invoice (invoice_code, user_id, total_tagihan, charge_to_gateway, gateway, expire_at)
        values (${`INV-HOLD-${i}`}, ${buyerId}, 10000, 10000, 'local', ${new Date(t.clock.now().getTime() + 3_600_000).toISOString()}::timestamptz)`);
    }
    await call("POST", "/api/cart/add", { products_id: productId, qty: 1 });
    const preview = await call("GET", "/api/shipping/checkout/preview");
    for (const order of preview.body.data.orders as { id: number }[]) {
      const rates = await call("GET", `/api/shipping/${order.id}/pricelist`);
      await call("POST", `/api/shipping/${order.id}/setlogistic`, { shipper_result_id: rates.body.data[0].id });
    }
    const refused = await call("POST", "/api/checkout/pay", {});
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 409,
        data: null,
        message:
          "You have 5 orders waiting for payment. Pay for one of them, or wait until it expires, before placing another.",
      },
    });
    const inIndonesian = await t.app.inject({
      method: "POST",
      url: "/api/checkout/pay",
      payload: {},
      headers: { ...buyer, "accept-language": "id" },
    });
    expect(inIndonesian.json().message).toBe(
      "Anda memiliki 5 pesanan yang menunggu pembayaran. Bayar salah satunya, atau tunggu hingga kedaluwarsa, sebelum membuat pesanan baru.",
    );
    // Nothing was placed: the cart still holds the line.
    expect((await call("GET", "/api/shipping/checkout/preview")).status).toBe(200);
  });
});

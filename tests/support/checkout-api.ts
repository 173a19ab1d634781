import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/**
 * An order placed through the checkout API, as a shopper's client does it: one of the product in the cart,
 * the first courier offered for every order, the wallet if asked, then pay. Answers the invoice code.
 */
export async function placeOrderOverApi(
  app: FastifyInstance,
  headers: Record<string, string>,
  productId: number,
  options: { wallet?: boolean } = {},
): Promise<string> {
  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data;
  };
  await call("POST", "/api/cart/add", { products_id: productId, qty: 1 });
  const preview = await call("GET", "/api/shipping/checkout/preview");
  for (const order of preview.orders as { id: number }[]) {
    const [rate] = await call("GET", `/api/shipping/${order.id}/pricelist`);
    await call("POST", `/api/shipping/${order.id}/setlogistic`, { shipper_result_id: rate.id });
  }
  await call("POST", "/api/checkout/wallet", { use_wallet: options.wallet ? "yes" : "no" });
  return (await call("POST", "/api/checkout/pay", {})).invoice_code;
}

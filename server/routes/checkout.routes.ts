import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addressChoiceInput,
  checkoutPreviewDto,
  checkoutRateDto,
  dropshipInput,
  idempotencyKey,
  logisticInput,
  orderIdParams,
  payInput,
  paymentResultDto,
  previewQuery,
  walletInput,
} from "../../core/checkout/index.ts";
import type { Services } from "../../core/services.ts";
import type { Message } from "../../core/shared/errors.ts";
import { parseInput } from "../../core/shared/validation.ts";
import { answer, apiCalls } from "../http/api-calls.ts";

/** The calls that only choose something for the checkout: their answer is a message. */
const messageOnly = z.null();

/** Spec §7 checkout calls. All need a signed-in shopper ('Silahkan login untuk checkout produk'). */
export const checkoutRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { checkout } = services;
  const shopper = apiCalls(app, { tag: "checkout", caller: "viewer", authMessage: "product.cart.login_to_checkout" });
  const said = async (message: Promise<Message>) => answer(null, { message: await message });

  shopper.get(
    "/shipping/checkout/preview",
    {
      summary:
        "The checked cart as one order per store, with addresses, couriers, promos, taxes and the wallet, priced now",
      description:
        "An empty preview answers 409 'Please add products to the cart for checkout' (the page goes back to /cart).",
      querystring: previewQuery,
      data: checkoutPreviewDto,
    },
    async ({ viewer, lang, query }) => checkout.preview(viewer.userId, lang, query.is_multiple_address === "1"),
  );

  shopper.post(
    "/shipping/all/address-book",
    {
      summary: "Send every order to this address (couriers are chosen again)",
      body: addressChoiceInput,
      data: messageOnly,
    },
    async ({ viewer, body }) => said(checkout.setAddressForAll(viewer.userId, body)),
  );

  shopper.post(
    "/shipping/:order_id/address-book",
    {
      summary: "Send one order to this address (multiple-address checkout)",
      params: orderIdParams,
      body: addressChoiceInput,
      data: messageOnly,
    },
    async ({ viewer, params, body }) => said(checkout.setAddressForOrder(viewer.userId, params.order_id, body)),
  );

  shopper.get(
    "/shipping/:order_id/pricelist",
    {
      summary: "Couriers and services that can take this order to its address, cheapest first",
      params: orderIdParams,
      data: z.array(checkoutRateDto),
    },
    async ({ viewer, params }) => checkout.pricelist(viewer.userId, params.order_id),
  );

  shopper.post(
    "/shipping/:order_id/setlogistic",
    {
      summary: "Choose a courier service by its id from the price list (checked against a fresh quote)",
      params: orderIdParams,
      body: logisticInput,
      data: messageOnly,
    },
    async ({ viewer, params, body }) => said(checkout.setLogistic(viewer.userId, params.order_id, body)),
  );

  shopper.post(
    "/shipping/:order_id/dropship",
    {
      summary: "Send this order in a dropshipper's name",
      params: orderIdParams,
      body: dropshipInput,
      data: messageOnly,
    },
    async ({ viewer, params, body }) => said(checkout.setDropship(viewer.userId, params.order_id, body)),
  );

  shopper.post(
    "/shipping/:order_id/dropship/unset",
    { summary: "Stop using a dropshipper for this order", params: orderIdParams, data: messageOnly },
    async ({ viewer, params }) => said(checkout.unsetDropship(viewer.userId, params.order_id)),
  );

  shopper.post(
    "/checkout/wallet",
    {
      summary: "Pay part or all of the checkout from the wallet (needs a balance above 0)",
      body: walletInput,
      data: messageOnly,
    },
    async ({ viewer, body }) => said(checkout.setWallet(viewer.userId, body)),
  );

  shopper.post(
    "/checkout/pay",
    {
      summary:
        "Place the order: invoice, orders, stock, wallet and promos in one transaction; 'settlement' when the wallet paid it all",
      description:
        "Send an `Idempotency-Key` header: repeating a request with the same key answers with the same invoice; the same key with a different checkout is refused (409).",
      headers: z.object({ "idempotency-key": z.string().optional() }).passthrough(),
      body: payInput.optional(),
      data: paymentResultDto,
    },
    async ({ viewer, request, body, lang }) => {
      const key = request.headers["idempotency-key"];
      const result = await services.placeOrder(
        { userId: viewer.userId, name: viewer.user.fullname ?? viewer.user.email, email: viewer.user.email },
        body ?? {},
        { lang, ...(key ? { idempotencyKey: parseInput(idempotencyKey, key) } : {}) },
      );
      const paid = result.status_payment === "settlement";
      return answer(result, { message: { key: paid ? "checkout.paid" : "checkout.placed" } });
    },
  );
};

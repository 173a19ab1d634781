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
import { parseInput } from "../../core/shared/validation.ts";
import { requireViewer } from "../http/auth.ts";
import { signedInRoute } from "../http/route-options.ts";
import { envelope } from "../http/response-schemas.ts";

const messageOnly = envelope(z.null());
const LOGIN_TO_CHECKOUT = "product.cart.login_to_checkout";

/** Spec §7 checkout calls. All need a signed-in shopper ('Silahkan login untuk checkout produk'). */
export const checkoutRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { checkout } = services;
  const shopper = (request: Parameters<typeof requireViewer>[0]) => requireViewer(request, LOGIN_TO_CHECKOUT);

  app.get(
    "/shipping/checkout/preview",
    signedInRoute(
      "checkout",
      {
        summary:
          "The checked cart as one order per store, with addresses, couriers, promos, taxes and the wallet, priced now",
        description:
          "An empty preview answers 409 'Please add products to the cart for checkout' (the page goes back to /cart).",
        querystring: previewQuery,
        response: { 200: envelope(checkoutPreviewDto) },
      },
      LOGIN_TO_CHECKOUT,
    ),
    async (request, reply) => {
      const viewer = await shopper(request);
      return reply.ok(await checkout.preview(viewer.userId, request.lang, request.query.is_multiple_address === "1"));
    },
  );

  app.post(
    "/shipping/all/address-book",
    signedInRoute(
      "checkout",
      {
        summary: "Send every order to this address (couriers are chosen again)",
        body: addressChoiceInput,
        response: { 200: messageOnly },
      },
      LOGIN_TO_CHECKOUT,
    ),
    async (request, reply) => {
      const viewer = await shopper(request);
      return reply.ok(null, { message: await checkout.setAddressForAll(viewer.userId, request.body) });
    },
  );

  app.post(
    "/shipping/:order_id/address-book",
    signedInRoute(
      "checkout",
      {
        summary: "Send one order to this address (multiple-address checkout)",
        params: orderIdParams,
        body: addressChoiceInput,
        response: { 200: messageOnly },
      },
      LOGIN_TO_CHECKOUT,
    ),
    async (request, reply) => {
      const viewer = await shopper(request);
      return reply.ok(null, {
        message: await checkout.setAddressForOrder(viewer.userId, request.params.order_id, request.body),
      });
    },
  );

  app.get(
    "/shipping/:order_id/pricelist",
    signedInRoute(
      "checkout",
      {
        summary: "Couriers and services that can take this order to its address, cheapest first",
        params: orderIdParams,
        response: { 200: envelope(z.array(checkoutRateDto)) },
      },
      LOGIN_TO_CHECKOUT,
    ),
    async (request, reply) => {
      const viewer = await shopper(request);
      return reply.ok(await checkout.pricelist(viewer.userId, request.params.order_id));
    },
  );

  app.post(
    "/shipping/:order_id/setlogistic",
    signedInRoute(
      "checkout",
      {
        summary: "Choose a courier service by its id from the price list (checked against a fresh quote)",
        params: orderIdParams,
        body: logisticInput,
        response: { 200: messageOnly },
      },
      LOGIN_TO_CHECKOUT,
    ),
    async (request, reply) => {
      const viewer = await shopper(request);
      return reply.ok(null, {
        message: await checkout.setLogistic(viewer.userId, request.params.order_id, request.body),
      });
    },
  );

  app.post(
    "/shipping/:order_id/dropship",
    signedInRoute(
      "checkout",
      {
        summary: "Send this order in a dropshipper's name",
        params: orderIdParams,
        body: dropshipInput,
        response: { 200: messageOnly },
      },
      LOGIN_TO_CHECKOUT,
    ),
    async (request, reply) => {
      const viewer = await shopper(request);
      return reply.ok(null, {
        message: await checkout.setDropship(viewer.userId, request.params.order_id, request.body),
      });
    },
  );

  app.post(
    "/shipping/:order_id/dropship/unset",
    signedInRoute(
      "checkout",
      {
        summary: "Stop using a dropshipper for this order",
        params: orderIdParams,
        response: { 200: messageOnly },
      },
      LOGIN_TO_CHECKOUT,
    ),
    async (request, reply) => {
      const viewer = await shopper(request);
      return reply.ok(null, { message: await checkout.unsetDropship(viewer.userId, request.params.order_id) });
    },
  );

  app.post(
    "/checkout/wallet",
    signedInRoute(
      "checkout",
      {
        summary: "Pay part or all of the checkout from the wallet (needs a balance above 0)",
        body: walletInput,
        response: { 200: messageOnly },
      },
      LOGIN_TO_CHECKOUT,
    ),
    async (request, reply) => {
      const viewer = await shopper(request);
      return reply.ok(null, { message: await checkout.setWallet(viewer.userId, request.body) });
    },
  );

  app.post(
    "/checkout/pay",
    signedInRoute(
      "checkout",
      {
        summary:
          "Place the order: invoice, orders, stock, wallet and promos in one transaction; 'settlement' when the wallet paid it all",
        description:
          "Send an `Idempotency-Key` header: repeating a request with the same key answers with the same invoice; the same key with a different checkout is refused (409).",
        headers: z.object({ "idempotency-key": z.string().optional() }).passthrough(),
        body: payInput.optional(),
        response: { 200: envelope(paymentResultDto) },
      },
      LOGIN_TO_CHECKOUT,
    ),
    async (request, reply) => {
      const viewer = await shopper(request);
      const key = request.headers["idempotency-key"];
      const result = await services.placeOrder(
        { userId: viewer.userId, name: viewer.user.fullname ?? viewer.user.email, email: viewer.user.email },
        request.body ?? {},
        { lang: request.lang, ...(key ? { idempotencyKey: parseInput(idempotencyKey, key) } : {}) },
      );
      return reply.ok(result, {
        message: { key: result.status_payment === "settlement" ? "checkout.paid" : "checkout.placed" },
      });
    },
  );
};

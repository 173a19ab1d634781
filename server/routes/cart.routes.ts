import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cartGroupDto,
  cartItemIds,
  cartLineInput,
  cartLineResultDto,
  cartMetaDto,
  cartNoteInput,
  cartQuantityInput,
  type CartDto,
  type CartMetaDto,
} from "../../core/cart/index.ts";
import type { Services } from "../../core/services.ts";
import { requireViewer } from "../http/auth.ts";
import { signedInRoute } from "../http/route-options.ts";
import { envelope } from "../http/response-schemas.ts";

const countSchema = z.object({ changed: z.number() });

/** Spec §3 cart response: the store groups as data; total, unprocessable lines and the priced summary as meta. */
function cartMeta(cart: CartDto): CartMetaDto {
  return { total: cart.total, all_checked: cart.all_checked, ...cart.summary, unprocessable: cart.unprocessable };
}

/** Spec §7 cart calls. Every one needs a signed-in shopper and touches only that shopper's lines. */
export const cartRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { cart } = services;

  app.post(
    "/cart/list",
    signedInRoute("cart", {
      summary: "The shopper's cart: lines grouped by store, unbuyable lines apart, and the summary priced now",
      description: "Prices, stock and promo discounts are read from the server at the time of the call.",
      response: { 200: envelope(z.array(cartGroupDto), cartMetaDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const result = await cart.list(viewer.userId, request.lang);
      return reply.ok(result.groups, { meta: cartMeta(result) });
    },
  );

  app.post(
    "/cart/add",
    signedInRoute(
      "cart",
      {
        summary:
          "Add units of a product (and size) to the cart; the same product and size adds to its line, never past the stock",
        body: cartLineInput,
        response: { 200: envelope(cartLineResultDto) },
      },
      "product.cart.login_to_add",
    ),
    async (request, reply) => {
      const viewer = await requireViewer(request, "product.cart.login_to_add");
      return reply.ok(await cart.add(viewer.userId, request.body), { message: { key: "cart.added" } });
    },
  );

  app.post(
    "/cart/singlecheckout",
    signedInRoute(
      "cart",
      {
        summary: "Buy now: the line holds exactly this quantity and becomes the only checked line; then go to checkout",
        body: cartLineInput,
        response: { 200: envelope(cartLineResultDto) },
      },
      "product.cart.login_to_checkout",
    ),
    async (request, reply) => {
      const viewer = await requireViewer(request, "product.cart.login_to_checkout");
      return reply.ok(await cart.buyNow(viewer.userId, request.body));
    },
  );

  for (const [path, checked] of [
    ["/cart/checked", true],
    ["/cart/unchecked", false],
  ] as const) {
    app.post(
      path,
      signedInRoute("cart", {
        summary: checked
          ? "Check lines (one id or a list: a store's or the whole cart's)"
          : "Uncheck lines (one id or a list)",
        body: cartItemIds,
        response: { 200: envelope(countSchema) },
      }),
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const changed = await cart.setChecked(viewer.userId, request.body, checked);
        return reply.ok({ changed }, { message: { key: "cart.selection_saved" } });
      },
    );
  }

  app.post(
    "/cart/remove",
    signedInRoute("cart", {
      summary: "Remove lines (one id or a list)",
      body: cartItemIds,
      response: { 200: envelope(countSchema) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const changed = await cart.remove(viewer.userId, request.body);
      return reply.ok({ changed }, { message: { key: "cart.removed" } });
    },
  );

  app.post(
    "/cart/qty",
    signedInRoute("cart", {
      summary: "Set a line's quantity: a whole number from 1 to the product's stock",
      body: cartQuantityInput,
      response: { 200: envelope(z.object({ qty: z.number() })) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await cart.setQty(viewer.userId, request.body), { message: { key: "cart.qty_saved" } });
    },
  );

  app.post(
    "/cart/note",
    signedInRoute("cart", {
      summary: "Set a line's note (at most 144 characters)",
      body: cartNoteInput,
      response: { 200: envelope(z.object({ note: z.string() })) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await cart.setNote(viewer.userId, request.body), { message: { key: "cart.note_saved" } });
    },
  );
};

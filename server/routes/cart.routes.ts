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
import { answer, apiCalls } from "../http/api-calls.ts";

const countSchema = z.object({ changed: z.number() });

/** Spec §3 cart response: the store groups as data; total, unprocessable lines and the priced summary as meta. */
function cartMeta(cart: CartDto): CartMetaDto {
  return { total: cart.total, all_checked: cart.all_checked, ...cart.summary, unprocessable: cart.unprocessable };
}

/** Spec §7 cart calls. Every one needs a signed-in shopper and touches only that shopper's lines. */
export const cartRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { cart } = services;
  const shopper = apiCalls(app, { tag: "cart", caller: "viewer" });

  shopper.post(
    "/cart/list",
    {
      summary: "The shopper's cart: lines grouped by store, unbuyable lines apart, and the summary priced now",
      description: "Prices, stock and promo discounts are read from the server at the time of the call.",
      data: z.array(cartGroupDto),
      meta: cartMetaDto,
    },
    async ({ viewer, lang }) => {
      const result = await cart.list(viewer.userId, lang);
      return answer(result.groups, { meta: cartMeta(result) });
    },
  );

  shopper.post(
    "/cart/add",
    {
      summary:
        "Add units of a product (and size) to the cart; the same product and size adds to its line, never past the stock",
      body: cartLineInput,
      data: cartLineResultDto,
      message: "cart.added",
      authMessage: "product.cart.login_to_add",
    },
    async ({ viewer, body }) => cart.add(viewer.userId, body),
  );

  shopper.post(
    "/cart/singlecheckout",
    {
      summary: "Buy now: the line holds exactly this quantity and becomes the only checked line; then go to checkout",
      body: cartLineInput,
      data: cartLineResultDto,
      authMessage: "product.cart.login_to_checkout",
    },
    async ({ viewer, body }) => cart.buyNow(viewer.userId, body),
  );

  for (const [path, checked] of [
    ["/cart/checked", true],
    ["/cart/unchecked", false],
  ] as const) {
    shopper.post(
      path,
      {
        summary: checked
          ? "Check lines (one id or a list: a store's or the whole cart's)"
          : "Uncheck lines (one id or a list)",
        body: cartItemIds,
        data: countSchema,
        message: "cart.selection_saved",
      },
      async ({ viewer, body }) => ({ changed: await cart.setChecked(viewer.userId, body, checked) }),
    );
  }

  shopper.post(
    "/cart/remove",
    { summary: "Remove lines (one id or a list)", body: cartItemIds, data: countSchema, message: "cart.removed" },
    async ({ viewer, body }) => ({ changed: await cart.remove(viewer.userId, body) }),
  );

  shopper.post(
    "/cart/qty",
    {
      summary: "Set a line's quantity: a whole number from 1 to the product's stock",
      body: cartQuantityInput,
      data: z.object({ qty: z.number() }),
      message: "cart.qty_saved",
    },
    async ({ viewer, body }) => cart.setQty(viewer.userId, body),
  );

  shopper.post(
    "/cart/note",
    {
      summary: "Set a line's note (at most 144 characters)",
      body: cartNoteInput,
      data: z.object({ note: z.string() }),
      message: "cart.note_saved",
    },
    async ({ viewer, body }) => cart.setNote(viewer.userId, body),
  );
};

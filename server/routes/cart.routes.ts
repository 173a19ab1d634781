import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cartItemIds, cartLineInput, cartNoteInput, cartQuantityInput, type CartDto } from "../../core/cart/index.ts";
import type { Services } from "../../core/services.ts";
import { requireViewer, signedIn } from "../http/auth.ts";
import { envelope } from "../http/response-schemas.ts";

const merchantSchema = z.object({
  id: z.number(),
  storetype: z.string(),
  merchant_name: z.string(),
  merchant_slug: z.string(),
  is_pkp: z.enum(["pkp", "non-pkp"]),
  city: z.object({ name: z.string() }),
  province: z.object({ name: z.string() }),
});

const itemSchema = z.object({
  id: z.number(),
  products_id: z.number(),
  qty: z.number(),
  note: z.string(),
  attribute: z.string(),
  is_checked: z.enum(["1", "0"]),
  weight: z.number(),
  price: z.number().describe("The unit price charged now: the flash price when a running flash sale covers the whole quantity"),
  subtotal: z.number().describe("qty × price"),
  flash_sale: z
    .object({ flash_sale_id: z.number(), name: z.string(), flash_price: z.number(), remaining: z.number(), end_at: z.string() })
    .nullable()
    .describe("The flash sale whose price the line is charged"),
  flash_quota_short: z
    .object({ flash_sale_id: z.number(), flash_price: z.number(), remaining: z.number() })
    .nullable()
    .describe("The quantity is above the units left at a running flash sale's price: charged the normal price until lowered to remaining"),
  exceeds_stock: z.boolean(),
  product: z.object({
    id: z.number(),
    slug: z.string(),
    product_name: z.string(),
    photos: z.array(z.string()),
    stock: z.number(),
    publish_price: z.number(),
    base_price: z.number(),
    merchant_discount_percentage: z.number(),
    merchant_discount_amount: z.number(),
    weight: z.number(),
    attribute_type: z.string().nullable(),
    attribute_values: z.array(z.string()),
  }),
});

const groupSchema = z.object({ id: z.number(), status: z.enum(["active", "non-active"]), merchant: merchantSchema, items: z.array(itemSchema) });

export const cartPromoLineSchema = z.object({ id: z.number(), name: z.string(), potongan: z.number() });

const cartMetaSchema = z.object({
  total: z.number(),
  all_checked: z.boolean(),
  checked_qty: z.number(),
  sub_total: z.number(),
  discount: z.number(),
  grand_total: z.number(),
  all_promo: z.array(cartPromoLineSchema),
  unprocessable: z.array(
    itemSchema.extend({ reason: z.enum(["deleted", "hidden", "store_closed", "out_of_stock", "variant_unavailable"]), merchant: merchantSchema }),
  ),
});

const lineResultSchema = z.object({ cart_item_id: z.number(), qty: z.number() });
const countSchema = z.object({ changed: z.number() });

/** Spec §3 cart response: the store groups as data; total, unprocessable lines and the priced summary as meta. */
function cartMeta(cart: CartDto) {
  return { total: cart.total, all_checked: cart.all_checked, ...cart.summary, unprocessable: cart.unprocessable };
}

/** Spec §7 cart calls. Every one needs a signed-in shopper and touches only that shopper's lines. */
export const cartRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { cart } = services;

  app.post(
    "/cart/list",
    {
      config: signedIn(),
      schema: {
        tags: ["cart"],
        summary: "The shopper's cart: lines grouped by store, unbuyable lines apart, and the summary priced now",
        description: "Prices, stock and promo discounts are read from the server at the time of the call.",
        response: { 200: envelope(z.array(groupSchema), cartMetaSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const result = await cart.list(viewer.userId, request.lang);
      return reply.ok(result.groups, { meta: cartMeta(result) });
    },
  );

  app.post(
    "/cart/add",
    {
      config: signedIn("product.cart.login_to_add"),
      schema: {
        tags: ["cart"],
        summary: "Add units of a product (and size) to the cart; the same product and size adds to its line, never past the stock",
        body: cartLineInput,
        response: { 200: envelope(lineResultSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, "product.cart.login_to_add");
      return reply.ok(await cart.add(viewer.userId, request.body), { message: { key: "cart.added" } });
    },
  );

  app.post(
    "/cart/singlecheckout",
    {
      config: signedIn("product.cart.login_to_checkout"),
      schema: {
        tags: ["cart"],
        summary: "Buy now: the line holds exactly this quantity and becomes the only checked line; then go to checkout",
        body: cartLineInput,
        response: { 200: envelope(lineResultSchema) },
      },
    },
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
      {
        config: signedIn(),
        schema: {
          tags: ["cart"],
          summary: checked ? "Check lines (one id or a list: a store's or the whole cart's)" : "Uncheck lines (one id or a list)",
          body: cartItemIds,
          response: { 200: envelope(countSchema) },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const changed = await cart.setChecked(viewer.userId, request.body, checked);
        return reply.ok({ changed }, { message: { key: "cart.selection_saved" } });
      },
    );
  }

  app.post(
    "/cart/remove",
    {
      config: signedIn(),
      schema: { tags: ["cart"], summary: "Remove lines (one id or a list)", body: cartItemIds, response: { 200: envelope(countSchema) } },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const changed = await cart.remove(viewer.userId, request.body);
      return reply.ok({ changed }, { message: { key: "cart.removed" } });
    },
  );

  app.post(
    "/cart/qty",
    {
      config: signedIn(),
      schema: {
        tags: ["cart"],
        summary: "Set a line's quantity: a whole number from 1 to the product's stock",
        body: cartQuantityInput,
        response: { 200: envelope(z.object({ qty: z.number() })) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await cart.setQty(viewer.userId, request.body), { message: { key: "cart.qty_saved" } });
    },
  );

  app.post(
    "/cart/note",
    {
      config: signedIn(),
      schema: {
        tags: ["cart"],
        summary: "Set a line's note (at most 144 characters)",
        body: cartNoteInput,
        response: { 200: envelope(z.object({ note: z.string() })) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await cart.setNote(viewer.userId, request.body), { message: { key: "cart.note_saved" } });
    },
  );
};

import type { Database, Executor } from "../../db/client.ts";
import type { Lang } from "../../i18n/index.ts";
import { priceLines, type FlashOffer } from "../flashsale/index.ts";
import type { PromoCartService, StoreBasket } from "../promo/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError, invalidInput } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import {
  toCartItem,
  toCartMerchant,
  unprocessableReason,
  type CartDto,
  type CartGroupDto,
  type CartPreviewDto,
  type CartPromoLineDto,
  type PricedCartLine,
  type UnprocessableItemDto,
} from "./cart.dto.ts";
import { CART_MAX_LINES, cartItemIds, cartLineInput, cartNoteInput, cartQuantityInput } from "./cart.inputs.ts";
import { createCartRepository, type CartLineRow, type CartRepository } from "./cart.repository.ts";

/** The checked, buyable part of one store's lines: what promos and checkout price. */
export type CheckedBasket = StoreBasket;

/** Prices the shopper's selected promos against their checked baskets (the promo domain does this). */
export type CartPromoPricer = Pick<PromoCartService, "selectedFor" | "available">;

const PREVIEW_LINES = 5;

/** A line counts in totals and promos when it is checked, buyable and within stock. */
function isBuyable(row: CartLineRow): boolean {
  return row.is_checked && unprocessableReason(row) === null && row.qty <= row.product.stock;
}

export function checkedBaskets(rows: PricedCartLine[]): CheckedBasket[] {
  const byMerchant = new Map<number, CheckedBasket>();
  for (const row of rows) {
    if (!isBuyable(row)) continue;
    const basket = byMerchant.get(row.merchant.id) ?? {
      merchantId: row.merchant.id,
      subtotal: 0,
      shipping: null,
      lines: [],
    };
    const amount = row.qty * row.price.unit_price;
    basket.subtotal += amount;
    basket.lines = [...(basket.lines ?? []), { productId: row.product_id, amount }];
    byMerchant.set(row.merchant.id, basket);
  }
  return [...byMerchant.values()];
}

/** The offers the cart's lines were read with, by product. */
function offersOf(rows: readonly { product_id: number; flash_offer: FlashOffer | null }[]): Map<number, FlashOffer> {
  return new Map(rows.flatMap((row) => (row.flash_offer ? [[row.product_id, row.flash_offer] as const] : [])));
}

/** Spec §2/§4 cart: lines grouped by store, an unprocessable block, and a summary priced by the server. */
export function createCartService({ db, clock, promos }: { db: Database; clock: Clock; promos: CartPromoPricer }) {
  const carts = createCartRepository(db);

  const NO_PROMOS = { discount: 0, all_promo: [] as CartPromoLineDto[] };

  /** The shopper's lines priced now: the one pricing that the cart, promos, checkout and pay all use. */
  async function pricedLines(userId: number): Promise<PricedCartLine[]> {
    const rows = await carts.lines(userId, clock.now());
    const prices = priceLines(
      rows.map((row) => ({
        id: row.id,
        product_id: row.product_id,
        qty: row.qty,
        normal_price: row.product.publish_price,
        counts: isBuyable(row),
      })),
      offersOf(rows),
    );
    return rows.map((row) => ({ ...row, price: prices.get(row.id)! }));
  }

  /** The cart as the page shows it, from its lines and the priced promo selection. */
  function assemble(rows: PricedCartLine[], priced: { discount: number; all_promo: CartPromoLineDto[] }): CartDto {
    const groups = new Map<number, CartGroupDto>();
    const unprocessable: UnprocessableItemDto[] = [];
    for (const row of rows) {
      const reason = unprocessableReason(row);
      if (reason) {
        unprocessable.push({ ...toCartItem(row), reason, merchant: toCartMerchant(row) });
        continue;
      }
      const group = groups.get(row.merchant.id) ?? {
        id: row.merchant.id,
        status: "active",
        merchant: toCartMerchant(row),
        items: [],
      };
      group.items.push(toCartItem(row));
      if (!row.is_checked) group.status = "non-active";
      groups.set(row.merchant.id, group);
    }
    const subTotal = checkedBaskets(rows).reduce((sum, basket) => sum + basket.subtotal, 0);
    const grouped = [...groups.values()];
    return {
      groups: grouped,
      unprocessable,
      summary: {
        checked_qty: rows.filter(isBuyable).reduce((sum, row) => sum + row.qty, 0),
        sub_total: subTotal,
        discount: priced.discount,
        grand_total: Math.max(0, subTotal - priced.discount),
        all_promo: priced.all_promo.map(({ id, name, potongan }) => ({ id, name, potongan })),
      },
      total: rows.length,
      all_checked: grouped.length > 0 && grouped.every((group) => group.status === "active"),
    };
  }

  function lineOf(raw: unknown) {
    const input = parseInput(cartLineInput, raw);
    return { productId: input.products_id, attribute: input.attribute.trim(), qty: input.qty, note: input.note.trim() };
  }

  /**
   * Why the upsert wrote nothing, read only then (the common case costs one statement): the product as it
   * is now, then the cart's room, then the stock left beside what the line already holds.
   */
  async function refusal(
    scoped: CartRepository,
    userId: number,
    line: ReturnType<typeof lineOf>,
    mode: "add" | "set",
  ): Promise<AppError> {
    const found = await scoped.productForCart(line.productId, clock.now());
    if (!found || found.status !== "PUBLISH" || found.merchant_status !== "active" || found.merchant_on_holiday)
      return new AppError("NOT_FOUND", "cart.product_unavailable");
    if (found.stock <= 0) return new AppError("CONFLICT", "cart.out_of_stock");
    if (found.attribute_values.length > 0 ? !found.attribute_values.includes(line.attribute) : line.attribute !== "") {
      return invalidInput({
        attribute: {
          key: found.attribute_values.length > 0 ? "cart.validation.attribute_required" : "validation.invalid_value",
        },
      });
    }
    const stockOnly = invalidInput({ qty: { key: "cart.validation.stock_only", values: { stock: found.stock } } });
    if (line.qty > found.stock) return stockOnly;
    const existing = await scoped.findLine(userId, found.id, line.attribute);
    if (!existing && (await scoped.lineCount(userId)) >= CART_MAX_LINES) {
      return new AppError("CONFLICT", "cart.too_many_lines", { values: { max: CART_MAX_LINES } });
    }
    if (mode === "set" || !existing) return stockOnly;
    return invalidInput({
      qty: { key: "cart.validation.stock_in_cart", values: { stock: found.stock, in_cart: existing.qty } },
    });
  }

  return {
    async list(userId: number, lang: Lang): Promise<CartDto> {
      const rows = await pricedLines(userId);
      const baskets = checkedBaskets(rows);
      return assemble(rows, baskets.length > 0 ? await promos.selectedFor(userId, baskets, lang) : NO_PROMOS);
    },

    /** The cart page: the cart and its 'Use Promo' options from one read of the lines and one pricing. */
    async listWithPromoOptions(userId: number, lang: Lang) {
      const rows = await pricedLines(userId);
      const baskets = checkedBaskets(rows);
      const options = await promos.available(userId, baskets, lang);
      return { cart: assemble(rows, baskets.length > 0 ? options.summary : NO_PROMOS), promos: options };
    },

    async count(userId: number): Promise<number> {
      return carts.lineCount(userId);
    },

    async preview(userId: number): Promise<CartPreviewDto> {
      const [total, rows] = await Promise.all([
        carts.lineCount(userId),
        carts.preview(userId, PREVIEW_LINES, clock.now()),
      ]);
      const prices = priceLines(
        rows.map((row) => ({
          id: row.id,
          product_id: row.product_id,
          qty: row.qty,
          normal_price: row.publish_price,
          counts: true,
        })),
        offersOf(rows),
      );
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          qty: row.qty,
          attribute: row.attribute,
          slug: row.slug,
          product_name: row.name,
          photo: row.photos[0] ?? null,
          price: prices.get(row.id)!.unit_price,
          weight: Math.round(row.qty * row.weight_grams),
        })),
      };
    },

    /** The checked, buyable lines with their products and stores as they are now: what checkout buys. */
    async checkoutLines(userId: number): Promise<PricedCartLine[]> {
      return (await pricedLines(userId)).filter(isBuyable);
    },

    /** Takes the bought lines out of the cart, inside the checkout's transaction; how many were still there. */
    async removeBought(tx: Executor, userId: number, itemIds: number[]): Promise<number> {
      return itemIds.length > 0 ? createCartRepository(tx).remove(userId, itemIds) : 0;
    },

    /** The checked, buyable baskets, for promo calls and checkout. */
    async baskets(userId: number): Promise<CheckedBasket[]> {
      return checkedBaskets(await pricedLines(userId));
    },

    /** Spec §7 /cart/add: adds to the line of the same product and attribute, never past the stock. */
    async add(userId: number, raw: unknown): Promise<{ cart_item_id: number; qty: number }> {
      const line = lineOf(raw);
      const saved = await carts.upsertLine(userId, line, "add", clock.now());
      if (!saved) throw await refusal(carts, userId, line, "add");
      return { cart_item_id: saved.id, qty: saved.qty };
    },

    /**
     * 'Buy again': each line added as /cart/add would add it. A product no longer sold, or out of stock, is
     * skipped rather than refusing the rest; the caller tells the shopper how many made it.
     */
    async addAll(userId: number, lines: readonly unknown[]): Promise<{ added: number; skipped: number }> {
      let added = 0;
      for (const raw of lines) {
        const line = lineOf(raw);
        if (await carts.upsertLine(userId, line, "add", clock.now())) added += 1;
      }
      return { added, skipped: lines.length - added };
    },

    /**
     * Spec §7 /cart/singlecheckout ('Buy now'): the line holds exactly this quantity and is the only
     * checked line, so checkout shows just this product; the rest of the cart stays for later.
     */
    async buyNow(userId: number, raw: unknown): Promise<{ cart_item_id: number; qty: number }> {
      const line = lineOf(raw);
      return db.transaction(async (tx) => {
        const scoped = createCartRepository(tx);
        const saved = await scoped.upsertLine(userId, line, "set", clock.now());
        if (!saved) throw await refusal(scoped, userId, line, "set");
        await scoped.uncheckAllExcept(userId, saved.id);
        return { cart_item_id: saved.id, qty: saved.qty };
      });
    },

    async setChecked(userId: number, raw: unknown, checked: boolean): Promise<number> {
      const { cart_item_id } = parseInput(cartItemIds, raw);
      const changed = await carts.setChecked(userId, cart_item_id, checked);
      if (changed === 0) throw new AppError("NOT_FOUND", "cart.item_not_found");
      return changed;
    },

    /** A store's checkbox (merchantId) or select-all (no merchantId): every buyable line of it. */
    async setCheckedWhere(userId: number, checked: boolean, merchantId?: number): Promise<number> {
      const rows = await carts.lines(userId, clock.now());
      const ids = rows
        .filter(
          (row) => (merchantId === undefined || row.merchant.id === merchantId) && unprocessableReason(row) === null,
        )
        .map((row) => row.id);
      if (ids.length === 0) return 0;
      return carts.setChecked(userId, ids, checked);
    },

    async setQty(userId: number, raw: unknown): Promise<{ qty: number }> {
      const input = parseInput(cartQuantityInput, raw);
      const saved = await carts.setQty(userId, input.cart_item_id, input.qty);
      if (saved) return { qty: input.qty };
      const line = await carts.lineWithStock(userId, input.cart_item_id);
      if (!line) throw new AppError("NOT_FOUND", "cart.item_not_found");
      if (line.stock <= 0) throw new AppError("CONFLICT", "cart.out_of_stock");
      throw invalidInput({ qty: { key: "cart.validation.stock_only", values: { stock: line.stock } } });
    },

    async setNote(userId: number, raw: unknown): Promise<{ note: string }> {
      const input = parseInput(cartNoteInput, raw);
      const note = input.note.trim();
      if (!(await carts.setNote(userId, input.cart_item_id, note)))
        throw new AppError("NOT_FOUND", "cart.item_not_found");
      return { note };
    },

    async remove(userId: number, raw: unknown): Promise<number> {
      const { cart_item_id } = parseInput(cartItemIds, raw);
      const removed = await carts.remove(userId, cart_item_id);
      if (removed === 0) throw new AppError("NOT_FOUND", "cart.item_not_found");
      return removed;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

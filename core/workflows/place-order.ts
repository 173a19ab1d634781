import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { Lang } from "../../i18n/index.ts";
import type { CartService } from "../cart/index.ts";
import { createStockRepository } from "../catalog/index.ts";
import {
  createCheckoutRepository,
  createCheckoutRequestRepository,
  payInput,
  type CheckoutService,
  type ComputedCheckout,
  type EarlierRequest,
  type PaymentResultDto,
} from "../checkout/index.ts";
import { createFlashQuota } from "../flashsale/index.ts";
import { createInvoiceRepository, type InvoiceRepository } from "../invoice/index.ts";
import type { MediaService } from "../media/index.ts";
import { createOrderRepository, type OrderRepository, type PlacedOrder } from "../order/index.ts";
import type { PromoCartService } from "../promo/index.ts";
import type { Clock } from "../shared/clock.ts";
import { allSettledOrFirstFailure } from "../shared/settle.ts";
import { AppError, isAppError } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import { createWalletRepository, walletLockKey } from "../wallet/index.ts";
import { notifyInvoicePaid } from "./paid-notifications.ts";
import { DEFAULT_ORDER_TIMERS, startPaidOrders } from "./order-fulfilment.ts";

/** The payment gateway's part of pay (core/payment). */
export interface CheckoutGateway {
  name: string;
  createTransaction(input: {
    invoiceCode: string;
    grossAmount: number;
    customer: { name: string; email: string };
    items: { id: string; name: string; price: number; quantity: number }[];
    expiresAt: Date;
  }): Promise<{ token: string; redirectUrl: string }>;
}

/**
 * Unpaid invoices reserve stock until they expire: at most `invoices` of them per shopper, and of one
 * product at most the larger of `unitsPerProduct` units and `stockPercent` of its stock.
 */
export interface PendingLimits {
  invoices: number;
  unitsPerProduct: number;
  stockPercent: number;
}

/** Steps of pay, named for fault injection in tests: a throw at any of them must leave nothing behind. */
export type PayStep = "gateway" | "invoice" | "orders" | "wallet" | "promos" | "cart" | "stock" | "flash" | "ledger";

export interface PlaceOrderDeps {
  db: Database;
  clock: Clock;
  checkout: Pick<CheckoutService, "compute">;
  cart: Pick<CartService, "removeBought" | "checkoutLines">;
  promos: Pick<PromoCartService, "redeem" | "clearSelections">;
  /** Keeps the pictures the orders show, whatever their products do with them later. */
  media: Pick<MediaService, "keepForOrders">;
  gateway: CheckoutGateway;
  /** How long an unpaid invoice waits (default 24 hours). */
  invoiceTtlMs: number;
  /** What one shopper may hold unpaid (decision 0013). */
  pendingLimits: PendingLimits;
  /** How long a store has to answer an order paid at once from the wallet (ORDER_RESPONSE_HOURS; 24 h unless told). */
  orderResponseMs?: number;
  /** Tests only: called before each step; throwing there simulates a crash at that point. */
  beforeStep?: (step: PayStep) => void;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function code(prefix: string, now: Date): string {
  const bytes = randomBytes(8);
  const suffix = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
  return `${prefix}-${now.toISOString().slice(0, 10).replaceAll("-", "")}-${suffix}`;
}

/** What a pay request asks for, for the idempotency check: the same key must mean the same checkout. */
function requestHash(multiple: boolean, computed: ComputedCheckout): string {
  const shape = {
    multiple,
    orders: computed.orders.map((order) => ({
      merchant: order.dto.merchant.id,
      items: order.dto.items.map((item) => [item.id, item.qty]),
      shipping: order.shipping?.rate_id ?? null,
      address: order.address?.id ?? null,
    })),
    wallet: computed.useWallet,
  };
  return createHash("sha256").update(JSON.stringify(shape)).digest("hex");
}

function validate(computed: ComputedCheckout) {
  const withoutShipping = computed.orders.filter((order) => order.shipping === null);
  if (withoutShipping.length > 0) {
    throw new AppError("INVALID_INPUT", "checkout.delivery_not_selected", {
      fieldErrors: Object.fromEntries(
        withoutShipping.map((order) => [`orders.${order.draftId}`, { key: "checkout.delivery_must_be_selected" }]),
      ),
    });
  }
  if (computed.orders.some((order) => order.address === null))
    throw new AppError("INVALID_INPUT", "checkout.address_undetermined");
}

/** The picture an order line shows: its product's cover when the order was placed. */
function linePhoto(line: ComputedCheckout["orders"][number]["lines"][number]): string | null {
  return line.product.photos[0] ?? null;
}

/** A store order as it is placed: it keeps copies, so later edits of the address book or quotes never move it. */
function placedOrder(
  order: ComputedCheckout["orders"][number],
  computed: ComputedCheckout,
  options: { userId: number; settled: boolean; now: Date },
): PlacedOrder {
  const { id: _addressId, is_main_address: _isMain, ...orderAddress } = order.address!;
  const { destination_area_id: _quotedTo, ...orderShipping } = order.shipping!;
  return {
    values: {
      order_code: code("ORD", options.now),
      user_id: options.userId,
      merchant_id: order.dto.merchant.id,
      // A paid order waits for the store's confirmation, like one paid through the gateway later.
      status_order: options.settled ? "confirmation" : "waiting_payment",
      address: orderAddress,
      shipping: orderShipping,
      dropship_name: order.dto.dropship_name,
      dropship_phone: order.dto.dropship_phone,
      merchant_npwp: order.merchantNpwp,
      total_publish_price: order.dto.total_merchant_amount,
      total_shipping: orderShipping.price,
      setting_ppn: order.isPkp ? computed.taxes.ppn_bp : 0,
      total_ppn: order.dto.tax_ppn,
      setting_pph: order.isPkp ? computed.taxes.pph_bp : 0,
      total_pph: order.dto.tax_pph,
      total_tax: order.dto.tax_ppn - order.dto.tax_pph,
      total_discount_merchant: order.dto.discount_merchant,
      total_discount_platform: order.dto.discount_platform,
      total_discount_shipping: order.dto.discount_shipping,
      grand_total: order.dto.grand_total,
    },
    items: order.lines.map((line) => ({
      product_id: line.product_id,
      product_name: line.product.name,
      product_slug: line.product.slug,
      photo: linePhoto(line),
      attribute: line.attribute,
      note: line.note,
      qty: line.qty,
      weight_grams: line.product.weight_grams,
      publish_price: line.price.unit_price,
      base_price: line.product.base_price,
      total_publish_price: line.qty * line.price.unit_price,
      flash_sale_id: line.price.flash?.flash_sale_id ?? null,
    })),
    promos: computed.applied
      .filter((applied) => applied.merchant_id === order.dto.merchant.id || applied.merchant_id === null)
      .map((applied) => ({
        promo_id: applied.id,
        promo_name: applied.name,
        redeemed_value:
          applied.merchant_id === null ? (order.split?.platformShare ?? 0) : (order.split?.voucherDiscount ?? 0),
      }))
      .filter((line) => line.redeemed_value > 0),
  };
}

/** What the request that created an invoice answered, as a repeat of it gets it (undefined if it never went through). */
async function answerOf(
  invoices: InvoiceRepository,
  request: EarlierRequest | undefined,
): Promise<PaymentResultDto | undefined> {
  if (!request?.invoiceCode) return undefined;
  const invoice = await invoices.paymentOf(request.invoiceCode);
  if (!invoice) return undefined;
  return {
    status_payment: invoice.status_payment === "settlement" ? "settlement" : "pending",
    invoice_code: invoice.invoice_code,
    midtrans_token: invoice.gateway_token,
    redirect_url: invoice.gateway_redirect_url,
  };
}

/**
 * Refuses an unpaid checkout that would hold more than a shopper may (PendingLimits): it counts the
 * invoices waiting for payment before their deadline, and the units of these products in their orders.
 */
async function refuseOverPendingLimits(
  { invoices, orders }: { invoices: InvoiceRepository; orders: OrderRepository },
  limits: PendingLimits,
  userId: number,
  lines: ComputedCheckout["orders"][number]["lines"],
  now: Date,
) {
  const wanted = new Map<number, { qty: number; line: (typeof lines)[number] }>();
  for (const line of lines)
    wanted.set(line.product_id, { qty: (wanted.get(line.product_id)?.qty ?? 0) + line.qty, line });
  const [unpaid, units] = await allSettledOrFirstFailure([
    invoices.countUnpaid(userId, now),
    orders.unitsHeld(invoices.unpaidIds(userId, now), [...wanted.keys()]),
  ]);
  if (unpaid >= limits.invoices)
    throw new AppError("CONFLICT", "checkout.pending_invoice_limit", { values: { count: unpaid } });
  for (const [productId, { qty, line }] of wanted) {
    const holding = units.get(productId) ?? 0;
    // The share is of what the product has to sell: what is left plus what this shopper already holds.
    const limit = Math.max(
      limits.unitsPerProduct,
      Math.floor(((line.product.stock + holding) * limits.stockPercent) / 100),
    );
    if (holding + qty > limit)
      throw new AppError("CONFLICT", "checkout.pending_units_limit", {
        values: { name: line.product.name, limit, held: holding },
      });
  }
}

/**
 * POST /checkout/pay (decision 0013): in one transaction, under a per-shopper lock, it creates the
 * invoice and its orders, opens the gateway payment, takes the wallet part and promo quotas, removes the
 * bought lines from the cart and, last, takes stock and flash-sale quota (decision 0014), so a hot
 * product's row stays locked only for those writes and the commit. Any failure rolls all of it back. An
 * Idempotency-Key makes a repeated request answer with the first one's invoice. The cart is priced before
 * the lock, so pay only goes through if it removed, under the lock, every line it priced: of two requests
 * for one cart, with or without a key, the second finds nothing to pay.
 */
export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { db, clock } = deps;
  const step = (name: PayStep) => deps.beforeStep?.(name);

  return async function pay(
    buyer: { userId: number; name: string; email: string },
    raw: unknown,
    options: { lang: Lang; idempotencyKey?: string },
  ): Promise<PaymentResultDto> {
    const { is_multiple_address } = parseInput(payInput, raw);
    const multiple = is_multiple_address === "1";
    let computed: ComputedCheckout;
    try {
      computed = await deps.checkout.compute(buyer.userId, options.lang, multiple);
      validate(computed);
    } catch (error) {
      // A repeat of a request that already went through finds the cart emptied, or its checkout half
      // cleared, by it: same answer.
      const prior = options.idempotencyKey
        ? await answerOf(
            createInvoiceRepository(db),
            await createCheckoutRequestRepository(db).findRequest(buyer.userId, options.idempotencyKey),
          )
        : undefined;
      if (prior) return prior;
      // A concurrent pay that committed between this request's reads took the cart and cleared its courier
      // choices: what is missing then is the cart, not a courier.
      if (
        isAppError(error) &&
        error.code === "INVALID_INPUT" &&
        (await deps.cart.checkoutLines(buyer.userId)).length === 0
      ) {
        throw new AppError("CONFLICT", "checkout.empty");
      }
      throw error;
    }
    if (computed.lapsedPromos.length > 0) {
      // The shopper may have seen the discount a moment ago: tell them, and let go of the promo so that
      // the checkout they reload shows, and the next pay charges, the total without it.
      await deps.promos.clearSelections(
        db,
        buyer.userId,
        computed.lapsedPromos.map((promo) => promo.id),
      );
      throw new AppError("CONFLICT", "checkout.promo_lapsed", {
        values: { name: computed.lapsedPromos.map((promo) => promo.name).join(", ") },
      });
    }
    const { summary } = computed.preview;
    const hash = requestHash(multiple, computed);
    const walletUsed = summary.used_wallet_value;
    const charge = summary.charge_to_payment_gateway;
    // Nothing left for the gateway: the invoice is paid by the wallet and is written as paid at once.
    const settled = charge === 0;
    const lines = computed.orders.flatMap((order) => order.lines);
    const flashLines = lines.filter((line) => line.price.flash !== null);

    return db.transaction(async (tx): Promise<PaymentResultDto> => {
      const invoices = createInvoiceRepository(tx);
      const orders = createOrderRepository(tx);
      const wallet = { type: "user" as const, id: buyer.userId };
      const now = clock.now();
      const invoiceCode = code("INV", now);
      const claim = await createCheckoutRequestRepository(tx).lockShopper(
        buyer.userId,
        walletUsed > 0 ? [walletLockKey(wallet)] : [],
        options.idempotencyKey ? { key: options.idempotencyKey, hash, invoiceCode } : undefined,
      );
      if (!claim.fresh) {
        const earlier = claim.hash === hash ? await answerOf(invoices, claim) : undefined;
        if (!earlier) throw new AppError("CONFLICT", "checkout.idempotency_mismatch");
        return earlier;
      }
      const expiresAt = new Date(now.getTime() + deps.invoiceTtlMs);
      // Under the lock, so a shopper's concurrent checkouts count each other.
      if (!settled) await refuseOverPendingLimits({ invoices, orders }, deps.pendingLimits, buyer.userId, lines, now);

      step("gateway");
      // Opened before any stock row is locked: a slow gateway holds up this shopper only. If a later step
      // fails, the opened payment is never shown and expires unused at the gateway.
      const transaction = settled
        ? null
        : await deps.gateway.createTransaction({
            invoiceCode,
            grossAmount: charge,
            customer: { name: buyer.name, email: buyer.email },
            items: [{ id: invoiceCode, name: `Pasar ${invoiceCode}`, price: charge, quantity: 1 }],
            expiresAt,
          });

      // A step's writes start at once; a crash injected at a step fails it as a failed write would.
      const start = <T>(names: PayStep[], write: () => Promise<T>): Promise<T> => {
        try {
          for (const name of names) step(name);
          return write();
        } catch (error) {
          return Promise.reject(error);
        }
      };
      // The writes go out together: postgres.js pipelines a transaction's queries on its connection, so
      // they cost one round trip while the shopper's lock is held. Stock and flash quota go last, in product
      // order, so the hot product's row is locked only for the end of the transaction (the promos' quota
      // rows, which wait on a read, after them). Any failure rolls all of it back, once all have finished.
      const [, booked, , [consumed], reserved, taken] = await allSettledOrFirstFailure([
        start(["invoice", "orders"], () =>
          orders.insertWithInvoice(
            invoices.insertStatement({
              invoice_code: invoiceCode,
              user_id: buyer.userId,
              status_payment: settled ? "settlement" : "pending",
              total_tagihan: summary.grand_total,
              wallet_used: walletUsed,
              charge_to_gateway: charge,
              gateway: settled ? "wallet" : deps.gateway.name,
              gateway_token: transaction?.token ?? null,
              gateway_redirect_url: transaction?.redirectUrl ?? null,
              expire_at: expiresAt,
              paid_at: settled ? now : null,
            }),
            computed.orders.map((order) => placedOrder(order, computed, { userId: buyer.userId, settled, now })),
          ),
        ),
        start(["wallet"], async () =>
          walletUsed === 0
            ? true
            : createWalletRepository(tx).debit(wallet, {
                amount: walletUsed,
                kind: "checkout",
                reference: `invoice:${invoiceCode}:pay`,
                description: invoiceCode,
              }),
        ),
        start(["promos"], async () => {
          if (computed.applied.length === 0) return;
          await deps.promos.redeem(
            tx,
            buyer.userId,
            invoiceCode,
            computed.applied.map((applied) => ({ promoId: applied.id, amount: applied.potongan })),
          );
          await deps.promos.clearSelections(
            tx,
            buyer.userId,
            computed.applied.map((applied) => applied.id),
          );
        }),
        start(["cart"], () =>
          allSettledOrFirstFailure([
            deps.cart.removeBought(
              tx,
              buyer.userId,
              lines.map((line) => line.id),
            ),
            createCheckoutRepository(tx).clearOrders(
              buyer.userId,
              computed.orders.map((order) => order.dto.merchant.id),
            ),
          ]),
        ),
        // A paid order's units count as sold in the same update (a gateway order's count when it settles).
        start(["stock"], () =>
          createStockRepository(tx).reserve(
            lines.map((line) => ({ productId: line.product_id, qty: line.qty })),
            { sold: settled },
          ),
        ),
        // The lines were priced before this transaction: a sale that ended or sold out since refuses the
        // checkout rather than charging a price the shopper was not shown.
        start(["flash"], async () =>
          flashLines.length === 0
            ? { ok: true as const }
            : createFlashQuota(tx).take(
                flashLines.map((line) => ({
                  flashSaleId: line.price.flash!.flash_sale_id,
                  productId: line.product_id,
                  qty: line.qty,
                  flashPrice: line.price.unit_price,
                })),
                now,
              ),
        ),
        start([], () => deps.media.keepForOrders(tx, lines.map(linePhoto))),
      ]);
      // The cart was read before the lock: only lines this transaction removed, under the lock, are paid
      // for. A concurrent pay that got the lock first took them (and will be the only invoice).
      if (consumed === 0) throw new AppError("CONFLICT", "checkout.empty");
      if (consumed !== lines.length) throw new AppError("CONFLICT", "checkout.cart_changed");
      if (!booked) throw new AppError("CONFLICT", "checkout.wallet.changed");
      if (!reserved.ok) {
        const line = lines.find((candidate) => candidate.product_id === reserved.productId);
        throw new AppError("CONFLICT", "checkout.stock_changed", {
          values: { name: line?.product.name ?? "", stock: reserved.stock },
        });
      }
      if (!taken.ok) {
        const line = flashLines.find((candidate) => candidate.product_id === taken.productId);
        throw new AppError("CONFLICT", "checkout.flash_price_changed", { values: { name: line?.product.name ?? "" } });
      }
      if (settled) {
        // Paid at once: the orders' money is split in the ledger, the stores' deadlines start, and the buyer
        // and the stores are told, all in this transaction, as when a gateway settles an invoice.
        step("ledger");
        const placed = await invoices.lockForUpdate(invoiceCode);
        await startPaidOrders(tx, placed!.id, now, deps.orderResponseMs ?? DEFAULT_ORDER_TIMERS.responseMs);
        const paid = await invoices.invoiceOfUser(buyer.userId, invoiceCode);
        if (paid) await notifyInvoicePaid(tx, paid, now);
      }

      return {
        status_payment: settled ? "settlement" : "pending",
        invoice_code: invoiceCode,
        midtrans_token: transaction?.token ?? null,
        redirect_url: transaction?.redirectUrl ?? null,
      };
    });
  };
}

export type PlaceOrder = ReturnType<typeof createPlaceOrder>;

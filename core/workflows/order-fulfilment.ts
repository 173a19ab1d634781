import type { Database, Executor } from "../../db/client.ts";
import { createStockRepository } from "../catalog/index.ts";
import {
  commissionBpFor,
  createLedgerRepository,
  heldBy,
  orderReference,
  refundJournal,
  releaseJournal,
  settlementJournal,
  type Posting,
} from "../ledger/index.ts";
import {
  bulkStoreOrdersInput,
  buyerOrderStatusInput,
  createFulfilmentRepository,
  rejectOrderInput,
  storeOrderInput,
  type FulfilmentOrder,
} from "../order/index.ts";
import type { PromoCartService } from "../promo/index.ts";
import {
  createLocalCourier,
  LOCAL_COURIER,
  nextStage,
  ProviderError,
  stageRank,
  type CourierProvider,
  type LocalCourierTimes,
  type ParcelStage,
  type PickupRequest,
  type TrackingReport,
} from "../providers/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError, isAppError, type ErrorCode } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import { createShipmentRepository, type ShipmentRow } from "../shipment/index.ts";
import { createWalletRepository } from "../wallet/index.ts";
import { notifyOrderMove } from "./order-notifications.ts";

/** The deadlines of decision 0030, in milliseconds (settings ORDER_*_HOURS). */
export interface OrderTimers {
  responseMs: number;
  shipMs: number;
  autoCompleteMs: number;
}

export const DEFAULT_ORDER_TIMERS: OrderTimers = {
  responseMs: 24 * 3_600_000,
  shipMs: 72 * 3_600_000,
  autoCompleteMs: 48 * 3_600_000,
};

/** Writes of a move, named for fault injection in tests: a throw at any of them must leave nothing behind. */
export type FulfilmentStep = "ledger" | "wallet" | "stock" | "promos" | "shipment" | "status" | "notify";

export interface FulfilmentDeps {
  db: Database;
  clock: Clock;
  promos: Pick<PromoCartService, "releaseRedemptions">;
  timers: OrderTimers;
  courier: LocalCourierTimes;
  /** Who carries parcels (decision 36); the built-in courier when not given. */
  courierProvider?: CourierProvider;
  /** Tests only: called before each write; throwing there simulates a crash at that point. */
  beforeStep?: (step: FulfilmentStep) => void;
}

/** Why an order was cancelled when no person cancelled it (status_reason). */
export const TIMER_REASONS = { response: "timer:response", ship: "timer:ship" } as const;

/** The settlement journal of a paid order, as the ledger splits it (decision 0030). */
async function settlementOf(tx: Executor, order: FulfilmentOrder) {
  const funding = await createFulfilmentRepository(tx).promoFunding(order.id);
  const storeFunded = funding.filter((promo) => promo.storeFunded).reduce((sum, promo) => sum + promo.amount, 0);
  const discounts = order.total_discount_merchant + order.total_discount_platform + order.total_discount_shipping;
  return settlementJournal({
    orderCode: order.order_code,
    userId: order.user_id,
    merchantId: order.merchant_id,
    grandTotal: order.grand_total,
    items: order.total_publish_price,
    shipping: order.total_shipping,
    storeFunded,
    platformFunded: Math.max(0, discounts - storeFunded),
    commissionBp: await commissionBpFor(tx, order.storetype),
  });
}

/**
 * The order's settlement postings, booking them first if the order was paid before the ledger existed, so
 * that a refund or release always has a settlement to undo or move.
 */
async function ensureSettled(tx: Executor, order: FulfilmentOrder): Promise<Posting[]> {
  const ledger = createLedgerRepository(tx);
  const reference = orderReference(order.order_code, "settle");
  if (!(await ledger.isBooked(reference))) await ledger.post(await settlementOf(tx, order));
  return ledger.postingsOf(reference);
}

/**
 * A paid invoice's orders, in the transaction that marks it paid: each one's money is split in the ledger, and
 * the store's deadline to answer starts. Booked once per order, however often it runs.
 */
export async function startPaidOrders(tx: Executor, invoiceId: number, now: Date, responseMs: number): Promise<void> {
  const fulfilment = createFulfilmentRepository(tx);
  const ledger = createLedgerRepository(tx);
  for (const order of await fulfilment.ordersOfInvoice(invoiceId))
    if (order.status_order === "confirmation") await ledger.post(await settlementOf(tx, order));
  await fulfilment.startResponseTimers(invoiceId, new Date(now.getTime() + responseMs));
}

/** What a bulk approve did: the orders approved, and each refused one with why (its error's code and message). */
export interface BulkApproveResult {
  approved: string[];
  refused: { order_code: string; code: ErrorCode; messageKey: string; values?: Record<string, string | number> }[];
}

/** Who is moving the order: its store, its buyer, or a timer. */
type Actor = { store: { id: number } } | { userId: number };

/**
 * The order's moves after payment (decision 0030). Each runs in one transaction holding the order's row lock
 * and reads the status again under it, so of two racing moves exactly one happens; the other is refused and
 * changes nothing. An order that is not the caller's is not found.
 */
export function createOrderFulfilment(deps: FulfilmentDeps) {
  const { db, clock, timers } = deps;
  const carrier = deps.courierProvider ?? createLocalCourier();
  const step = (name: FulfilmentStep) => deps.beforeStep?.(name);
  const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

  /** The paid money back to the buyer's wallet, the stock to the products, the store's vouchers' quota: once. */
  async function refund(tx: Executor, order: FulfilmentOrder, status: "cancel" | "reject", reason: string, now: Date) {
    const fulfilment = createFulfilmentRepository(tx);
    const settlement = await ensureSettled(tx, order);
    step("ledger");
    await createLedgerRepository(tx).post(refundJournal(order.order_code, order.user_id, settlement));
    step("wallet");
    if (order.grand_total > 0)
      await createWalletRepository(tx).book(
        { type: "user", id: order.user_id },
        {
          amount: order.grand_total,
          kind: "refund",
          reference: orderReference(order.order_code, "refund"),
          description: order.order_code,
        },
      );
    step("stock");
    await createStockRepository(tx).returnSold(await fulfilment.unitsOfOrder(order.id));
    step("promos");
    // A store voucher was this order's alone; a platform promo was redeemed once for the whole invoice, and comes
    // back with its last order, whether or not that order had a share of it (one whose store's free-shipping
    // voucher left nothing to discount has none): then everything the invoice still holds is released.
    const lastOrder = (await fulfilment.liveSiblings(order.invoice_id, order.id)) === 0;
    if (lastOrder) await deps.promos.releaseRedemptions(tx, order.invoice_code);
    else {
      const funding = await fulfilment.promoFunding(order.id);
      const released = funding.filter((promo) => promo.storeFunded).map((promo) => promo.promoId);
      if (released.length > 0) await deps.promos.releaseRedemptions(tx, order.invoice_code, released);
    }
    step("status");
    await fulfilment.move(order.id, { status_order: status, due_at: null, status_reason: reason }, now);
    step("notify");
    await notifyOrderMove(
      tx,
      order,
      status === "reject" ? { move: "rejected", reason } : { move: "cancelled", reason },
      now,
    );
  }

  /** The store's held share becomes available: the order is done. */
  async function complete(tx: Executor, order: FulfilmentOrder, now: Date) {
    const settlement = await ensureSettled(tx, order);
    const held = heldBy(settlement, order.merchant_id);
    step("ledger");
    await createLedgerRepository(tx).post(releaseJournal(order.order_code, order.merchant_id, held));
    step("status");
    await createFulfilmentRepository(tx).move(order.id, { status_order: "complete", due_at: null }, now);
    step("notify");
    await notifyOrderMove(tx, order, { move: "completed", released: held }, now);
  }

  /**
   * The parcel reached `stage` at `at`: its tracking event, and the order moves as decision 0030 says (sent once
   * the courier has it; delivered on arrival, with the auto-complete deadline; a failed parcel waits for a
   * person). `nextDue`: when the local courier's next step falls due. Answers the order's status after it.
   */
  async function reachStage(
    tx: Executor,
    order: FulfilmentOrder,
    parcel: Pick<ShipmentRow, "id" | "airway_bill">,
    stage: ParcelStage,
    at: Date,
    now: Date,
    nextDue: Date | null,
  ): Promise<string> {
    step("shipment");
    await createShipmentRepository(tx).advance(parcel.id, stage, at);
    // A finished order keeps its status; the timeline still records where the parcel went.
    if (order.status_order !== "pickup" && order.status_order !== "send") return order.status_order;
    const fulfilment = createFulfilmentRepository(tx);
    step("status");
    if (stage === "failed") {
      await fulfilment.move(order.id, { due_at: null }, now);
      return order.status_order;
    }
    await fulfilment.move(
      order.id,
      stage === "arrived"
        ? { status_order: "send", delivered_at: at, due_at: after(at, timers.autoCompleteMs) }
        : { status_order: "send", due_at: nextDue },
      now,
    );
    step("notify");
    if (order.status_order === "pickup")
      await notifyOrderMove(tx, order, { move: "picked_up", airwayBill: parcel.airway_bill }, at);
    if (stage === "arrived") await notifyOrderMove(tx, order, { move: "delivered" }, at);
    return "send";
  }

  /** The local courier's next step for a handed-over order, at the time it was due (a late sweep catches up). */
  async function advanceParcel(tx: Executor, order: FulfilmentOrder, at: Date, now: Date) {
    const parcel = await createShipmentRepository(tx).ofOrder(order.id);
    // Another provider's parcel moves by its reports (courierReport); only its arrival starts a timer.
    const next = parcel?.courier === LOCAL_COURIER ? nextStage(parcel.stage as ParcelStage, deps.courier) : null;
    if (!parcel || !next) {
      // Delivered and not confirmed in time: done.
      if (order.status_order === "send" && order.delivered_at) return complete(tx, order, now);
      return createFulfilmentRepository(tx).move(order.id, { due_at: null }, now);
    }
    const following = nextStage(next.stage, deps.courier);
    await reachStage(tx, order, parcel, next.stage, at, now, following ? after(at, following.afterMs) : null);
  }

  /** Checks that the actor may make a move `from` this status: not theirs → not found; moved on → conflict. */
  function checkMovable(actor: Actor, order: FulfilmentOrder | null, from: string): asserts order is FulfilmentOrder {
    const owns =
      order !== null &&
      ("store" in actor ? order.merchant_id === actor.store.id : order.user_id === actor.userId) &&
      order.status_order !== "waiting_payment";
    if (!owns) throw new AppError("NOT_FOUND", "order.not_found");
    if (order.status_order !== from)
      throw new AppError("CONFLICT", "order.status_changed", { values: { status: order.status_order } });
  }

  /**
   * Books the courier for the store's approved order, before the pickup move's transaction: an outside provider
   * is called without holding the order's lock. Booking is idempotent by the order's code (a retry after a
   * failed move finds the first booking).
   */
  async function bookCourier(store: { id: number }, orderCode: string) {
    const fulfilment = createFulfilmentRepository(db);
    const order = await fulfilment.byCode(orderCode);
    checkMovable({ store }, order, "approve");
    const details = await fulfilment.pickupDetails(order.id);
    const request: PickupRequest = {
      reference: order.order_code,
      courierCode: details!.shipping.courier_code,
      serviceCode: details!.shipping.service_code,
      origin: {
        name: details!.store_name,
        phone: details!.store_phone ?? "",
        address: details!.store_address ?? "",
        postalCode: details!.store_zipcode,
      },
      destination: {
        name: details!.address.behalf_name,
        phone: details!.address.behalf_phone,
        address: details!.address.address,
        postalCode: details!.address.zipcode,
      },
      items: details!.items.map((item) => ({
        name: item.name,
        value: item.publish_price,
        qty: item.qty,
        weightGrams: item.weight_grams,
      })),
    };
    try {
      return await carrier.requestPickup(request);
    } catch (error) {
      // The provider is down or refused the booking: nothing moved; the store may try again.
      if (error instanceof ProviderError) throw new AppError("CONFLICT", "order.courier_unavailable");
      throw error;
    }
  }

  /**
   * Runs `work` on the caller's order under its row lock. Not the caller's → not found; a status other than
   * `from` → conflict (someone else moved it first).
   */
  function withOrder<T>(
    actor: Actor,
    orderCode: string,
    from: string,
    work: (tx: Executor, order: FulfilmentOrder, now: Date) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const order = await createFulfilmentRepository(tx).lockByCode(orderCode);
      checkMovable(actor, order, from);
      return work(tx, order, clock.now());
    });
  }

  async function approve(store: { id: number }, raw: unknown): Promise<{ order_code: string }> {
    const { order_code } = parseInput(storeOrderInput, raw);
    return withOrder({ store }, order_code, "confirmation", async (tx, order, now) => {
      step("status");
      await createFulfilmentRepository(tx).move(
        order.id,
        { status_order: "approve", due_at: after(now, timers.shipMs) },
        now,
      );
      step("notify");
      await notifyOrderMove(tx, order, { move: "approved" }, now);
      return { order_code };
    });
  }

  return {
    /** The store accepts a paid order; it must hand it to the courier within ORDER_SHIP_HOURS. */
    approve,

    /**
     * Bulk approve (decision 0037): each order through approve, in its own transaction, so that one the buyer or
     * a timer moved first, or one that is not the store's, is refused alone and the others still go through.
     */
    async approveMany(store: { id: number }, raw: unknown): Promise<BulkApproveResult> {
      const { order_codes } = parseInput(bulkStoreOrdersInput, raw);
      const result: BulkApproveResult = { approved: [], refused: [] };
      for (const order_code of order_codes) {
        try {
          await approve(store, { order_code });
          result.approved.push(order_code);
        } catch (error) {
          if (!isAppError(error)) throw error;
          result.refused.push({ order_code, code: error.code, messageKey: error.messageKey, values: error.values });
        }
      }
      return result;
    },

    /** The store turns a paid order down, with a reason for the buyer, who gets their money back. */
    async reject(store: { id: number }, raw: unknown): Promise<{ order_code: string }> {
      const { order_code, reason } = parseInput(rejectOrderInput, raw);
      return withOrder({ store }, order_code, "confirmation", async (tx, order, now) => {
        await refund(tx, order, "reject", reason, now);
        return { order_code };
      });
    },

    /**
     * The store asks the courier to collect an approved order: it gets the parcel's airway bill number. The
     * local courier then moves the parcel by the sweep; another provider by its reports (courierReport).
     */
    async pickup(store: { id: number }, raw: unknown): Promise<{ order_code: string; airway_bill: string }> {
      const { order_code } = parseInput(storeOrderInput, raw);
      const booking = await bookCourier(store, order_code);
      return withOrder({ store }, order_code, "approve", async (tx, order, now) => {
        step("shipment");
        await createShipmentRepository(tx).open(order.id, carrier.name, booking, now);
        step("status");
        await createFulfilmentRepository(tx).move(
          order.id,
          { status_order: "pickup", due_at: carrier.name === LOCAL_COURIER ? after(now, deps.courier.pickupMs) : null },
          now,
        );
        return { order_code, airway_bill: booking.airwayBill };
      });
    },

    /**
     * What a courier provider reported of one of its parcels (a poll's answer or a webhook's notice): each stage
     * past the parcel's current one is recorded and moves the order as the local courier's would. A repeated or
     * older report changes nothing. `found` is false for a parcel this provider does not carry here.
     */
    async courierReport(
      courier: string,
      key: { trackingId: string | null; airwayBill: string | null },
      report: TrackingReport,
    ): Promise<{ found: boolean; moved: number }> {
      return db.transaction(async (tx) => {
        const shipments = createShipmentRepository(tx);
        const found = await shipments.find(courier, key);
        if (!found) return { found: false, moved: 0 };
        let order = (await createFulfilmentRepository(tx).lockById(found.order_id))!;
        // Read again under the order's lock: a concurrent report may have moved it.
        const parcel = (await shipments.ofOrder(order.id))!;
        const now = clock.now();
        if (report.airwayBill && report.airwayBill !== parcel.airway_bill) {
          await shipments.renumber(parcel.id, report.airwayBill, now);
          parcel.airway_bill = report.airwayBill;
        }
        let stage = parcel.stage as ParcelStage;
        let lastAt = (await shipments.events(parcel.id)).at(-1)?.occurred_at ?? now;
        let moved = 0;
        for (const update of report.updates) {
          if (stageRank(update.stage) <= stageRank(stage)) continue;
          // When the courier said, but never in the future nor before the parcel's last stage.
          const said = update.at && update.at < now ? update.at : now;
          const at = said < lastAt ? lastAt : said;
          const status = await reachStage(tx, order, parcel, update.stage, at, now, null);
          order = {
            ...order,
            status_order: status,
            delivered_at: update.stage === "arrived" ? at : order.delivered_at,
          };
          stage = update.stage;
          lastAt = at;
          moved += 1;
        }
        return { found: true, moved };
      });
    },

    /** The buyer cancels before the store approved (money back), or confirms receipt of a sent order (done). */
    async changeByBuyer(userId: number, raw: unknown): Promise<{ order_code: string; status_order: string }> {
      const { order_code, status } = parseInput(buyerOrderStatusInput, raw);
      if (status === "cancel")
        return withOrder({ userId }, order_code, "confirmation", async (tx, order, now) => {
          await refund(tx, order, "cancel", "buyer", now);
          return { order_code, status_order: "cancel" };
        });
      return withOrder({ userId }, order_code, "send", async (tx, order, now) => {
        await complete(tx, order, now);
        return { order_code, status_order: "complete" };
      });
    },

    /**
     * Makes every timed move that is due (decision 0030), one order per transaction, claiming rows with
     * SKIP LOCKED: any number of processes may sweep at once. Returns how many moves it made.
     */
    async sweep(limit = 1_000): Promise<number> {
      let moved = 0;
      while (moved < limit) {
        const did = await db.transaction(async (tx) => {
          const now = clock.now();
          const order = await createFulfilmentRepository(tx).claimDue(now);
          if (!order) return false;
          const due = order.due_at!;
          switch (order.status_order) {
            case "confirmation":
              await refund(tx, order, "cancel", TIMER_REASONS.response, now);
              break;
            case "approve":
              await refund(tx, order, "cancel", TIMER_REASONS.ship, now);
              break;
            case "pickup":
            case "send":
              await advanceParcel(tx, order, due, now);
              break;
            default:
              await createFulfilmentRepository(tx).move(order.id, { due_at: null }, now);
          }
          return true;
        });
        if (!did) return moved;
        moved += 1;
      }
      return moved;
    },
  };
}

export type OrderFulfilment = ReturnType<typeof createOrderFulfilment>;

import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import type { Database, Executor } from "../../db/client.ts";
import { notify, type NotificationKind, type NotificationRecipient } from "../notification/index.ts";
import { createFulfilmentRepository, type FulfilmentOrder } from "../order/index.ts";
import type { Clock } from "../shared/clock.ts";
import { formatRupiah } from "../shared/money.ts";

dayjs.extend(utc);

/*
 * Who hears of an order's moves after payment (issue 24, decision 0029): each move calls `notifyOrderMove` in
 * its own transaction, so a notification exists exactly when its move committed. Each reference names the
 * move (`order:<code>:<move>`), so a repeated move or sweep tells nobody twice.
 */

/** A move of the order that someone is told of. */
export type OrderMoveNotice =
  | { move: "approved" }
  | { move: "rejected"; reason: string }
  /** `reason` as the order keeps it (status_reason): 'buyer', 'timer:response' or 'timer:ship'. */
  | { move: "cancelled"; reason: string }
  | { move: "picked_up"; airwayBill: string }
  | { move: "delivered" }
  /** `released`: the store's share that became available. */
  | { move: "completed"; released: number };

type Order = Pick<FulfilmentOrder, "order_code" | "user_id" | "merchant_id">;

/** The buyer's and the seller's page of an order (site paths, without the language prefix). */
export const buyerOrderLink = (code: string) => `/user/order/detail/${code}`;
export const sellerOrderLink = (code: string) => `/merchant/dashboard/order/${code}`;

/** A moment as both languages write it in a notification: Jakarta time, '28/11/2026 09:00 WIB'. */
export function formatDeadline(at: Date): string {
  return `${dayjs
    .utc(at)
    .utcOffset(7 * 60)
    .format("DD/MM/YYYY HH:mm")} WIB`;
}

interface Told {
  to: "buyer" | "store";
  kind: NotificationKind;
  params?: Record<string, string | number>;
}

/** Who is told what of a move; nobody for a move they made themselves (the buyer's own cancel). */
function toldOf(notice: OrderMoveNotice): Told[] {
  switch (notice.move) {
    case "approved":
      return [{ to: "buyer", kind: "order_approved" }];
    case "rejected":
      return [{ to: "buyer", kind: "order_rejected", params: { reason: notice.reason } }];
    case "cancelled":
      if (notice.reason === "buyer") return [{ to: "store", kind: "order_cancelled_by_buyer" }];
      return [{ to: "buyer", kind: notice.reason === "timer:ship" ? "order_cancelled_unshipped" : "order_cancelled" }];
    case "picked_up":
      return [{ to: "buyer", kind: "order_picked_up", params: { airway_bill: notice.airwayBill } }];
    case "delivered":
      return [{ to: "buyer", kind: "order_delivered" }];
    case "completed":
      return [
        { to: "buyer", kind: "order_completed" },
        { to: "store", kind: "order_funds_released", params: { amount: formatRupiah(notice.released) } },
      ];
  }
}

/** Tells the order's buyer and/or store of `notice`, in the move's transaction; once per order and move. */
export async function notifyOrderMove(tx: Executor, order: Order, notice: OrderMoveNotice, at: Date): Promise<void> {
  const code = order.order_code;
  for (const told of toldOf(notice)) {
    const recipient: NotificationRecipient =
      told.to === "buyer" ? { type: "user", id: order.user_id } : { type: "merchant", id: order.merchant_id };
    await notify(tx, {
      recipient,
      kind: told.kind,
      reference: `order:${code}:${notice.move}`,
      params: { order_code: code, ...told.params },
      link: told.to === "buyer" ? buyerOrderLink(code) : sellerOrderLink(code),
      at,
    });
  }
}

/**
 * Warns stores ORDER_DEADLINE_WARNING_HOURS before a timer would cancel their order (to answer a paid order,
 * or to hand an approved one to the courier). Like the order sweep, one order per transaction, claimed with
 * SKIP LOCKED; the order keeps the deadline it was warned of, so each deadline is warned of once.
 */
export function createDeadlineWarnings({ db, clock, warningMs }: { db: Database; clock: Clock; warningMs: number }) {
  return {
    /** Sends every warning that is due; returns how many orders it warned about. */
    async sweep(limit = 1_000): Promise<number> {
      if (warningMs <= 0) return 0;
      let warned = 0;
      while (warned < limit) {
        const did = await db.transaction(async (tx) => {
          const now = clock.now();
          const orders = createFulfilmentRepository(tx);
          const order = await orders.claimWarning(now, new Date(now.getTime() + warningMs));
          if (!order) return false;
          const due = order.due_at!;
          const shipping = order.status_order === "approve";
          await notify(tx, {
            recipient: { type: "merchant", id: order.merchant_id },
            kind: shipping ? "order_ship_due" : "order_response_due",
            reference: `order:${order.order_code}:${shipping ? "ship_due" : "response_due"}`,
            params: { order_code: order.order_code, deadline: formatDeadline(due) },
            link: sellerOrderLink(order.order_code),
            at: now,
          });
          await orders.markWarned(order.id, due);
          return true;
        });
        if (!did) return warned;
        warned += 1;
      }
      return warned;
    },
  };
}

export type DeadlineWarnings = ReturnType<typeof createDeadlineWarnings>;

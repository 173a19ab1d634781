import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { ProviderError, type CourierProvider } from "../providers/index.ts";
import type { Clock } from "../shared/clock.ts";
import { createShipmentRepository } from "../shipment/index.ts";
import type { OrderFulfilment } from "./order-fulfilment.ts";

export interface CourierTrackingDeps {
  db: Database;
  clock: Clock;
  courier: CourierProvider;
  fulfilment: Pick<OrderFulfilment, "courierReport">;
  /** How long after asking about a parcel it is asked again (COURIER_POLL_MINUTES); 0: never (webhooks only). */
  pollMs: number;
  /**
   * The shared secret the provider sends with its webhook, in the header `header` (BITESHIP_WEBHOOK_SECRET and
   * _HEADER); without a secret no notice is accepted.
   */
  webhook?: { secret: string | undefined; header: string };
}

/** The outcome of a pushed notice; the webhook route answers by it. */
export type NoticeOutcome = "applied" | "ignored" | "disabled" | "rejected_secret";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Where an outside courier's parcels are (decision 36): asked by a poll, or told by the provider's webhook.
 * Both end in the fulfilment's courierReport, which records each new stage and moves the order. The local
 * courier needs neither: the order sweep moves its parcels.
 */
export function createCourierTracking({ db, clock, courier, fulfilment, pollMs, webhook }: CourierTrackingDeps) {
  return {
    /** The provider whose notices `receive` reads ('local' has none). */
    provider: courier.name,
    /** The header the webhook's secret comes in (lower case). */
    webhookHeader: webhook?.header ?? "x-webhook-secret",

    /**
     * Asks the provider about each of its parcels on the road not asked about for `pollMs`, one at a time: a
     * parcel is claimed (SKIP LOCKED) and marked asked in a short transaction, asked with no transaction open,
     * and its report applied in another. Any number of processes may poll. A provider outage ends the round;
     * the parcel is asked again next time. Returns how many parcels were asked about.
     */
    async poll(limit = 100): Promise<number> {
      const track = courier.track;
      if (!track || pollMs <= 0) return 0;
      let asked = 0;
      while (asked < limit) {
        const now = clock.now();
        const parcel = await db.transaction((tx) =>
          createShipmentRepository(tx).claimUnchecked(courier.name, new Date(now.getTime() - pollMs), now),
        );
        if (!parcel) break;
        asked += 1;
        const key = { trackingId: parcel.tracking_id, airwayBill: parcel.airway_bill };
        let report;
        try {
          report = await track(key);
        } catch (error) {
          if (error instanceof ProviderError) break;
          throw error;
        }
        await fulfilment.courierReport(courier.name, key, report);
      }
      return asked;
    },

    /**
     * A notice `provider` pushed, with the secret its request presented: 'disabled' when that provider is not
     * the one configured or no secret is set; 'rejected_secret' when the secret is wrong (nothing read); else
     * 'applied' when it is about one of our parcels (a repeat changes nothing), 'ignored' when it is not one we
     * understand or carry. The body only names a parcel and a status: no address is ever taken from it.
     */
    async receive(
      provider: string,
      presented: string | undefined,
      body: unknown,
    ): Promise<{ outcome: NoticeOutcome; moved: number }> {
      const secret = webhook?.secret;
      if (provider !== courier.name || !courier.readNotice || !secret) return { outcome: "disabled", moved: 0 };
      // Compared as digests: equal lengths, in constant time.
      if (presented === undefined || !timingSafeEqual(digest(presented), digest(secret)))
        return { outcome: "rejected_secret", moved: 0 };
      const notice = courier.readNotice(body);
      if (!notice) return { outcome: "ignored", moved: 0 };
      const result = await fulfilment.courierReport(courier.name, notice, notice.report);
      return { outcome: result.found ? "applied" : "ignored", moved: result.moved };
    },
  };
}

export type CourierTracking = ReturnType<typeof createCourierTracking>;

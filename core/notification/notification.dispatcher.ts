import type { Database } from "../../db/client.ts";
import { translator } from "../../i18n/index.ts";
import type { Mailer } from "../providers/index.ts";
import type { Clock } from "../shared/clock.ts";
import { createNotificationRepository, type ClaimedDelivery } from "./notification.repository.ts";
import { NOTIFICATION_KINDS, type NotificationKind } from "./notification.view.ts";

/** How long a claimed delivery is someone's before another dispatcher may take it again. */
export const DELIVERY_LEASE_MS = 5 * 60_000;
/** Tries before a delivery is given up ('failed'); the waits between them grow. */
export const DELIVERY_MAX_ATTEMPTS = 6;
const BATCH = 20;

export interface NotificationDispatcherDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** The site's origin, for the link in a mail (PUBLIC_URL, or the local address). */
  siteUrl: string;
}

/** The wait after the n-th failed try: 1, 4, 9, 16… minutes. */
export function retryDelayMs(attempts: number): number {
  return attempts * attempts * 60_000;
}

/**
 * Delivers the outbox: a notification is already in its recipient's list once its event committed; what is
 * left is the mail of the kinds that send one. Any number of processes may dispatch at once: each claims
 * different rows (decision 0029).
 */
export function createNotificationDispatcher({ db, clock, mailer, siteUrl }: NotificationDispatcherDeps) {
  const notifications = createNotificationRepository(db);

  /** Both languages in one mail: the recipient has no language setting, and Indonesian comes first. */
  function mailOf(delivery: ClaimedDelivery) {
    const [id, en] = [translator("id"), translator("en")];
    const link = delivery.link ? `${siteUrl.replace(/\/$/, "")}${delivery.link}` : null;
    const part = (t: typeof id) =>
      [t(delivery.title_key, delivery.params), "", t(delivery.body_key, delivery.params)].join("\n");
    return {
      subject: `${id(delivery.title_key, delivery.params)} · Pasar`,
      text: [part(id), ...(link ? ["", link] : []), "", "—", "", part(en), ...(link ? ["", link] : [])].join("\n"),
    };
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    if (!NOTIFICATION_KINDS[delivery.kind as NotificationKind]?.mail) return;
    const mailbox = await notifications.mailbox({ type: delivery.recipient_type, id: delivery.recipient_id });
    // The account or store is gone: nobody to write to, and nothing to retry.
    if (!mailbox) return;
    await mailer.send({ to: mailbox, ...mailOf(delivery) });
  }

  return {
    /** One round: claims what is due and delivers it. What was delivered, and what failed (to be retried). */
    async dispatch(): Promise<{ delivered: number; failed: number }> {
      const claimed = await notifications.claimDue(clock.now(), BATCH, DELIVERY_LEASE_MS);
      let delivered = 0;
      let failed = 0;
      for (const delivery of claimed) {
        try {
          await deliver(delivery);
          await notifications.markDelivered(delivery.outbox_id, clock.now());
          delivered += 1;
        } catch (error) {
          failed += 1;
          const retryAt =
            delivery.attempts >= DELIVERY_MAX_ATTEMPTS
              ? null
              : new Date(clock.now().getTime() + retryDelayMs(delivery.attempts));
          await notifications.markFailedTry(delivery.outbox_id, String(error), retryAt);
        }
      }
      return { delivered, failed };
    },
  };
}

export type NotificationDispatcher = ReturnType<typeof createNotificationDispatcher>;

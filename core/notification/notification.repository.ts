import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { user } from "../account/account.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { notification, notification_outbox } from "./notification.tables.ts";
import type { NotificationCategory, NotificationRecipient } from "./notification.view.ts";

/** A notification as `notify` writes it. */
export interface NotificationInsert {
  recipient: NotificationRecipient;
  category: NotificationCategory;
  kind: string;
  reference: string;
  title_key: string;
  body_key: string;
  params: Record<string, string | number>;
  link: string | null;
}

/** An outbox row a dispatcher claimed, with the notification it delivers. */
export interface ClaimedDelivery {
  outbox_id: number;
  attempts: number;
  notification_id: number;
  recipient_type: "user" | "merchant";
  recipient_id: number;
  kind: string;
  title_key: string;
  body_key: string;
  params: Record<string, string | number>;
  link: string | null;
}

const ownedBy = (recipient: NotificationRecipient) =>
  and(eq(notification.recipient_type, recipient.type), eq(notification.recipient_id, recipient.id));

/** Every read and change is scoped to one recipient's rows: nobody reads or marks another's notifications. */
export function createNotificationRepository(db: Executor) {
  const filtered = (recipient: NotificationRecipient, categories: readonly NotificationCategory[] | null) =>
    categories ? and(ownedBy(recipient), inArray(notification.category, [...categories])) : ownedBy(recipient);

  return {
    /**
     * Writes the notification and its outbox row in one statement, unless the recipient was already told of
     * this kind and reference; the new notification's id, or null for a repeat.
     */
    async insertWithOutbox(row: NotificationInsert, at: Date): Promise<number | null> {
      const inserted = rowsOf<{ notification_id: number }>(
        await db.execute(sql`
          with inserted as (
            insert into notification
              (recipient_type, recipient_id, category, kind, reference, title_key, body_key, params, link, created_at)
            values (${row.recipient.type}, ${row.recipient.id}, ${row.category}, ${row.kind}, ${row.reference},
              ${row.title_key}, ${row.body_key}, ${JSON.stringify(row.params)}::jsonb, ${row.link}, ${at.toISOString()}::timestamptz)
            on conflict (recipient_type, recipient_id, kind, reference) do nothing
            returning id
          )
          insert into notification_outbox (notification_id, available_at, created_at)
          select id, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz from inserted
          returning notification_id`),
      );
      return inserted.length > 0 ? Number(inserted[0]!.notification_id) : null;
    },

    async count(recipient: NotificationRecipient, categories: readonly NotificationCategory[] | null) {
      const [row] = await db.select({ value: count() }).from(notification).where(filtered(recipient, categories));
      return Number(row?.value ?? 0);
    },

    async unreadCount(recipient: NotificationRecipient): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notification)
        .where(and(ownedBy(recipient), isNull(notification.read_at)));
      return Number(row?.value ?? 0);
    },

    /** Newest first. */
    async page(
      recipient: NotificationRecipient,
      categories: readonly NotificationCategory[] | null,
      limit: number,
      offset: number,
    ) {
      return db
        .select()
        .from(notification)
        .where(filtered(recipient, categories))
        .orderBy(desc(notification.created_at), desc(notification.id))
        .limit(limit)
        .offset(offset);
    },

    /** 'missing' when the recipient has no such notification; one already read keeps its first time. */
    async markRead(recipient: NotificationRecipient, id: number, at: Date): Promise<"marked" | "already" | "missing"> {
      const rows = await db
        .update(notification)
        .set({ read_at: at })
        .where(and(ownedBy(recipient), eq(notification.id, id), isNull(notification.read_at)))
        .returning({ id: notification.id });
      if (rows.length > 0) return "marked";
      const [existing] = await db
        .select({ id: notification.id })
        .from(notification)
        .where(and(ownedBy(recipient), eq(notification.id, id)));
      return existing ? "already" : "missing";
    },

    /** How many were unread. */
    async markAllRead(recipient: NotificationRecipient, at: Date): Promise<number> {
      const rows = await db
        .update(notification)
        .set({ read_at: at })
        .where(and(ownedBy(recipient), isNull(notification.read_at)))
        .returning({ id: notification.id });
      return rows.length;
    },

    /**
     * Claims up to `limit` due outbox rows for `leaseMs`: they are locked while this statement runs, so a
     * concurrent claim skips them (SKIP LOCKED) rather than waiting, and once it commits they are not due until
     * the lease ends. A dispatcher that dies before marking one delivered leaves it to be claimed again then
     * (at least once).
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
      const rows = rowsOf<ClaimedDelivery>(
        await db.execute(sql`
          with due as (
            select id from notification_outbox
            where status = 'pending' and available_at <= ${now.toISOString()}::timestamptz
            order by available_at, id
            limit ${limit}
            for update skip locked
          )
          update notification_outbox o
          set available_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, attempts = o.attempts + 1
          from due, notification n
          where o.id = due.id and n.id = o.notification_id
          returning o.id as outbox_id, o.attempts, n.id as notification_id, n.recipient_type, n.recipient_id, n.kind,
            n.title_key, n.body_key, n.params, n.link`),
      );
      return rows.map((row) => ({
        ...row,
        outbox_id: Number(row.outbox_id),
        notification_id: Number(row.notification_id),
        recipient_id: Number(row.recipient_id),
        attempts: Number(row.attempts),
        params: typeof row.params === "string" ? (JSON.parse(row.params) as ClaimedDelivery["params"]) : row.params,
      }));
    },

    async markDelivered(outboxId: number, at: Date): Promise<void> {
      await db
        .update(notification_outbox)
        .set({ status: "done", delivered_at: at, last_error: null })
        .where(eq(notification_outbox.id, outboxId));
    },

    /** A failed try: due again at `retryAt`, or given up ('failed') when that is null. */
    async markFailedTry(outboxId: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(notification_outbox)
        .set({ last_error: error.slice(0, 500), ...(retryAt ? { available_at: retryAt } : { status: "failed" }) })
        .where(eq(notification_outbox.id, outboxId));
    },

    /** Where a recipient's mail goes: the buyer's address, or the address of the store's owner. */
    async mailbox(recipient: NotificationRecipient): Promise<{ email: string; name: string } | null> {
      if (recipient.type === "user") {
        const [row] = await db
          .select({ email: user.email, name: sql<string>`coalesce(${user.fullname}, ${user.email})` })
          .from(user)
          .where(eq(user.id, recipient.id));
        return row ?? null;
      }
      const [row] = await db
        .select({ email: user.email, name: merchant.name })
        .from(merchant)
        .innerJoin(user, eq(user.id, merchant.user_id))
        .where(eq(merchant.id, recipient.id));
      return row ?? null;
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

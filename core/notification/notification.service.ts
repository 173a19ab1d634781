import type { Database, Executor } from "../../db/client.ts";
import { translator, type Lang } from "../../i18n/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { offsetOf, paginationMeta, type PageUrl } from "../shared/pagination.ts";
import { parseInput } from "../shared/validation.ts";
import type { NotificationDto, NotificationListMetaDto, NotificationReadDto } from "./notification.dto.ts";
import { notificationListQuery, notificationReadInput, type NotificationListQuery } from "./notification.inputs.ts";
import { createNotificationRepository } from "./notification.repository.ts";
import {
  NOTIFICATION_KINDS,
  notificationKeys,
  type NotificationKind,
  type NotificationRecipient,
} from "./notification.view.ts";

/** What happened, to whom: what a workflow hands `notify`. */
export interface NotificationEvent {
  recipient: NotificationRecipient;
  kind: NotificationKind;
  /** The business event (`invoice:INV-…`, `order:ORD-…:approved`): the recipient is told of it once. */
  reference: string;
  /** The values the title and body name ({invoice_code}, {order_code}…), as they should read. */
  params?: Record<string, string | number>;
  /** A site path without the language prefix, e.g. /user/order/list. */
  link?: string | null;
  at: Date;
}

/**
 * Tells the recipient of `event` inside the caller's transaction (the transactional outbox): the
 * notification and its outbox row are written with the event, so they exist exactly when it committed.
 * A repeat of the same kind and reference writes nothing; the answer is false then.
 */
export async function notify(tx: Executor, event: NotificationEvent): Promise<boolean> {
  const keys = notificationKeys(event.kind);
  const id = await createNotificationRepository(tx).insertWithOutbox(
    {
      recipient: event.recipient,
      category: NOTIFICATION_KINDS[event.kind].category,
      kind: event.kind,
      reference: event.reference,
      title_key: keys.title,
      body_key: keys.body,
      params: event.params ?? {},
      link: event.link ?? null,
    },
    event.at,
  );
  return id !== null;
}

/** The reader's side of notifications: a buyer's or a store's list, its unread count, marking read. */
export function createNotificationService({ db, clock }: { db: Database; clock: Clock }) {
  const notifications = createNotificationRepository(db);
  return {
    async list(
      recipient: NotificationRecipient,
      rawQuery: NotificationListQuery,
      { lang, pageUrl }: { lang: Lang; pageUrl: PageUrl },
    ): Promise<{ items: NotificationDto[]; meta: NotificationListMetaDto }> {
      const query = parseInput(notificationListQuery, rawQuery);
      const [total, unread] = await Promise.all([
        notifications.count(recipient, query.categories),
        notifications.unreadCount(recipient),
      ]);
      const offset = offsetOf(query.page, query.per_page);
      const rows = offset >= total ? [] : await notifications.page(recipient, query.categories, query.per_page, offset);
      const t = translator(lang);
      const items = rows.map((row): NotificationDto => ({
        id: row.id,
        category: NOTIFICATION_KINDS[row.kind as NotificationKind].category,
        kind: row.kind as NotificationKind,
        title: t(row.title_key, row.params),
        body: t(row.body_key, row.params),
        link: row.link,
        is_read: row.read_at !== null,
        read_at: row.read_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
      }));
      return {
        items,
        meta: { ...paginationMeta(total, query.page, query.per_page, items.length, pageUrl), unread },
      };
    },

    /** The header's badge (spec §7 new_notification). */
    async unreadCount(recipient: NotificationRecipient): Promise<number> {
      return notifications.unreadCount(recipient);
    },

    /** Another recipient's notification, or none, is 404 and nothing changes. */
    async markRead(recipient: NotificationRecipient, rawInput: unknown): Promise<NotificationReadDto> {
      const { id } = parseInput(notificationReadInput, rawInput);
      const outcome = await notifications.markRead(recipient, id, clock.now());
      if (outcome === "missing") throw new AppError("NOT_FOUND", "notification.not_found");
      return { marked: outcome === "marked" ? 1 : 0, new_notification: await notifications.unreadCount(recipient) };
    },

    async markAllRead(recipient: NotificationRecipient): Promise<NotificationReadDto> {
      const marked = await notifications.markAllRead(recipient, clock.now());
      return { marked, new_notification: await notifications.unreadCount(recipient) };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

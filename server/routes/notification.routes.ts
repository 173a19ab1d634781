import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  newNotificationDto,
  notificationDto,
  notificationListMetaDto,
  notificationListQuery,
  notificationReadDto,
  notificationReadInput,
  NOTIFICATION_CATEGORIES,
  NOTIFICATIONS_PER_PAGE,
  type NotificationRecipient,
} from "../../core/notification/index.ts";
import type { Services } from "../../core/services.ts";
import { requireMerchant, requireViewer } from "../http/auth.ts";
import { samePathPageUrl } from "../http/page-url.ts";
import { envelope } from "../http/response-schemas.ts";
import { bearerRoute, langOnlyQuery } from "../http/route-options.ts";

/** One inbox's calls: where they live, whose notifications they are, how the docs name the owner. */
interface Inbox {
  base: string;
  tag: string;
  owner: string;
  recipientOf(request: FastifyRequest): Promise<NotificationRecipient>;
}

const INBOXES: Inbox[] = [
  {
    base: "/buyer/dashboard/notification",
    tag: "notification",
    owner: "the signed-in buyer",
    recipientOf: async (request) => ({ type: "user", id: (await requireViewer(request)).userId }),
  },
  {
    // The store is the caller's own (requireMerchant), never one named by the request.
    base: "/merchant/dashboard/notification",
    tag: "merchant notification",
    owner: "the signed-in merchant's store (a shopper without a store gets 403)",
    recipientOf: async (request) => ({ type: "merchant", id: (await requireMerchant(request)).store.id }),
  },
];

/**
 * Spec §7 notification calls, for the buyer and under the merchant dashboard for the store: a list by
 * category, marking one or all read, and the header's count. Each acts on its caller's own inbox only: another's
 * notification id is 404 and nothing changes.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { notifications } = services;

  for (const inbox of INBOXES) {
    app.get(
      `${inbox.base}/list`,
      bearerRoute(inbox.tag, {
        summary: `Notifications of ${inbox.owner}, newest first, ${NOTIFICATIONS_PER_PAGE} a page`,
        description:
          `\`categories\`: all (the default) or one or more of ${NOTIFICATION_CATEGORIES.join(", ")}, comma-separated; ` +
          "an unknown one is 422. Titles and bodies are in the request's language. `meta.unread` counts every unread one.",
        querystring: notificationListQuery,
        response: { 200: envelope(z.array(notificationDto), notificationListMetaDto) },
      }),
      async (request, reply) => {
        const recipient = await inbox.recipientOf(request);
        const list = await notifications.list(recipient, request.query, {
          lang: request.lang,
          pageUrl: samePathPageUrl(request),
        });
        reply.header("cache-control", "private, no-store");
        return reply.ok(list.items, { meta: list.meta });
      },
    );

    app.post(
      `${inbox.base}/read`,
      bearerRoute(inbox.tag, {
        summary: "Mark one notification read",
        description: "Reading one already read changes nothing (`marked: 0`). Another's notification, or none, is 404.",
        body: notificationReadInput,
        response: { 200: envelope(notificationReadDto) },
      }),
      async (request, reply) => {
        const recipient = await inbox.recipientOf(request);
        return reply.ok(await notifications.markRead(recipient, request.body), {
          message: { key: "notification.marked_read" },
        });
      },
    );

    app.post(
      `${inbox.base}/setallasread`,
      bearerRoute(inbox.tag, {
        summary: "Mark every notification read",
        querystring: langOnlyQuery,
        response: { 200: envelope(notificationReadDto) },
      }),
      async (request, reply) => {
        const result = await notifications.markAllRead(await inbox.recipientOf(request));
        return reply.ok(result, {
          message:
            result.marked > 0
              ? { key: "notification.marked_all_read", values: { count: result.marked } }
              : { key: "notification.nothing_to_mark" },
        });
      },
    );

    app.get(
      `${inbox.base}/new`,
      bearerRoute(inbox.tag, {
        summary: "How many notifications are unread (the header's badge; spec §7 data.new_notification)",
        querystring: langOnlyQuery,
        response: { 200: envelope(newNotificationDto) },
      }),
      async (request, reply) => {
        const count = await notifications.unreadCount(await inbox.recipientOf(request));
        reply.header("cache-control", "private, no-store");
        return reply.ok({ new_notification: count });
      },
    );
  }
};

import { z } from "zod";
import { paginationMetaDto } from "../shared/pagination.dto.ts";
import { NOTIFICATION_CATEGORIES, NOTIFICATION_KINDS, type NotificationKind } from "./notification.view.ts";

/** A notification as the reader sees it: written in the request's language. */
export const notificationDto = z.object({
  id: z.number(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  kind: z.enum(Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]]),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe("A site path (without the /en prefix) the notification leads to, or null"),
  is_read: z.boolean(),
  read_at: z.string().nullable().describe("When it was first read (ISO 8601), or null"),
  created_at: z.string().describe("ISO 8601; the list is newest first"),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const notificationListMetaDto = paginationMetaDto.extend({
  unread: z.number().describe("The recipient's unread notifications, in every category"),
});
export type NotificationListMetaDto = z.infer<typeof notificationListMetaDto>;

/** GET …/notification/new (spec §7: data.new_notification). */
export const newNotificationDto = z.object({ new_notification: z.number() });

/** POST …/notification/read and setallasread: what changed and the unread count after it. */
export const notificationReadDto = z.object({
  marked: z.number().describe("How many notifications this call marked read (0 when they already were)"),
  new_notification: z.number(),
});
export type NotificationReadDto = z.infer<typeof notificationReadDto>;

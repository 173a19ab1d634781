export {
  createNotificationService,
  notify,
  type NotificationEvent,
  type NotificationService,
} from "./notification.service.ts";
export {
  createNotificationDispatcher,
  DELIVERY_LEASE_MS,
  DELIVERY_MAX_ATTEMPTS,
  retryDelayMs,
  type NotificationDispatcher,
} from "./notification.dispatcher.ts";
export {
  NOTIFICATIONS_PER_PAGE,
  notificationListQuery,
  notificationReadInput,
  type NotificationListQuery,
  type NotificationReadInput,
} from "./notification.inputs.ts";
export {
  newNotificationDto,
  notificationDto,
  notificationListMetaDto,
  notificationReadDto,
  type NotificationDto,
  type NotificationListMetaDto,
  type NotificationReadDto,
} from "./notification.dto.ts";
export {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_KINDS,
  type NotificationCategory,
  type NotificationKind,
  type NotificationRecipient,
} from "./notification.view.ts";

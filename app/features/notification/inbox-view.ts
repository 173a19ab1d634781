import { NOTIFICATION_CATEGORIES, type NotificationCategory } from "../../../core/notification/notification.view.ts";
import { withQuery } from "../../../core/search/search.view.ts";

/** The tab of a notification page: a category, or all of them. */
export type InboxTab = NotificationCategory | "all";
export const INBOX_TABS: readonly InboxTab[] = ["all", ...NOTIFICATION_CATEGORIES];

export interface InboxView {
  tab: InboxTab;
  page: number;
}

/** The page's address for a tab and page; defaults are left out, so equal lists have equal URLs. */
export function inboxHref(path: string, view: InboxView): string {
  const params = new URLSearchParams();
  if (view.tab !== "all") params.set("category", view.tab);
  if (view.page > 1) params.set("page", String(view.page));
  return withQuery(path, params);
}

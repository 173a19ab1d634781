import { data, redirect } from "react-router";
import type { NotificationRecipient } from "../../../core/notification/index.ts";
import { isAppError } from "../../../core/shared/errors.ts";
import { noticeFromError, respondWithNotice, type Notice } from "../../lib/action-outcome.server.ts";
import type { RequestContext } from "../../lib/app-context.ts";
import { langFromPath, localizedPath } from "../../lib/i18n.tsx";
import { pageParam, pickParam } from "../merchant/list-view.ts";
import { INBOX_TABS, inboxHref, type InboxView } from "./inbox-view.ts";

/**
 * A notification page's loader, for a buyer or a store: one tab of the inbox in the page's language. Anything
 * odd in the address falls back to the first page of all; past the last page goes to the last.
 */
export async function loadInbox(ctx: RequestContext, recipient: NotificationRecipient, url: URL, path: string) {
  const lang = langFromPath(url.pathname);
  const view: InboxView = {
    tab: pickParam(url.searchParams.get("category"), INBOX_TABS, "all"),
    page: pageParam(url.searchParams, 10_000),
  };
  const list = await ctx.services.notifications.list(
    recipient,
    { categories: view.tab, page: view.page },
    { lang, pageUrl: (page) => localizedPath(lang, inboxHref(path, { ...view, page })) },
  );
  if (list.items.length === 0 && list.meta.total > 0)
    throw redirect(localizedPath(lang, inboxHref(path, { ...view, page: list.meta.last_page })));
  return { list, view };
}

/**
 * Marking one notification read ('read', with its id) or all of them ('read_all'), as forms that work without
 * JavaScript; with it, the answer is a toast. 'open' marks one read and goes where it leads.
 */
export async function inboxAction(request: Request, ctx: RequestContext, recipient: NotificationRecipient, url: URL) {
  const lang = langFromPath(url.pathname);
  const backTo = `${url.pathname}${url.search}`;
  const form = await request.formData();
  const intent = form.get("intent");
  let notice: Notice | null;
  try {
    if (intent === "read" || intent === "open") {
      await ctx.services.notifications.markRead(recipient, { id: form.get("id") ?? undefined });
      const link = form.get("link");
      // Only a path of this site: the link is the notification's own, sent back by its form.
      if (intent === "open" && typeof link === "string" && link.startsWith("/") && !link.startsWith("//"))
        throw redirect(localizedPath(lang, link));
      notice = { key: "notification.marked_read", tone: "success" };
    } else if (intent === "read_all") {
      const { marked } = await ctx.services.notifications.markAllRead(recipient);
      notice =
        marked > 0
          ? { key: "notification.marked_all_read", values: { count: marked }, tone: "success" }
          : { key: "notification.nothing_to_mark", tone: "info" };
    } else {
      throw data({ messageKey: "errors.invalid_input" }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response || !isAppError(error)) throw error;
    notice = noticeFromError(error);
  }
  return respondWithNotice(request, ctx, notice, backTo);
}

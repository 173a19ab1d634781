import type { ReactNode } from "react";
import type { NotificationDto, NotificationListMetaDto } from "../../../core/notification/notification.dto.ts";
import type { NotificationCategory } from "../../../core/notification/notification.view.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { BellIcon } from "../../components/ui/icons.tsx";
import { IntentButton } from "../../components/ui/intent-button.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";
import { formatJakartaDate } from "../../lib/intl-format.ts";
import { useNoticeFetcher } from "../../lib/use-notice.ts";
import { MerchantTabs } from "../merchant/merchant-tabs.tsx";
import { INBOX_TABS, type InboxView } from "./inbox-view.ts";

const CATEGORY_TONES: Record<NotificationCategory, string> = {
  order: "bg-sky-50 text-sky-700",
  payment: "bg-emerald-50 text-emerald-700",
  wallet: "bg-amber-50 text-amber-700",
  review: "bg-violet-50 text-violet-700",
};

/**
 * A notification page's body, for a buyer or a store: category tabs, 'mark all read', the list and its pages.
 * Every button is a form posting to the page itself, so it works without JavaScript; with it, a toast answers.
 */
export function NotificationInbox({
  list,
  view,
  hrefOf,
  empty,
}: {
  list: { items: NotificationDto[]; meta: NotificationListMetaDto };
  view: InboxView;
  /** The page's address (without the language prefix) for a tab and page. */
  hrefOf: (view: InboxView) => string;
  empty: { linkLabel: string; linkTo: string };
}) {
  const { lang, t } = useI18n();
  const markAll = useNoticeFetcher("notification-read-all");
  const unread = list.meta.unread;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="notification-unread">
          {unread > 0 ? t("notification.unread_count", { count: unread }) : t("notification.bell_none")}
        </p>
        {unread > 0 ? (
          <markAll.Form method="post">
            <CsrfField />
            <MarkReadButton intent="read_all" busy={markAll.state !== "idle"} size="px-4 py-2 text-sm">
              {t("notification.mark_all_read")}
            </MarkReadButton>
          </markAll.Form>
        ) : null}
      </div>

      <MerchantTabs
        label={t("notification.categories")}
        tabs={INBOX_TABS.map((tab) => ({
          key: tab,
          href: localizedPath(lang, hrefOf({ tab, page: 1 })),
          current: view.tab === tab,
          children: t(`notification.category.${tab}`),
        }))}
      />

      {list.items.length === 0 ? (
        view.tab === "all" ? (
          <EmptyState
            illustration={
              <g transform="translate(40 16) scale(2.5)">
                <BellIcon color="#f90717" />
              </g>
            }
            title={t("notification.empty_title")}
            description={t("notification.empty_text")}
            linkLabel={empty.linkLabel}
            linkTo={empty.linkTo}
            testId="notification-empty"
          />
        ) : (
          <p role="status" className="rounded-xl bg-white px-4 py-10 text-center text-sm text-slate-600 shadow-sm">
            {t("notification.empty_category")}
          </p>
        )
      ) : (
        <ul
          className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm"
          aria-label={t("notification.title")}
        >
          {list.items.map((item) => (
            <NotificationRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pagination
        meta={list.meta}
        hrefFor={(page) => localizedPath(lang, hrefOf({ ...view, page }))}
        label={t("notification.pagination")}
      />
    </div>
  );
}

function NotificationRow({ item }: { item: NotificationDto }) {
  const { lang, t } = useI18n();
  const fetcher = useNoticeFetcher(`notification-${item.id}`);
  const when = formatJakartaDate(new Date(item.created_at), lang, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return (
    <li
      className={`flex gap-3 px-4 py-4 ${item.is_read ? "" : "bg-accent-soft/40"}`}
      data-testid="notification-item"
      data-read={item.is_read ? "true" : "false"}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${item.is_read ? "bg-transparent" : "bg-accent-strong"}`}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`rounded px-1.5 py-0.5 text-[11px] font-semibold ${CATEGORY_TONES[item.category]}`}>
            {t(`notification.category.${item.category}`)}
          </span>
          <time dateTime={item.created_at} className="text-xs text-slate-500">
            {when}
          </time>
          {item.is_read ? null : <span className="sr-only">{t("notification.unread")}</span>}
        </div>
        <h2 className={`mt-1 text-sm text-slate-900 ${item.is_read ? "font-medium" : "font-bold"}`}>{item.title}</h2>
        <p className="mt-0.5 text-sm text-slate-600">{item.body}</p>
        <fetcher.Form method="post" className="mt-2 flex flex-wrap gap-2">
          <CsrfField />
          <input type="hidden" name="id" value={item.id} />
          {item.link ? (
            <>
              <input type="hidden" name="link" value={item.link} />
              <IntentButton
                intent="open"
                className="rounded-lg bg-accent-strong px-3 py-1.5 text-xs font-bold text-white hover:bg-accent-dark"
              >
                {t("notification.open")}
              </IntentButton>
            </>
          ) : null}
          {item.is_read ? null : (
            <MarkReadButton intent="read" busy={fetcher.state !== "idle"} size="px-3 py-1.5 text-xs">
              {t("notification.mark_read")}
            </MarkReadButton>
          )}
        </fetcher.Form>
      </div>
    </li>
  );
}

/** 'Mark read', for one notification or all of them: a quiet outline button, held while its form is on its way. */
function MarkReadButton({
  intent,
  busy,
  size,
  children,
}: {
  intent: "read" | "read_all";
  busy: boolean;
  /** Padding and text size: larger above the list, smaller on a row. */
  size: string;
  children: ReactNode;
}) {
  return (
    <IntentButton
      intent={intent}
      disabled={busy}
      className={`rounded-lg border border-slate-300 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60 ${size}`}
    >
      {children}
    </IntentButton>
  );
}

import { CountBadge } from "../../components/ui/count-badge.tsx";
import { BellIcon } from "../../components/ui/icons.tsx";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";

/**
 * The header's bell (spec §2/§7 new_notification): a link to the notifications with the unread count as a
 * badge. The count comes with the page (root loader), so the header makes no request of its own.
 */
export function NotificationBell({ count }: { count: number }) {
  const { t } = useI18n();
  return (
    <LocalLink
      to="/user/notification"
      data-testid="header-notifications"
      aria-label={`${t("notification.bell")}: ${count > 0 ? t("notification.bell_unread", { count }) : t("notification.bell_none")}`}
      className={`relative flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 ${count > 0 ? "text-accent" : "text-slate-600"}`}
    >
      <BellIcon />
      {count > 0 ? <CountBadge count={count} testId="header-notifications-count" /> : null}
    </LocalLink>
  );
}

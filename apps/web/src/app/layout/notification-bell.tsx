import { useTranslation } from 'react-i18next';
import { IconBell } from '../../components/ui/icons';
import { Link } from '../../lib/navigation';
import { useUnreadNotifications } from '../../lib/notifications';

/** The header's bell: the count of unread notices, and the way to them (decision 131). */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  const count = unread.data ?? 0;
  return (
    <Link
      to="/account/notifications"
      className="relative grid size-11 place-items-center rounded-full text-xl text-brand-800 hover:bg-brand-50"
    >
      <IconBell />
      {/* The name comes from this text, not an aria-label, so the badge's digits never contradict it. */}
      <span className="sr-only">{count > 0 ? t('notifications.bell', { count }) : t('nav.notifications')}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute end-1 top-1 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs leading-none font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

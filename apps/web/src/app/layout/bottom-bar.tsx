import { Link } from '../../lib/navigation';
import { useTranslation } from 'react-i18next';
import { IconChart, IconGrid, IconHome, IconTicket, IconWallet } from '../../components/ui/icons';

const ITEM =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 px-0.5 text-center text-xs leading-tight font-medium text-slate-700 data-[status=active]:text-brand-800';

/** At widths up to 1024 px: reports, wallet, home, my bookings and services (which is home) (spec section 2). */
export function BottomBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('layout.quick_links')}
      // Marks the bar for full-page screenshots (e2e/lib/browser.ts), which would draw it mid-page.
      data-bottom-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] desk:hidden"
    >
      <ul className="mx-auto flex max-w-xl">
        <li className="flex flex-1">
          <Link to="/reports" className={ITEM}>
            <IconChart className="text-xl" />
            {t('nav.reports')}
          </Link>
        </li>
        <li className="flex flex-1">
          <Link to="/wallet" className={ITEM}>
            <IconWallet className="text-xl" />
            {t('nav.wallet')}
          </Link>
        </li>
        <li className="flex flex-1">
          <Link to="/" className={ITEM} exact>
            <IconHome className="text-xl" />
            {t('nav.home')}
          </Link>
        </li>
        <li className="flex flex-1">
          <Link to="/my-bookings" className={ITEM}>
            <IconTicket className="text-xl" />
            {t('nav.my_bookings_short')}
          </Link>
        </li>
        <li className="flex flex-1">
          <Link to="/#services" className={ITEM}>
            <IconGrid className="text-xl" />
            {t('nav.services')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

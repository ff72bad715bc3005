import { Link } from '@tanstack/react-router';
import type { StaffArea } from '@portal/contracts/admin';
import { useAdminText } from '../../i18n';
import { NAV } from '../../utils/nav';

/**
 * The areas the role opens: a column on the start side on desktops, a row that scrolls sideways on phones
 * (all entries stay one tap away without a menu to open).
 */
export function AdminNav({ areas }: { areas: StaffArea[] }) {
  const { t } = useAdminText();
  const items = NAV.filter((item) => areas.includes(item.area));
  return (
    <nav
      aria-label={t('shell.menu')}
      className="border-b border-slate-200 bg-white desk:min-h-[calc(100dvh-4rem)] desk:w-60 desk:shrink-0 desk:border-e desk:border-b-0"
    >
      <ul className="flex gap-1 overflow-x-auto px-2 py-2 desk:flex-col desk:overflow-visible desk:px-3 desk:py-4">
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <Link
              to={item.to}
              activeOptions={{ exact: item.to === '/admin' }}
              className="block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:ring-1 aria-[current=page]:ring-brand-200"
            >
              {t(`nav.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

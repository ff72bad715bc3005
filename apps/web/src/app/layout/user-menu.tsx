import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '../../lib/navigation';
import { useTranslation } from 'react-i18next';
import {
  IconChevronDown,
  IconGrid,
  IconLogout,
  IconShield,
  IconTicket,
  IconUser,
  IconUsers,
  IconWallet,
} from '../../components/ui/icons';
import { useDismiss } from '../../components/ui/use-dismiss';
import { WalletBalances } from '../../features/wallets/components/wallet-balances';
import { isAgencyOwner, useCurrentUser } from '../../lib/current-user';
import { AgencyApplicationNote } from './agency-application-note';
import type { StoredUser } from '../../lib/session';

export interface UserMenuProps {
  user: StoredUser | null;
  onLogout: () => void;
}

const ITEM_CLASS =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800';

/**
 * The logged-in user's menu: name, each wallet's balance, My Users, My Bookings and Logout. A disclosure
 * (button + panel) rather than an ARIA menu, because it holds information as well as actions.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, buttonRef, close);

  // Opening the menu asks the server who the user is now: an agency approved since login shows My users at once.
  const current = useCurrentUser(open);
  const name = user?.name ?? t('layout.account');
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-2 rounded-full bg-brand-50 py-1 ps-1 pe-3 text-sm font-semibold text-brand-900 hover:bg-brand-100"
      >
        <span className="grid size-9 place-items-center rounded-full bg-brand-700 text-white" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase() || <IconUser />}
        </span>
        <span className="max-w-36 truncate">{name}</span>
        <IconChevronDown className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* Rendered only while open (the wallets are fetched on start by the layout either way). */}
      {open ? (
        <div
          id={panelId}
          className="absolute end-0 top-full z-50 mt-2 w-80 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          <div className="border-b border-slate-100 px-3 pt-2 pb-3">
            <p className="font-semibold text-slate-900">{name}</p>
            {user?.email ? <p className="truncate text-sm text-slate-600">{user.email}</p> : null}
            <AgencyApplicationNote user={current} />
          </div>
          <div className="border-b border-slate-100 px-3 py-3">
            <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('wallet.balances')}</p>
            <WalletBalances variant="menu" />
          </div>
          <nav aria-label={t('layout.account')} className="py-2" onClick={() => setOpen(false)}>
            <Link to="/wallet" className={ITEM_CLASS}>
              <IconWallet className="text-lg" />
              {t('nav.wallet')}
            </Link>
            {/* My users (with branding and markup) is for an approved agency's owner only (decision 074). */}
            {isAgencyOwner(current ?? user) ? (
              <Link to="/sub-users" className={ITEM_CLASS}>
                <IconUsers className="text-lg" />
                {t('nav.sub_users')}
              </Link>
            ) : null}
            <Link to="/my-bookings" className={ITEM_CLASS}>
              <IconTicket className="text-lg" />
              {t('nav.my_bookings')}
            </Link>
            <Link to="/account/password" className={ITEM_CLASS}>
              <IconShield className="text-lg" />
              {t('nav.change_password')}
            </Link>
            {user?.role === 'staff' ? (
              <Link to="/admin" className={ITEM_CLASS}>
                <IconGrid className="text-lg" />
                {t('nav.back_office')}
              </Link>
            ) : null}
          </nav>
          <div className="border-t border-slate-100 pt-2">
            <button
              type="button"
              onClick={onLogout}
              className={`${ITEM_CLASS} text-red-800 hover:bg-red-50 hover:text-red-900`}
            >
              <IconLogout className="text-lg" />
              {t('auth.logout')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

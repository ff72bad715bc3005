import { Link, useNavigator } from '../../lib/navigation';
import { useTranslation } from 'react-i18next';
import { IconClose, IconLogout, IconPhone } from '../../components/ui/icons';
import { CurrencySelect } from '../../features/preferences/components/currency-select';
import { LanguageSelect } from '../../features/preferences/components/language-select';
import { SERVICES } from '@portal/contracts/services';
import { ServiceIcon } from '../../components/ui/service-icon';
import { setSearchTab } from '../../features/search/hooks/use-search-tab';
import { WalletBalances } from '../../features/wallets/components/wallet-balances';
import { isAgencyOwner, useCurrentUser } from '../../lib/current-user';
import { AgencyApplicationNote } from './agency-application-note';
import { useServiceName } from '../../lib/services';
import type { SideMenuContentProps } from './side-menu-props';
import { SocialLinks } from './social-links';

const LINK_CLASS =
  'flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800';

/** What the side menu holds; its own chunk, loaded when the menu button is first reached (decision 022). */
export function SideMenuContent({ onClose, loggedIn, user, settings, onLogout }: SideMenuContentProps) {
  const { t } = useTranslation();
  const name = useServiceName();
  const { navigate } = useNavigator();
  // Built only while the menu is open: ask who the user is now (an agency approved since login gets its link).
  const current = useCurrentUser(loggedIn);
  return (
    <>
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <p className="text-lg font-semibold text-brand-900">{t('brand.name')}</p>
        <button
          type="button"
          onClick={onClose}
          className="grid size-11 place-items-center rounded-full text-xl text-slate-700 hover:bg-slate-100"
          aria-label={t('layout.close_menu')}
        >
          <IconClose />
        </button>
      </div>
      <div className="space-y-6 px-3 py-4" onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
        {loggedIn ? (
          <section aria-label={t('layout.account')} className="rounded-xl bg-brand-50 p-3">
            <p className="font-semibold text-slate-900">{user?.name ?? t('layout.account')}</p>
            <AgencyApplicationNote user={current} />
            <div className="mt-2">
              <WalletBalances variant="menu" />
            </div>
          </section>
        ) : null}
        <nav aria-label={t('layout.pages')}>
          <ul>
            <li>
              <Link to="/" className={LINK_CLASS}>
                {t('nav.home')}
              </Link>
            </li>
            {loggedIn ? (
              <>
                <li>
                  <Link to="/reports" className={LINK_CLASS}>
                    {t('nav.reports')}
                  </Link>
                </li>
                <li>
                  <Link to="/wallet" className={LINK_CLASS}>
                    {t('nav.wallet')}
                  </Link>
                </li>
                <li>
                  <Link to="/account/password" className={LINK_CLASS}>
                    {t('nav.change_password')}
                  </Link>
                </li>
                {isAgencyOwner(current ?? user) ? (
                  <li>
                    <Link to="/sub-users" className={LINK_CLASS}>
                      {t('nav.sub_users')}
                    </Link>
                  </li>
                ) : null}
                <li>
                  <Link to="/my-bookings" className={LINK_CLASS}>
                    {t('nav.my_bookings')}
                  </Link>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to="/login" className={LINK_CLASS}>
                    {t('nav.login')}
                  </Link>
                </li>
                <li>
                  <Link to="/register" className={LINK_CLASS}>
                    {t('nav.register')}
                  </Link>
                </li>
              </>
            )}
            <li>
              <Link to="/about" className={LINK_CLASS}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link to="/privacyPolicy" className={LINK_CLASS}>
                {t('nav.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={LINK_CLASS}>
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="side-menu-services">
          <h2 id="side-menu-services" className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('nav.services')}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-1">
            {SERVICES.map((service) => {
              return (
                <li key={service}>
                  <button
                    type="button"
                    className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-start text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                    onClick={() => {
                      setSearchTab(service);
                      onClose();
                      navigate('/');
                    }}
                  >
                    <ServiceIcon service={service} className="text-lg text-brand-700" />
                    {name(service)}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="grid grid-cols-2 gap-3 px-3">
          <LanguageSelect hideLabel={false} />
          <CurrencySelect currencies={settings?.currencies} hideLabel={false} />
        </div>
        {settings?.phone ? (
          <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className={`${LINK_CLASS} gap-2`}>
            <IconPhone className="text-brand-700" />
            <span dir="ltr">{settings.phone}</span>
          </a>
        ) : null}
        {/* The header shows these only above 1024 px; on smaller screens this menu is where they are. */}
        <SocialLinks
          social={settings?.social}
          className="flex-wrap px-1"
          linkClassName="text-brand-800 hover:bg-brand-50"
        />
        {loggedIn ? (
          <button
            type="button"
            onClick={onLogout}
            className={`${LINK_CLASS} w-full gap-2 text-red-800 hover:bg-red-50`}
          >
            <IconLogout />
            {t('auth.logout')}
          </button>
        ) : null}
      </div>
    </>
  );
}

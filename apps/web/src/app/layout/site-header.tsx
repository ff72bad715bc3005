import { Link } from '../../lib/navigation';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@portal/contracts/site-settings';
import { buttonClass } from '../../components/ui/button';
import { IconMenu, IconPhone, IconUser } from '../../components/ui/icons';
import { CurrencySelect } from '../../features/preferences/components/currency-select';
import { LanguageSelect } from '../../features/preferences/components/language-select';
import type { StoredUser } from '../../lib/session';
import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy';
import { preloadSideMenu } from './side-menu';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';
import { useScrolled } from './use-scrolled';
import { UserMenu } from './user-menu';

/** Only signed-in users have notices: the bell stays out of a visitor's first download (decision 022). */
const NotificationBell = lazyComponent(() => import('./notification-bell'), 'NotificationBell');

export interface SiteHeaderProps {
  settings: SiteSettings | undefined;
  settingsPending: boolean;
  loggedIn: boolean;
  user: StoredUser | null;
  onOpenMenu: () => void;
  onLogout: () => void;
}

const NAV_LINK =
  'rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 data-[status=active]:text-brand-800';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function SiteHeader({ settings, settingsPending, loggedIn, user, onOpenMenu, onLogout }: SiteHeaderProps) {
  const { t } = useTranslation();
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 transition-shadow ${scrolled ? 'bg-white shadow-md' : 'bg-white'}`}
    >
      <div className="hidden bg-brand-900 text-white desk:block">
        <div className="mx-auto flex h-11 max-w-7xl items-center justify-between gap-6 px-6 text-sm">
          <div className="flex items-center gap-5">
            {settings?.phone ? (
              <a
                href={telHref(settings.phone)}
                className="flex min-w-40 items-center gap-2 font-medium hover:text-accent-200"
              >
                <IconPhone />
                <span dir="ltr">{settings.phone}</span>
              </a>
            ) : (
              <span className="w-40" aria-hidden="true" />
            )}
            <span className="text-brand-100">{t('layout.hotline')}</span>
          </div>
          <div className="flex items-center gap-4">
            <SocialLinks social={settings?.social} linkClassName="text-brand-100 hover:bg-white/10 hover:text-white" />
            <LanguageSelect tone="dark" className="w-32" />
            <CurrencySelect tone="dark" currencies={settings?.currencies} className="w-32" />
          </div>
        </div>
      </div>
      <div className={`border-b transition-colors ${scrolled ? 'border-transparent' : 'border-slate-200'}`}>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <button
            type="button"
            onClick={onOpenMenu}
            onPointerEnter={() => void preloadSideMenu()}
            onTouchStart={() => void preloadSideMenu()}
            onFocus={() => void preloadSideMenu()}
            className="grid size-11 shrink-0 place-items-center rounded-full text-2xl text-slate-800 hover:bg-slate-100 desk:hidden"
            aria-label={t('layout.open_menu')}
          >
            <IconMenu />
          </button>
          <SiteLogo settings={settings} isPending={settingsPending} />
          <nav aria-label={t('layout.main_navigation')} className="ms-4 hidden items-center gap-1 desk:flex">
            {loggedIn ? (
              <Link to="/reports" className={NAV_LINK}>
                {t('nav.reports')}
              </Link>
            ) : null}
            <Link to="/about" className={NAV_LINK}>
              {t('nav.about')}
            </Link>
            <Link to="/privacyPolicy" className={NAV_LINK}>
              {t('nav.privacy')}
            </Link>
            <Link to="/contact" className={NAV_LINK}>
              {t('nav.contact')}
            </Link>
          </nav>
          <div className="ms-auto flex items-center gap-2">
            {settings?.phone ? (
              <a
                href={telHref(settings.phone)}
                className="grid size-11 place-items-center rounded-full text-xl text-brand-800 hover:bg-brand-50 desk:hidden"
                aria-label={t('layout.call_us', { phone: settings.phone })}
              >
                <IconPhone />
              </a>
            ) : null}
            {loggedIn ? (
              <>
                <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
                  <NotificationBell />
                </Suspense>
                <div className="hidden desk:block">
                  <UserMenu user={user} onLogout={onLogout} />
                </div>
              </>
            ) : (
              <>
                <Link
                  to="/login"
                  aria-label={t('nav.login')}
                  className="grid size-11 place-items-center rounded-full text-xl text-brand-800 hover:bg-brand-50 desk:hidden"
                >
                  <IconUser />
                </Link>
                <div className="hidden desk:block">
                  <Link to="/login" className={buttonClass('primary')}>
                    {t('nav.login')}
                  </Link>
                </div>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useSiteSettings } from '../../lib/site-settings';
import { useWallets } from '../../lib/wallets';
import { useIsLoggedIn, useStoredUser } from '../../lib/session';
import { BottomBar } from './bottom-bar';
import { preloadSideMenu, SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header, side menu, footer and bottom bar around every screen (spec section 2), the screen being `children`:
 * the router's (app-frame.tsx), or the home page on the first screen (app/lean/lean-home.tsx).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const user = useStoredUser();
  const { data: settings, isPending: settingsPending } = useSiteSettings();
  // Wallets load on start when logged in (spec section 7), whichever menu shows them.
  useWallets();
  const { loggingOut, handleLogout } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    // Room at the end for the fixed bottom bar (its 3.5rem row, 1px top border and the safe area), so the end
    // of every page can be scrolled clear of it.
    <div className="flex min-h-dvh flex-col pb-[calc(3.5rem+1px+env(safe-area-inset-bottom))] desk:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('layout.skip_to_content')}
      </a>
      <SiteHeader
        settings={settings}
        settingsPending={settingsPending}
        loggedIn={loggedIn}
        user={user}
        onOpenMenu={() => {
          // Opens once its contents are in (usually already, fetched when the button was reached).
          const openMenu = () => setMenuOpen(true);
          void preloadSideMenu().then(openMenu, openMenu);
        }}
        onLogout={handleLogout}
      />
      <SideMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        loggedIn={loggedIn}
        user={user}
        settings={settings}
        onLogout={handleLogout}
      />
      {/* At least a screen high, so the footer starts below the first screen and never jumps down when the page's
          content arrives (decision 138). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
      <BottomBar />
      {loggingOut ? <LoadingOverlay text={t('auth.logging_out')} /> : null}
    </div>
  );
}

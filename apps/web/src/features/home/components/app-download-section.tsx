import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@portal/contracts/site-settings';
import { buttonClass } from '../../../components/ui/button';
import { IconCheck, IconDownload } from '../../../components/ui/icons';
import { promptInstall, useInstallState } from '../../../lib/pwa';

export interface AppDownloadSectionProps {
  /** Store links from site settings, when the agency has published native apps. */
  apps: SiteSettings['apps'] | undefined;
}

/** Offers to install the portal as an app (PWA), and links the store apps when there are any. */
export function AppDownloadSection({ apps }: AppDownloadSectionProps) {
  const { t } = useTranslation();
  const installState = useInstallState();
  return (
    <section aria-labelledby="app-download-title" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-brand-900 p-8 text-white sm:p-12 lg:grid-cols-[1fr_auto]">
        <div>
          <h2 id="app-download-title" className="text-2xl font-semibold sm:text-3xl">
            {t('home.app.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50">{t('home.app.text')}</p>
          <ul className="mt-5 grid gap-2 text-brand-50 sm:grid-cols-2">
            {(['offline', 'fast', 'home_screen', 'space'] as const).map((point) => (
              <li key={point} className="flex items-center gap-2">
                <IconCheck className="text-accent-300" />
                {t(`home.app.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          {installState === 'installed' ? (
            <p className="flex items-center gap-2 font-semibold" role="status">
              <IconCheck className="text-accent-300" />
              {t('home.app.installed')}
            </p>
          ) : installState === 'available' ? (
            <button type="button" className={buttonClass('accent')} onClick={() => void promptInstall()}>
              <IconDownload />
              {t('home.app.install')}
            </button>
          ) : (
            <p className="max-w-xs text-sm text-brand-50">{t('home.app.how_to')}</p>
          )}
          {apps?.android ? (
            <a href={apps.android} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
              {t('home.app.android')}
            </a>
          ) : null}
          {apps?.ios ? (
            <a href={apps.ios} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
              {t('home.app.ios')}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}

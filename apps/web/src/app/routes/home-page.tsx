import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/ui/page-heading';
import { AppDownloadSection } from '../../features/home/components/app-download-section';
import { BenefitsSection } from '../../features/home/components/benefits-section';
import { DestinationsSection } from '../../features/home/components/destinations-section';
import { PartnersSection } from '../../features/home/components/partners-section';
import { TopToursSection } from '../../features/home/components/top-tours-section';
import { SearchTabs } from '../../features/search/components/search-tabs';
import { useSiteSettings } from '../../lib/site-settings';
import { SEARCH_PANELS } from '../search-panels';

export function HomePage() {
  const { t } = useTranslation();
  const { data: settings } = useSiteSettings();
  useDocumentTitle('');
  return (
    <>
      <section id="services" className="hero scroll-mt-24 bg-brand-900 text-white" aria-labelledby="home-title">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6 lg:pt-16 lg:pb-20">
          <h1 id="home-title" className="max-w-3xl text-3xl font-semibold tracking-tight sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('home.hero.lead')}</p>
          <div className="mt-8 text-start text-slate-900">
            <SearchTabs panels={SEARCH_PANELS} />
          </div>
        </div>
      </section>
      <PartnersSection />
      <BenefitsSection />
      <TopToursSection />
      <AppDownloadSection apps={settings?.apps} />
      <DestinationsSection />
    </>
  );
}

import { Link } from '../../lib/navigation';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@portal/contracts/site-settings';
import { IconMail, IconMapPin, IconPhone } from '../../components/ui/icons';
import { SERVICES, serviceName } from '@portal/contracts/services';
import { pickText, useLang } from '../../lib/i18n';
import { SocialLinks } from './social-links';
import { setSearchTab } from '../../features/search/hooks/use-search-tab';

export interface SiteFooterProps {
  settings: SiteSettings | undefined;
}

const FOOTER_LINK = 'text-brand-100 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter({ settings }: SiteFooterProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const year = new Date().getFullYear();
  const name = settings ? pickText(settings.site_name, lang) : t('brand.name');
  return (
    <footer className="bg-brand-950 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-semibold text-white">{name}</p>
          <p className="mt-3 text-sm leading-relaxed text-brand-100">{t('footer.about')}</p>
          <SocialLinks
            social={settings?.social}
            className="mt-4 -ms-2"
            linkClassName="text-brand-100 hover:bg-white/10 hover:text-white"
          />
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="font-semibold text-white">
            {t('footer.company')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link to="/about" className={FOOTER_LINK}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link to="/privacyPolicy" className={FOOTER_LINK}>
                {t('nav.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={FOOTER_LINK}>
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t('nav.services')}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-brand-100">
            {SERVICES.map((service) => (
              <li key={service}>
                {/* Its home tab: a live service's search form, or what the service will be (spec section 4). */}
                <Link to="/#services" className={FOOTER_LINK} onClick={() => setSearchTab(service)}>
                  {serviceName(service, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t('footer.contact')}</h2>
          <ul className="mt-4 space-y-3 text-sm text-brand-100">
            {settings ? (
              <>
                <li className="flex gap-2">
                  <IconMapPin className="mt-0.5" />
                  {pickText(settings.address, lang)}
                </li>
                <li className="flex gap-2">
                  <IconPhone className="mt-0.5" />
                  <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className={FOOTER_LINK}>
                    {settings.phone}
                  </a>
                </li>
                <li className="flex gap-2">
                  <IconMail className="mt-0.5" />
                  <a href={`mailto:${settings.email}`} className={FOOTER_LINK}>
                    {settings.email}
                  </a>
                </li>
              </>
            ) : (
              <li>{t('footer.hours')}</li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-100 sm:px-6">
          {t('footer.copyright', { year, name })}
        </p>
      </div>
    </footer>
  );
}

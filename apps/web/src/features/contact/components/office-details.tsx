import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@portal/contracts/site-settings';
import { IconClock, IconMail, IconMapPin, IconPhone } from '../../../components/ui/icons';
import { Placeholder } from '../../../components/ui/placeholder';
import { pickText, useLang } from '../../../lib/i18n';
import { formatOpeningHours } from '../utils/opening-hours';

export interface OfficeDetailsProps {
  settings: SiteSettings | undefined;
  isPending: boolean;
}

interface RowProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  /** Room kept for two lines (a long address, a phone with the hotline under it), filled or not. */
  twoLines?: boolean;
}

function Row({ icon, label, children, twoLines = false }: RowProps) {
  return (
    <div className="relative min-h-11 ps-15">
      <dt className="text-sm font-semibold text-slate-600">
        <span className="absolute start-0 top-0 grid size-11 place-items-center rounded-xl bg-brand-50 text-xl text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={`mt-0.5 break-words text-slate-900 ${twoLines ? 'min-h-12' : 'min-h-6'}`}>{children}</dd>
    </div>
  );
}

/**
 * The Baghdad office as site settings describe it: address, phones, email and opening hours. Its rows keep
 * the same height loading and loaded (one line, or two for the address and phones), so the contact form
 * below it on a phone does not move when the settings arrive late (the route normally waits for them).
 */
export function OfficeDetails({ settings, isPending }: OfficeDetailsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const value = (render: (s: SiteSettings) => ReactNode) =>
    settings ? render(settings) : isPending ? <Placeholder width="12rem" /> : t('contact.unavailable');

  return (
    <div className="space-y-6">
      <dl className="space-y-6">
        <Row icon={<IconMapPin />} label={t('contact.address')} twoLines>
          {value((s) => pickText(s.address, lang))}
        </Row>
        <Row icon={<IconPhone />} label={t('contact.phone')} twoLines>
          {value((s) => (
            <>
              <a
                href={`tel:${s.phone.replace(/[^\d+]/g, '')}`}
                dir="ltr"
                className="font-medium text-brand-800 underline-offset-4 hover:underline"
              >
                {s.phone}
              </a>
              {s.phone_24h ? (
                <span className="mt-1 block text-sm text-slate-700">
                  {t('contact.hotline')}{' '}
                  <a
                    href={`tel:${s.phone_24h.replace(/[^\d+]/g, '')}`}
                    dir="ltr"
                    className="font-medium text-brand-800 underline-offset-4 hover:underline"
                  >
                    {s.phone_24h}
                  </a>
                </span>
              ) : null}
            </>
          ))}
        </Row>
        <Row icon={<IconMail />} label={t('contact.email')}>
          {value((s) => (
            <a
              href={`mailto:${s.email}`}
              dir="ltr"
              className="font-medium text-brand-800 underline-offset-4 hover:underline"
            >
              {s.email}
            </a>
          ))}
        </Row>
        <Row icon={<IconClock />} label={t('contact.hours')}>
          {value((s) => formatOpeningHours(s.opening_hours, lang, t))}
        </Row>
      </dl>
      <div className="min-h-6">
        {settings ? (
          <a
            href={`https://www.openstreetmap.org/?mlat=${settings.coordinates.lat}&mlon=${settings.coordinates.lng}#map=17/${settings.coordinates.lat}/${settings.coordinates.lng}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            <IconMapPin />
            {t('contact.open_map')}
          </a>
        ) : isPending ? (
          <Placeholder width="10rem" />
        ) : null}
      </div>
    </div>
  );
}

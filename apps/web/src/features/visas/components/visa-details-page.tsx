import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { MAX_VISA_PERSONS } from '@portal/contracts/visa-constants';
import type { VisaDetail as VisaDetailData } from '@portal/contracts/visas';
import { buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { PriceAmount } from '../../../components/ui/price';
import { mediaUrl } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { useLang } from '../../../lib/i18n';
import * as Detail from '../../../kit/details/detail-page-frame';
import { visaQuery } from '../api/visas';

/** `visa.details`: the type, papers, rules, requirements, fees per person, processing, stay and validity. */
export function VisaDetailsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const id = parsePath('visa.details', location.pathname)?.id ?? '';
  const visa = useQuery({ ...visaQuery(id), enabled: id !== '' });
  useDocumentTitle(visa.data?.title[lang] ?? t('service_screens.visa.details'));

  return (
    <Detail.PageFrame
      state={visa}
      width="narrow"
      title={t('service_screens.visa.details')}
      back={{ to: buildPath('visa.search', { from: 'IQ', to: 'all' }), label: t('visas.detail.back') }}
    >
      {(v) => <VisaDetail visa={v} />}
    </Detail.PageFrame>
  );
}

/** The visa with its fees and the number of persons to apply for. */
function VisaDetail({ visa: v }: { visa: VisaDetailData }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [persons, setPersons] = useState(1);
  const facts: Array<[string, string]> = [
    [t('visas.facts.processing'), t('visas.days', { count: v.processing_days })],
    [t('visas.facts.stay'), t('visas.days', { count: v.stay_days })],
    [t('visas.facts.validity'), t('visas.days', { count: v.validity_days })],
    [t('visas.facts.entries'), t(`visas.entries.${v.entries}`)],
  ];
  return (
    <div className="space-y-6">
      <Detail.Header kicker={`${countryName(v.country, lang)} · ${t(`visas.types.${v.type}`)}`} title={v.title[lang]} />
      <Detail.Columns
        aside={
          <Detail.Aside>
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-3">
                <dt>{t('visas.facts.government_fee')}</dt>
                <dd>
                  <PriceAmount price={v.government_fee} />
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>{t('visas.facts.service_fee')}</dt>
                <dd>
                  <PriceAmount price={v.service_fee} />
                </dd>
              </div>
              <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold">
                <dt>{t('visas.facts.price')}</dt>
                <dd>
                  <PriceAmount price={v.price} />
                </dd>
              </div>
            </dl>
            <NativeSelect
              label={t('visas.detail.persons')}
              value={String(persons)}
              onChange={(e) => setPersons(Number(e.target.value))}
              options={Array.from({ length: MAX_VISA_PERSONS }, (_, i) => ({
                value: String(i + 1),
                label: t('visas.booking.persons', { count: i + 1 }),
              }))}
            />
            <Link
              to={buildPath('visa.booking', { visaId: v.id, person: String(persons) })}
              className={buttonClass('accent', 'w-full')}
            >
              {t('visas.detail.apply')}
            </Link>
          </Detail.Aside>
        }
      >
        <img
          src={mediaUrl(v.thumbnail)}
          alt=""
          width={480}
          height={320}
          className="aspect-[3/2] w-full max-w-md rounded-2xl object-cover"
        />
        <p className="leading-relaxed text-slate-800">{v.description[lang]}</p>
        <Detail.Facts facts={facts} />
        <Detail.List title={t('visas.detail.papers')} items={v.papers.map((p) => t(`visas.papers.${p}`))} />
        <Detail.List title={t('visas.detail.rules')} items={v.rules.map((r) => r[lang])} />
        <Detail.List title={t('visas.detail.requirements')} items={v.requirements.map((r) => r[lang])} />
      </Detail.Columns>
    </div>
  );
}

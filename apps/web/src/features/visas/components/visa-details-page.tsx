import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { MAX_VISA_PERSONS } from '@portal/contracts/visa-constants';
import { buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { PriceAmount } from '../../../components/ui/price';
import { mediaUrl } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { visaQuery } from '../api/visas';

/** `visa.details`: the type, papers, rules, requirements, fees per person, processing, stay and validity. */
export function VisaDetailsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const id = parsePath('visa.details', location.pathname)?.id ?? '';
  const visa = useQuery({ ...visaQuery(id), enabled: id !== '' });
  const [persons, setPersons] = useState(1);
  useDocumentTitle(visa.data?.title[lang] ?? t('service_screens.visa.details'));

  const heading = (
    <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
      {t('service_screens.visa.details')}
    </h1>
  );
  if (visa.isPending)
    return (
      <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8" aria-busy="true">
        {heading}
        <Placeholder height="24rem" width="100%" className="rounded-2xl" />
      </div>
    );
  if (visa.isError)
    return (
      <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 text-center">
        {heading}
        <p className="text-xl font-semibold text-slate-900">{errorMessage(visa.error, t)}</p>
        <Link to={buildPath('visa.search', { from: 'IQ', to: 'all' })} className={buttonClass('secondary', 'mt-6')}>
          {t('visas.detail.back')}
        </Link>
      </div>
    );
  const v = visa.data;
  const facts: Array<[string, string]> = [
    [t('visas.facts.processing'), t('visas.days', { count: v.processing_days })],
    [t('visas.facts.stay'), t('visas.days', { count: v.stay_days })],
    [t('visas.facts.validity'), t('visas.days', { count: v.validity_days })],
    [t('visas.facts.entries'), t(`visas.entries.${v.entries}`)],
  ];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <p className="text-sm font-medium text-teal-800">
        {countryName(v.country, lang)} · {t(`visas.types.${v.type}`)}
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{v.title[lang]}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-6">
          <img
            src={mediaUrl(v.thumbnail)}
            alt=""
            width={480}
            height={320}
            className="aspect-[3/2] w-full max-w-md rounded-2xl object-cover"
          />
          <p className="leading-relaxed text-slate-800">{v.description[lang]}</p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('visas.detail.papers')}</h2>
            <ul className="list-disc space-y-1 ps-5 text-slate-800">
              {v.papers.map((p) => (
                <li key={p}>{t(`visas.papers.${p}`)}</li>
              ))}
            </ul>
          </section>
          <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('visas.detail.rules')}</h2>
            <ul className="list-disc space-y-1 ps-5 text-slate-800">
              {v.rules.map((r, i) => (
                <li key={i}>{r[lang]}</li>
              ))}
            </ul>
          </section>
          <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('visas.detail.requirements')}</h2>
            <ul className="list-disc space-y-1 ps-5 text-slate-800">
              {v.requirements.map((r, i) => (
                <li key={i}>{r[lang]}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24">
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
        </aside>
      </div>
    </div>
  );
}

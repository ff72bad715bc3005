import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { countryName } from '../../../lib/countries';
import { formatCalendarDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { uguideQuery } from '../api/uguides';
import { ApplicationFees } from './fees';

const SECTION = 'rounded-2xl bg-white p-5 ring-1 ring-slate-200';
const HEADING = 'mb-2 text-lg font-semibold text-slate-900';

/** `uguide.details`: the programme, its intakes and deadlines, papers, requirements, scholarships and fees. */
export function UguideDetailsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const id = parsePath('uguide.details', location.pathname)?.id ?? '';
  const programme = useQuery({ ...uguideQuery(id), enabled: id !== '' });
  useDocumentTitle(
    programme.data
      ? `${programme.data.title[lang]} — ${programme.data.university[lang]}`
      : t('service_screens.uguide.details'),
  );
  const back = (
    <Link to={buildPath('uguide.search', {})} className={buttonClass('secondary', 'mt-6')}>
      {t('uguides.detail.back')}
    </Link>
  );
  if (programme.isPending)
    return (
      <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8" aria-busy="true">
        <h1 className="text-2xl font-semibold text-slate-900">{t('service_screens.uguide.details')}</h1>
        <Placeholder height="24rem" width="100%" className="rounded-2xl" />
      </div>
    );
  if (programme.isError)
    return (
      <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{t('service_screens.uguide.details')}</h1>
        <p className="text-xl font-semibold text-slate-900">{errorMessage(programme.error, t)}</p>
        {back}
      </div>
    );
  const p = programme.data;
  const facts: Array<[string, string]> = [
    [t('uguides.facts.degree'), t(`uguides.degrees.${p.degree}`)],
    [t('uguides.facts.field'), t(`uguides.fields.${p.field}`)],
    [t('uguides.facts.language'), t(`uguides.languages.${p.language}`)],
    [t('uguides.facts.duration'), t('uguides.years', { count: p.duration_years })],
  ];
  const open = p.intakes.some((i) => i.open);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <p className="text-sm font-medium text-teal-800">
        {p.university[lang]} · {p.city[lang]}, {countryName(p.country, lang)}
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{p.title[lang]}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-6">
          <p className="leading-relaxed text-slate-800">{p.description[lang]}</p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <section className={SECTION}>
            <h2 className={HEADING}>{t('uguides.detail.intakes')}</h2>
            <ul className="space-y-2">
              {p.intakes.map((i) => (
                <li key={i.start} className="flex flex-wrap items-center justify-between gap-2 text-slate-800">
                  <span>
                    {t('uguides.detail.starts', { date: formatCalendarDate(i.start, lang) })} ·{' '}
                    {t('uguides.detail.deadline', { date: formatCalendarDate(i.deadline, lang) })}
                  </span>
                  <span
                    className={
                      i.open
                        ? 'rounded-full bg-emerald-50 px-2 text-sm text-emerald-800'
                        : 'rounded-full bg-slate-100 px-2 text-sm text-slate-700'
                    }
                  >
                    {i.open ? t('uguides.detail.open') : t('uguides.detail.closed')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className={SECTION}>
            <h2 className={HEADING}>{t('uguides.detail.papers')}</h2>
            <ul className="list-disc space-y-1 ps-5 text-slate-800">
              {p.papers.map((paper) => (
                <li key={paper}>{t(`uguides.papers.${paper}`)}</li>
              ))}
            </ul>
          </section>
          <section className={SECTION}>
            <h2 className={HEADING}>{t('uguides.detail.requirements')}</h2>
            <ul className="list-disc space-y-1 ps-5 text-slate-800">
              {p.requirements.map((r, i) => (
                <li key={i}>{r[lang]}</li>
              ))}
            </ul>
          </section>
          {p.scholarships.length ? (
            <section className={SECTION}>
              <h2 className={HEADING}>{t('uguides.detail.scholarships')}</h2>
              <ul className="list-disc space-y-1 ps-5 text-slate-800">
                {p.scholarships.map((s, i) => (
                  <li key={i}>{s[lang]}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24">
          <ApplicationFees fees={p} />
          {open ? (
            <Link to={buildPath('uguide.book', { id: p.id })} className={buttonClass('accent', 'w-full')}>
              {t('uguides.detail.apply')}
            </Link>
          ) : (
            <p className="text-sm text-slate-700">{t('uguides.detail.no_intake')}</p>
          )}
        </aside>
      </div>
    </div>
  );
}

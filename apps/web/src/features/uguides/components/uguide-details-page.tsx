import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buildPath, parsePath } from '@portal/contracts/routes';
import type { UguideDetail } from '@portal/contracts/uguides';
import { buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { countryName } from '../../../lib/countries';
import { formatCalendarDate } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import * as Detail from '../../../kit/details/detail-page-frame';
import { uguideQuery } from '../api/uguides';
import { ApplicationFees } from './fees';

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
  return (
    <Detail.PageFrame
      state={programme}
      width="narrow"
      title={t('service_screens.uguide.details')}
      back={{ to: buildPath('uguide.search', {}), label: t('uguides.detail.back') }}
    >
      {(p) => <ProgrammeDetail programme={p} />}
    </Detail.PageFrame>
  );
}

/** The programme with its fees and the way to apply. */
function ProgrammeDetail({ programme: p }: { programme: UguideDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const facts: Array<[string, string]> = [
    [t('uguides.facts.degree'), t(`uguides.degrees.${p.degree}`)],
    [t('uguides.facts.field'), t(`uguides.fields.${p.field}`)],
    [t('uguides.facts.language'), t(`uguides.languages.${p.language}`)],
    [t('uguides.facts.duration'), t('uguides.years', { count: p.duration_years })],
  ];
  const open = p.intakes.some((i) => i.open);
  return (
    <div className="space-y-6">
      <Detail.Header
        kicker={`${p.university[lang]} · ${p.city[lang]}, ${countryName(p.country, lang)}`}
        title={p.title[lang]}
      />
      <Detail.Columns
        aside={
          <Detail.Aside>
            <ApplicationFees fees={p} />
            {open ? (
              <Link to={buildPath('uguide.book', { id: p.id })} className={buttonClass('accent', 'w-full')}>
                {t('uguides.detail.apply')}
              </Link>
            ) : (
              <p className="text-sm text-slate-700">{t('uguides.detail.no_intake')}</p>
            )}
          </Detail.Aside>
        }
      >
        <p className="leading-relaxed text-slate-800">{p.description[lang]}</p>
        <Detail.Facts facts={facts} />
        <Detail.Section title={t('uguides.detail.intakes')}>
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
        </Detail.Section>
        <Detail.List title={t('uguides.detail.papers')} items={p.papers.map((paper) => t(`uguides.papers.${paper}`))} />
        <Detail.List title={t('uguides.detail.requirements')} items={p.requirements.map((r) => r[lang])} />
        {p.scholarships.length ? (
          <Detail.List title={t('uguides.detail.scholarships')} items={p.scholarships.map((s) => s[lang])} />
        ) : null}
      </Detail.Columns>
    </div>
  );
}

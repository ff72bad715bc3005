import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminGuideRow } from '@portal/contracts/guides';
import { buttonClass } from '../../../../components/ui/button';
import { pickText, useLang } from '../../../../lib/i18n';
import { adminGuidesQuery, guideCitiesQuery, type GuideFilters } from '../../api/guides';
import { useAdminText } from '../../i18n';
import { weekdayNames } from '../../utils/weekdays';
import { AdminHeading, Panel } from '../common/admin-heading';
import { TwoLines } from '../resource/cells';
import { ResourceList } from '../resource/resource-list';
import { guideLink } from './links';
import { languageNames } from './guide-calendar';

/**
 * The tour guides (issue 19, decision 129): search by name or city, a city chosen, in pages, each with a link
 * to their calendar. Guides are kept in code (decision 123), so there is nothing to add or archive here.
 */
export function GuidesScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const [filters, setFilters] = useState<GuideFilters>({ page: 1 });
  const query = useQuery(adminGuidesQuery(filters));
  const cities = useQuery(guideCitiesQuery());
  const filter = (name: 'q' | 'city', value: string) => setFilters({ ...filters, [name]: value || undefined, page: 1 });
  const weekdays = weekdayNames(lang, 'long');
  const languages = languageNames(lang);
  return (
    <>
      <AdminHeading title={t('guides.title')} lead={t('guides.lead')} />
      <Panel>
        <ResourceList<AdminGuideRow>
          caption={t('guides.title')}
          searchLabel={t('guides.search')}
          query={query}
          q={filters.q ?? ''}
          onSearch={(q) => filter('q', q)}
          selects={[
            {
              label: t('guides.city'),
              value: filters.city ?? '',
              options: (cities.data ?? []).map((c) => ({
                value: c.slug,
                label: `${pickText(c.name, lang)} (${c.guides})`,
              })),
              onChange: (city) => filter('city', city),
            },
          ]}
          onPage={(page) => setFilters({ ...filters, page })}
          rowKey={(g) => g.id}
          empty={t('guides.none')}
          columns={[
            {
              header: t('resource.name'),
              cell: (g) => <TwoLines main={pickText(g.name, lang)} sub={lang === 'ar' ? g.name.en : g.name.ar} />,
            },
            { header: t('guides.city'), cell: (g) => pickText(g.city.name, lang) },
            {
              header: t('guides.languages'),
              cell: (g) => g.languages.map((l) => languages.of(l)).join(lang === 'ar' ? '، ' : ', '),
            },
            // weekdayNames runs Monday to Sunday; the API counts 0 Sunday … 6 Saturday.
            { header: t('guides.weekly_day_off'), cell: (g) => weekdays[(g.weekly_day_off + 6) % 7] },
            { header: t('guides.rating'), end: true, cell: (g) => <bdi dir="ltr">{g.rating.toFixed(1)}</bdi> },
          ]}
          actions={(g) => (
            <Link
              {...guideLink(g.id)}
              className={buttonClass('secondary', 'min-h-9 px-3')}
              aria-label={t('guides.calendar_of', { name: pickText(g.name, lang) })}
            >
              {t('guides.calendar')}
            </Link>
          )}
        />
      </Panel>
    </>
  );
}

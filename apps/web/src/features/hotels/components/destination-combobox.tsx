import { useTranslation } from 'react-i18next';
import type { Destination } from '@portal/contracts/hotels';
import type { ComboboxWidgetProps } from '../../../components/ui/combobox-field';
import { IconBed, IconMapPin } from '../../../components/ui/icons';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { pickText, useLang } from '../../../lib/i18n';
import { destinationQuery, destinationSuggestionsQuery } from '../api/destinations';
import { joinNames } from '../../../lib/list';

export function destinationLabel(d: Destination, lang: ReturnType<typeof useLang>): string {
  return d.kind === 'city'
    ? joinNames([pickText(d.name, lang), pickText(d.country_name, lang)], lang)
    : joinNames([pickText(d.name, lang), pickText(d.city, lang)], lang);
}

/** Cities and hotels suggested by the server as the user types, in any of the three languages. */
export function DestinationCombobox(props: ComboboxWidgetProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <SearchCombobox<Destination>
      {...props}
      config={{
        itemQuery: destinationQuery,
        suggestionsQuery: destinationSuggestionsQuery,
        keyOf: (d) => d.slug,
        labelOf: (d) => destinationLabel(d, lang),
        namesOf: (d) => [destinationLabel(d, lang), ...Object.values(d.name), ...(d.kind === 'city' ? [d.slug] : [])],
        placeholder: t('hotels.search.destination_placeholder'),
        hint: t('hotels.search.destination_hint'),
        searching: t('hotels.search.searching'),
        renderItem: (d) => (
          <>
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-800">
              {d.kind === 'city' ? <IconMapPin /> : <IconBed />}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{pickText(d.name, lang)}</span>
              <span className="block truncate text-xs text-slate-600">
                {d.kind === 'city'
                  ? `${pickText(d.country_name, lang)} · ${t('hotels.search.hotels_count', { count: d.hotels ?? 0 })}`
                  : `${pickText(d.city, lang)} · ${t('hotels.stars', { count: d.stars ?? 0 })}`}
              </span>
            </span>
          </>
        ),
      }}
    />
  );
}

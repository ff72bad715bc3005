import type { Airport } from '@portal/contracts/flights';
import type { ComboboxWidgetProps } from '../../../components/ui/combobox-field';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { pickText, useLang } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { airportQuery, airportSuggestionsQuery } from '../api/search-airports';
import { joinNames } from '../../../lib/list';

export function airportLabel(airport: Airport, lang: ReturnType<typeof useLang>): string {
  return `${pickText(airport.city, lang)} (${airport.code})`;
}

/** Airports suggested by the server as the user types a code, a city or an airport name in any language. */
export function AirportCombobox(props: ComboboxWidgetProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <SearchCombobox<Airport>
      {...props}
      config={{
        itemQuery: airportQuery,
        suggestionsQuery: airportSuggestionsQuery,
        keyOf: (airport) => airport.code,
        labelOf: (airport) => airportLabel(airport, lang),
        namesOf: (a) => [a.code, airportLabel(a, lang), ...Object.values(a.city), ...Object.values(a.name)],
        placeholder: t('flights.search.airport_placeholder'),
        hint: t('flights.search.airport_hint'),
        searching: t('flights.search.airport_searching'),
        renderItem: (airport) => (
          <>
            <span className="w-10 shrink-0 font-semibold text-brand-800" dir="ltr">
              {airport.code}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">
                {joinNames([pickText(airport.city, lang), pickText(airport.country_name, lang)], lang)}
              </span>
              <span className="block truncate text-xs text-slate-600">{pickText(airport.name, lang)}</span>
            </span>
          </>
        ),
      }}
    />
  );
}

import { useContext, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  ComboBoxStateContext,
  type Key,
} from 'react-aria-components/ComboBox';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import type { Airport } from '@portal/contracts/flights';
import { localeOf, pickText, useLang } from '../../../lib/i18n';
import { airportQuery, airportSuggestionsQuery } from '../api/search-airports';
import type { AirportComboboxProps } from './airport-field';
import { FIELD_ERROR, FIELD_INPUT, FIELD_LABEL } from './field-styles';
import { WithQueryClient } from '../../../lib/query-provider';

export function airportLabel(airport: Airport, lang: ReturnType<typeof useLang>): string {
  return `${pickText(airport.city, lang)} (${airport.code})`;
}

/**
 * Airports suggested by the server as the user types a code, a city or an airport name in any of the three
 * languages. React Aria gives the combobox its keyboard, screen-reader and right-to-left behaviour.
 */
function AirportComboboxWidget({ label, value, onChange, error, name, initialInput, autoFocus }: AirportComboboxProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const selected = useQuery(airportQuery(value));
  // What the field shows for the chosen airport: its city and code once known, the code until then.
  const chosen = value ? (selected.data ? airportLabel(selected.data, lang) : value) : '';
  const [inputValue, setInputValue] = useState(initialInput ?? chosen);
  const [query, setQuery] = useState(initialInput ?? '');
  const shownRef = useRef(chosen);
  const deferredQuery = useDeferredValue(query);
  const suggestions = useQuery(airportSuggestionsQuery(deferredQuery));
  const items = deferredQuery.trim() ? (suggestions.data ?? []) : [];

  // The airport changed from outside (a link, the swap button) or its name arrived: show it, unless the user
  // is typing something else.
  useEffect(() => {
    setInputValue((current) => (current === shownRef.current ? chosen : current));
    shownRef.current = chosen;
  }, [chosen]);

  function handleSelectionChange(key: Key | null) {
    const airport = items.find((a) => a.code === key);
    if (!airport) return;
    queryClient.setQueryData(airportQuery(airport.code).queryKey, airport);
    const text = airportLabel(airport, lang);
    shownRef.current = text;
    setInputValue(text);
    setQuery('');
    onChange(airport.code);
  }

  function handleInputChange(text: string) {
    setInputValue(text);
    setQuery(text === shownRef.current ? '' : text);
  }

  function handleOpenChange(isOpen: boolean) {
    // Closed without a choice: the field shows the chosen airport again.
    if (!isOpen) {
      setInputValue(shownRef.current);
      setQuery('');
    }
  }

  function emptyText(): string {
    if (!deferredQuery.trim()) return t('flights.search.airport_hint');
    if (suggestions.isPending || suggestions.isFetching || deferredQuery !== query)
      return t('flights.search.airport_searching');
    if (suggestions.isError) return t('errors.network');
    return t('dropdown.no_match');
  }

  return (
    <I18nProvider locale={localeOf(lang)}>
      <ComboBox
        className="flex flex-col"
        items={items}
        selectedKey={value || null}
        onSelectionChange={handleSelectionChange}
        inputValue={inputValue}
        onInputChange={handleInputChange}
        onOpenChange={handleOpenChange}
        menuTrigger="input"
        allowsEmptyCollection
        allowsCustomValue
        isInvalid={Boolean(error)}
        name={name}
        autoFocus={autoFocus}
      >
        {initialInput ? <OpenOnArrival /> : null}
        <Label className={FIELD_LABEL}>{label}</Label>
        <Input placeholder={t('flights.search.airport_placeholder')} className={FIELD_INPUT} autoComplete="off" />
        <FieldError className={FIELD_ERROR}>{error}</FieldError>
        <Popover
          placement="bottom start"
          className="max-h-80 w-(--trigger-width) min-w-72 overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          <ListBox<Airport>
            className="outline-none"
            renderEmptyState={() => <p className="px-3.5 py-2.5 text-sm text-slate-600">{emptyText()}</p>}
          >
            {(airport) => (
              <ListBoxItem
                id={airport.code}
                textValue={airportLabel(airport, lang)}
                className="flex cursor-pointer items-center gap-3 px-3.5 py-2 outline-none data-focused:bg-brand-50"
              >
                <span className="w-10 shrink-0 font-semibold text-brand-800" dir="ltr">
                  {airport.code}
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">
                    {pickText(airport.city, lang)}, {pickText(airport.country_name, lang)}
                  </span>
                  <span className="block truncate text-xs text-slate-600">{pickText(airport.name, lang)}</span>
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}

/** Text typed before the combobox arrived lists its suggestions at once, as if typed into the combobox. */
function OpenOnArrival() {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    state?.open(null, 'input');
    // Once, when the combobox appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** The combobox, with the app's query client when the home page's first screen shows it (decision 062). */
export function AirportCombobox(props: AirportComboboxProps) {
  return (
    <WithQueryClient>
      <AirportComboboxWidget {...props} />
    </WithQueryClient>
  );
}

import { useDeferredValue, useEffect, useRef, useState } from 'react';
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
  type Key,
} from 'react-aria-components/ComboBox';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import type { Destination } from '@portal/contracts/hotels';
import { localeOf, pickText, useLang } from '../../../lib/i18n';
import { IconBed, IconMapPin } from '../../../components/ui/icons';
import { FIELD_ERROR, FIELD_INPUT, FIELD_LABEL } from '../../flights/components/field-styles';
import { destinationQuery, destinationSuggestionsQuery } from '../api/destinations';
import type { DestinationFieldProps } from './destination-field';
import { WithQueryClient } from '../../../lib/query-provider';

export function destinationLabel(d: Destination, lang: ReturnType<typeof useLang>): string {
  return d.kind === 'city'
    ? `${pickText(d.name, lang)}, ${pickText(d.country_name, lang)}`
    : `${pickText(d.name, lang)}, ${pickText(d.city, lang)}`;
}

/**
 * Cities and hotels suggested by the server as the user types, in any of the three languages. React Aria
 * gives the combobox its keyboard, screen-reader and right-to-left behaviour.
 */
function DestinationComboboxWidget({
  label,
  value,
  onChange,
  error,
  initialText = '',
  autoFocus,
}: Omit<DestinationFieldProps, 'deferred'> & { initialText?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const selected = useQuery(destinationQuery(value));
  const chosen = value ? (selected.data ? destinationLabel(selected.data, lang) : value) : '';
  const [inputValue, setInputValue] = useState(initialText || chosen);
  const [query, setQuery] = useState(initialText);
  const shownRef = useRef(chosen);
  const deferredQuery = useDeferredValue(query);
  const suggestions = useQuery(destinationSuggestionsQuery(deferredQuery));
  const items = deferredQuery.trim() ? (suggestions.data ?? []) : [];

  useEffect(() => {
    setInputValue((current) => (current === shownRef.current ? chosen : current));
    shownRef.current = chosen;
  }, [chosen]);

  function handleSelectionChange(key: Key | null) {
    const destination = items.find((d) => d.slug === key);
    if (!destination) return;
    queryClient.setQueryData(destinationQuery(destination.slug).queryKey, destination);
    const text = destinationLabel(destination, lang);
    shownRef.current = text;
    setInputValue(text);
    setQuery('');
    onChange(destination.slug);
  }

  function handleInputChange(text: string) {
    setInputValue(text);
    setQuery(text === shownRef.current ? '' : text);
  }

  function handleOpenChange(isOpen: boolean) {
    if (!isOpen) {
      setInputValue(shownRef.current);
      setQuery('');
    }
  }

  function emptyText(): string {
    if (!deferredQuery.trim()) return t('hotels.search.destination_hint');
    if (suggestions.isPending || suggestions.isFetching || deferredQuery !== query) return t('hotels.search.searching');
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
        autoFocus={autoFocus}
      >
        <Label className={FIELD_LABEL}>{label}</Label>
        <Input placeholder={t('hotels.search.destination_placeholder')} className={FIELD_INPUT} autoComplete="off" />
        <FieldError className={FIELD_ERROR}>{error}</FieldError>
        <Popover
          placement="bottom start"
          className="max-h-80 w-(--trigger-width) min-w-72 overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          <ListBox<Destination>
            className="outline-none"
            renderEmptyState={() => <p className="px-3.5 py-2.5 text-sm text-slate-600">{emptyText()}</p>}
          >
            {(d) => (
              <ListBoxItem
                id={d.slug}
                textValue={destinationLabel(d, lang)}
                className="flex cursor-pointer items-center gap-3 px-3.5 py-2 outline-none data-focused:bg-brand-50"
              >
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
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}

/** The combobox, with the app's query client when the home page's first screen shows it (decision 062). */
export function DestinationCombobox(
  props: Omit<DestinationFieldProps, 'deferred'> & { initialText?: string; autoFocus?: boolean },
) {
  return (
    <WithQueryClient>
      <DestinationComboboxWidget {...props} />
    </WithQueryClient>
  );
}

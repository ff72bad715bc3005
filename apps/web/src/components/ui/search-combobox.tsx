import { useContext, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components/ComboBox';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { namedExactly } from '@portal/contracts/search-names';
import { localeOf, useLang } from '../../lib/i18n';
import { WithQueryClient } from '../../lib/query-provider';
import type { ComboboxWidgetProps } from './combobox-field';
import { FIELD_ERROR, FIELD_INPUT, FIELD_LABEL } from './field-styles';

type Options<T> = UseQueryOptions<T, Error, T, string[]>;

/** What a search combobox finds and how it shows it (an airport, a city or hotel…). */
export interface SearchComboboxConfig<T extends object> {
  /** The chosen item, by its key (to show a key that came from a link by its name). */
  itemQuery: (key: string) => Options<T | null> | Options<T>;
  /** What the server suggests for the text typed. */
  suggestionsQuery: (text: string) => Options<T[]>;
  keyOf: (item: T) => string;
  /** What the input shows for a chosen item. */
  labelOf: (item: T) => string;
  /**
   * Every text that names the item exactly (its code, its names in each language): text typed and left
   * without a choice is accepted when it names exactly one suggestion (decision 110).
   */
  namesOf: (item: T) => readonly string[];
  /** One suggestion in the list. */
  renderItem: (item: T) => ReactNode;
  placeholder: string;
  /** The list's words before anything is typed, and while the server is asked. */
  hint: string;
  searching: string;
}

/**
 * Suggestions from the server as the user types, in any of the three languages. React Aria gives the combobox
 * its keyboard, screen-reader and right-to-left behaviour; what was typed before it arrived is listed at once.
 */
function SearchComboboxWidget<T extends object>({
  config,
  label,
  value,
  onChange,
  error,
  name,
  initialText = '',
  autoFocus,
}: ComboboxWidgetProps & { config: SearchComboboxConfig<T> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const selected = useQuery(config.itemQuery(value) as Options<T | null>);
  // What the field shows for the chosen item: its label once known, the key until then.
  const chosen = value ? (selected.data ? config.labelOf(selected.data) : value) : '';
  const [inputValue, setInputValue] = useState(initialText || chosen);
  const [query, setQuery] = useState(initialText);
  const shownRef = useRef(chosen);
  // The input's text as last typed or set, for the handlers that run after a choice in the same event.
  const textRef = useRef(inputValue);
  const deferredQuery = useDeferredValue(query);
  const suggestions = useQuery(config.suggestionsQuery(deferredQuery));
  const items = deferredQuery.trim() ? (suggestions.data ?? []) : [];

  // The item changed from outside (a link, the swap button) or its name arrived: show it, unless the user is
  // typing something else.
  useEffect(() => {
    setInputValue((current) => (current === shownRef.current ? chosen : current));
    shownRef.current = chosen;
  }, [chosen]);

  function choose(item: T) {
    queryClient.setQueryData(config.itemQuery(config.keyOf(item)).queryKey, item);
    const text = config.labelOf(item);
    shownRef.current = text;
    textRef.current = text;
    setInputValue(text);
    setQuery('');
    onChange(config.keyOf(item));
  }

  function handleSelectionChange(key: Key | null) {
    const item = items.find((i) => config.keyOf(i) === key);
    if (item) choose(item);
  }

  function handleInputChange(text: string) {
    textRef.current = text;
    setInputValue(text);
    setQuery(text === shownRef.current ? '' : text);
  }

  /**
   * Left without a choice (closed, or the focus moved on): nothing typed shows the chosen item again; text that
   * names exactly one place chooses it (from the suggestions already fetched, else once they arrive); other
   * text stays, with no item chosen, and the form asks to choose from the list (decision 110).
   */
  function leave() {
    const text = textRef.current;
    if (text === shownRef.current) return;
    setQuery('');
    if (!text.trim()) {
      textRef.current = shownRef.current;
      setInputValue(shownRef.current);
      return;
    }
    const options = config.suggestionsQuery(text);
    const pick = (list: T[] | undefined) => {
      const item = list ? namedExactly(list, text, config.namesOf) : null;
      if (item && textRef.current === text) choose(item);
      return item;
    };
    if (pick(queryClient.getQueryData<T[]>(options.queryKey))) return;
    if (value) onChange('');
    if (queryClient.getQueryData(options.queryKey) === undefined) {
      void queryClient.fetchQuery(options).then(pick, () => undefined);
    }
  }

  function handleOpenChange(isOpen: boolean) {
    if (!isOpen) leave();
  }

  // Text typed and not chosen: "choose from the list" rather than "required", the text kept.
  const unchosen = !value && inputValue.trim() !== '';
  const shownError = error && unchosen ? t('dropdown.choose_from_list') : error;

  function emptyText(): string {
    if (!deferredQuery.trim()) return config.hint;
    if (suggestions.isPending || suggestions.isFetching || deferredQuery !== query) return config.searching;
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
        isInvalid={Boolean(shownError)}
        name={name}
        autoFocus={autoFocus}
      >
        {initialText ? <OpenOnArrival /> : null}
        <Label className={FIELD_LABEL}>{label}</Label>
        <Input placeholder={config.placeholder} className={FIELD_INPUT} autoComplete="off" onBlur={leave} />
        <FieldError className={FIELD_ERROR}>{shownError}</FieldError>
        <Popover
          placement="bottom start"
          className="max-h-80 w-(--trigger-width) min-w-72 overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          <ListBox<T>
            className="outline-none"
            renderEmptyState={() => <p className="px-3.5 py-2.5 text-sm text-slate-600">{emptyText()}</p>}
          >
            {(item) => (
              <ListBoxItem
                id={config.keyOf(item)}
                textValue={config.labelOf(item)}
                className="flex cursor-pointer items-center gap-3 px-3.5 py-2 outline-none data-focused:bg-brand-50"
              >
                {config.renderItem(item)}
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
export function SearchCombobox<T extends object>(props: ComboboxWidgetProps & { config: SearchComboboxConfig<T> }) {
  return (
    <WithQueryClient>
      <SearchComboboxWidget {...props} />
    </WithQueryClient>
  );
}

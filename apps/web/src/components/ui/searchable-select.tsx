import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components/ComboBox';
import { IconChevronDown } from './icons';

export interface SearchableOption {
  id: string;
  label: string;
  /** Extra words that also find the option (codes, other spellings). */
  keywords?: string;
}

export interface SearchableSelectProps {
  label: string;
  options: readonly SearchableOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  placeholder?: string;
  /** At most this many matches are listed; typing narrows the rest down. */
  optionsLimit?: number;
  /** Pixels. */
  maxHeight?: number;
  isDisabled?: boolean;
  name?: string;
  className?: string;
  /** A validation message: marks the field invalid and is announced with it. */
  error?: string | undefined;
  /** Takes the focus when drawn (in the place of a plain input that had it: `searchable-field.tsx`). */
  autoFocus?: boolean | undefined;
  /** Typed into the plain input that stood in for it (`searchable-field.tsx`): kept, and the list filtered by it. */
  initialText?: string | undefined;
}

export const DEFAULT_OPTIONS_LIMIT = 1000;
export const DEFAULT_MAX_HEIGHT = 300;

/** Case-, accent- and hamza-insensitive, so "erbil" finds "Erbil" and "اربيل" finds "أربيل". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .trim();
}

export function filterOptions(
  options: readonly SearchableOption[],
  query: string,
  limit: number = DEFAULT_OPTIONS_LIMIT,
): SearchableOption[] {
  const needle = normalizeForSearch(query);
  const matches: SearchableOption[] = [];
  for (const option of options) {
    if (matches.length >= limit) break;
    if (!needle || normalizeForSearch(`${option.label} ${option.keywords ?? ''}`).includes(needle))
      matches.push(option);
  }
  return matches;
}

/**
 * A dropdown with a search box, for long lists (airports, countries, nationalities). Opening it shows the
 * whole list (up to the limit); typing filters it. Keyboard and screen-reader behaviour come from React Aria.
 */
export function SearchableSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  optionsLimit = DEFAULT_OPTIONS_LIMIT,
  maxHeight = DEFAULT_MAX_HEIGHT,
  isDisabled,
  name,
  className = '',
  error,
  autoFocus,
  initialText,
}: SearchableSelectProps) {
  const { t } = useTranslation();
  const selected = options.find((option) => option.id === value) ?? null;
  const [inputValue, setInputValue] = useState(initialText ?? selected?.label ?? '');
  const [query, setQuery] = useState(initialText !== undefined && initialText !== selected?.label ? initialText : '');
  const items = useMemo(() => filterOptions(options, query, optionsLimit), [options, query, optionsLimit]);
  const inputRef = useRef<HTMLInputElement>(null);
  const arrivedWith = useRef(autoFocus && initialText ? initialText.length : null);

  useEffect(() => {
    // Taking over from the plain input while it was being typed into: the caret goes after the text kept.
    const end = arrivedWith.current;
    if (end !== null) inputRef.current?.setSelectionRange(end, end);
  }, []);

  function handleSelectionChange(key: Key | null) {
    const option = options.find((o) => o.id === key) ?? null;
    setInputValue(option?.label ?? '');
    setQuery('');
    onChange(option?.id ?? null);
  }

  function handleInputChange(text: string) {
    setInputValue(text);
    setQuery(text === selected?.label ? '' : text);
  }

  function handleOpenChange(isOpen: boolean, trigger?: string) {
    // Opened by focus or the button: show everything again, not just what matches the current label.
    if (isOpen && trigger !== 'input') setQuery('');
    if (!isOpen) setInputValue(selected?.label ?? '');
  }

  return (
    <ComboBox
      className={`group flex flex-col ${className}`}
      items={items}
      selectedKey={value}
      onSelectionChange={handleSelectionChange}
      inputValue={inputValue}
      onInputChange={handleInputChange}
      onOpenChange={handleOpenChange}
      menuTrigger="focus"
      allowsEmptyCollection
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      name={name}
    >
      <Label className="mb-1.5 block text-sm font-semibold text-slate-800">{label}</Label>
      <div className="relative">
        <Input
          ref={inputRef}
          autoFocus={autoFocus}
          placeholder={placeholder ?? t('dropdown.placeholder')}
          className="block w-full rounded-xl border border-slate-300 bg-white py-2.5 ps-3.5 pe-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 data-invalid:border-red-600"
        />
        <Button className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-xl text-slate-600 hover:text-brand-800">
          <IconChevronDown />
        </Button>
      </div>
      <FieldError className="mt-1.5 text-sm font-medium text-red-700">{error}</FieldError>
      <Popover
        maxHeight={maxHeight}
        className="w-(--trigger-width) overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        style={{ maxHeight }}
        data-testid="searchable-select-popover"
      >
        <ListBox
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3.5 py-2.5 text-sm text-slate-600">
              {options.length === 0 ? t('dropdown.list_empty') : t('dropdown.no_match')}
            </p>
          )}
        >
          {(item: SearchableOption) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className="cursor-pointer px-3.5 py-2 text-sm text-slate-900 outline-none data-focused:bg-brand-50 data-selected:font-semibold data-selected:text-brand-800"
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy';
import { IconChevronDown } from './icons';
import { FieldFallback, LightField, useFieldIntent } from './lazy-field';
import type { SearchableSelectProps } from './searchable-select';

const SearchableSelect = lazyComponent(() => import('./searchable-select'), 'SearchableSelect');

export interface SearchableFieldProps extends Omit<SearchableSelectProps, 'initialText'> {
  /**
   * A plain input until the form asks for its widgets (a search form above results, decisions 138 and 148).
   * Unset inside `FieldsOnIntent`: a plain input until a sign of intent on the field itself (the booking pages).
   */
  deferred?: boolean | undefined;
}

/**
 * A searchable select whose React Aria combobox (with its popover, about 60 KB gzip) loads when the field is
 * first shown, or on a sign of intent: until then a plain input of the same size shows the chosen option and
 * takes what is typed, and the combobox takes over its focus and text.
 */
export function SearchableField({ deferred, ...props }: SearchableFieldProps) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const intent = useFieldIntent(SearchableSelect.preload);
  const text = props.options.find((option) => option.id === props.value)?.label ?? '';
  const light = deferred ?? intent.waiting;
  return (
    <Suspense fallback={<FieldFallback label={props.label} text={typed ?? text} error={props.error} />}>
      {light ? (
        <LightField
          label={props.label}
          text={typed ?? text}
          placeholder={props.placeholder ?? t('dropdown.placeholder')}
          error={props.error}
          onTextChange={props.isDisabled ? undefined : setTyped}
          onFocusChange={setFocused}
          onIntent={deferred === undefined ? intent.onIntent : undefined}
          icon={<IconChevronDown />}
          select
        />
      ) : (
        <SearchableSelect {...props} initialText={typed} autoFocus={props.autoFocus || focused} />
      )}
    </Suspense>
  );
}

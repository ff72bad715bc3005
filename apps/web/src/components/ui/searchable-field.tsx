import { lazy, Suspense, useState } from 'react';
import { IconChevronDown } from './icons';
import { FieldFallback, LightField } from './lazy-field';
import type { SearchableSelectProps } from './searchable-select';

const SearchableSelect = lazy(() => import('./searchable-select').then((m) => ({ default: m.SearchableSelect })));

export interface SearchableFieldProps extends SearchableSelectProps {
  /** A plain input until the form asks for its widgets (a search form above results, decisions 138 and 148). */
  deferred?: boolean | undefined;
}

/**
 * A searchable select whose React Aria combobox (with its popover, about 60 KB gzip) loads when the field is
 * first shown, or with `deferred` on the form's first sign of intent: until then a plain input of the same size
 * shows the chosen option, and the combobox takes over its focus.
 */
export function SearchableField({ deferred, ...props }: SearchableFieldProps) {
  const [focused, setFocused] = useState(false);
  const text = props.options.find((option) => option.id === props.value)?.label ?? '';
  return (
    <Suspense fallback={<FieldFallback label={props.label} text={text} error={props.error} />}>
      {deferred ? (
        <LightField
          label={props.label}
          text={text}
          error={props.error}
          onFocusChange={setFocused}
          icon={<IconChevronDown />}
        />
      ) : (
        <SearchableSelect {...props} autoFocus={props.autoFocus || focused} />
      )}
    </Suspense>
  );
}

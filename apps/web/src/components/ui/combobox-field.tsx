import { Suspense, useState, type ComponentType } from 'react';
import { FieldFallback, LightField } from './lazy-field';

export interface ComboboxFieldProps {
  label: string;
  /** The chosen item's key (an airport's code, a city's slug), or '' when none is chosen. */
  value: string;
  onChange: (key: string) => void;
  error?: string | undefined;
  name?: string;
  /** A plain input until the form asks for its widgets (the home page's first screen, decision 022). */
  deferred?: boolean | undefined;
}

/** What the loaded combobox gets: the field's props and what was typed before it arrived. */
export interface ComboboxWidgetProps extends Omit<ComboboxFieldProps, 'deferred'> {
  /** Typed into the plain input before the combobox arrived: shown, searched and listed at once. */
  initialText?: string | undefined;
  autoFocus?: boolean;
}

export interface LazyComboboxFieldProps extends ComboboxFieldProps {
  /** The feature's combobox (a `lazy()` component around `SearchCombobox`), loaded when first wanted. */
  widget: ComponentType<ComboboxWidgetProps>;
  placeholder?: string | undefined;
}

/**
 * An autocomplete field whose React Aria combobox loads after the first screen (decisions 022 and 026): until
 * the form asks for it, a plain input of the same size takes what is typed, and the combobox takes over its
 * focus and text.
 */
export function ComboboxField({ deferred, widget: Widget, placeholder, ...props }: LazyComboboxFieldProps) {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [focused, setFocused] = useState(false);
  // One boundary from the start: when the form asks for the widget (in a transition), the plain input stays
  // until the combobox is ready, then hands over its focus and text.
  return (
    <Suspense fallback={<FieldFallback label={props.label} text={typed || props.value} error={props.error} />}>
      {deferred ? (
        <LightField
          label={props.label}
          text={typed ?? props.value}
          placeholder={placeholder}
          error={props.error}
          onTextChange={setTyped}
          onFocusChange={setFocused}
        />
      ) : (
        <Widget {...props} initialText={typed} autoFocus={focused} />
      )}
    </Suspense>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useNavigator } from './navigation';
import { useWidgetsOnIntent } from './use-widgets-on-intent';

export interface SearchFormOptions {
  /** Translated messages by field, from a bad link or the server. */
  initialErrors: Record<string, string>;
  /** When the form's widgets (comboboxes, date pickers) load: with the form, or on the first sign of intent. */
  loadWidgets: 'at-once' | 'on-intent';
  /** Also done on the first sign of intent (fetching the messages the form will need). */
  onIntent?: () => void;
  /** Where a valid search goes; by default the search page's address. */
  onSearch?: ((href: string) => void) | undefined;
}

/**
 * What every service's search form does around its own fields: messages by field, focus on the first marked
 * one after a refused search, the widgets loaded on the first hover, touch or focus (decision 022), and the
 * search opened (or handed to `onSearch`).
 */
export function useSearchForm({ initialErrors, loadWidgets, onIntent, onSearch }: SearchFormOptions) {
  const { navigate } = useNavigator();
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [focusRequest, setFocusRequest] = useState(0);
  const { wanted: widgetsWanted, intentProps } = useWidgetsOnIntent(loadWidgets, onIntent);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  return {
    errors,
    setErrors,
    widgetsWanted,
    /** Shows these messages at their fields and moves the focus to the first of them. */
    refuse(messages: Record<string, string>) {
      setErrors(messages);
      setFocusRequest((n) => n + 1);
    },
    /** Opens the search (the form was valid). */
    search(href: string) {
      setErrors({});
      if (onSearch) onSearch(href);
      else navigate(href);
    },
    /** The form element's own props: its ref, and the signs of intent that load the widgets. */
    formProps: {
      ref: formRef,
      noValidate: true,
      ...intentProps,
    },
  };
}

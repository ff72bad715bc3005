import { startTransition, useState } from 'react';

/**
 * The one rule behind every widget that waits for intent (decision 022, issue 23): wanted once, at the first
 * sign; what the sign starts (a download) is called once; and the swap comes in a transition, so the plain
 * input stays on screen (and focused) until the widget is ready. `useWidgetsOnIntent` applies it to a whole
 * form, `useFieldIntent` (`components/ui/lazy-field.tsx`) to one field.
 */
export function useIntent(wantedAtOnce: boolean, onIntent?: () => unknown): { wanted: boolean; signal: () => void } {
  const [wanted, setWanted] = useState(wantedAtOnce);
  return {
    wanted,
    signal: () => {
      if (wanted) return;
      void onIntent?.();
      startTransition(() => setWanted(true));
    },
  };
}

/**
 * Whether a form's heavy widgets (React Aria's date pickers and comboboxes) are wanted yet: at once, or on the
 * first sign of intent on the form — a pointer over it, a touch, the focus. Until then its fields are plain
 * inputs of the same size (`DateField deferred`), so the widgets' code stays out of the page's first download.
 * Spread `intentProps` on the element whose hover, touch or focus counts (usually the form).
 */
export function useWidgetsOnIntent(loadWidgets: 'at-once' | 'on-intent' = 'on-intent', onIntent?: () => void) {
  const { wanted, signal } = useIntent(loadWidgets === 'at-once', onIntent);
  return {
    wanted,
    intentProps: { onPointerOver: signal, onTouchStart: signal, onFocus: signal },
  };
}

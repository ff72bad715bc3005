import { startTransition, useState } from 'react';

/**
 * Whether a form's heavy widgets (React Aria's date pickers and comboboxes) are wanted yet: at once, or on the
 * first sign of intent on the form — a pointer over it, a touch, the focus (decision 022). Until then its fields
 * are plain inputs of the same size (`DateField deferred`), so the widgets' code stays out of the page's first
 * download. Spread `intentProps` on the element whose hover, touch or focus counts (usually the form).
 */
export function useWidgetsOnIntent(loadWidgets: 'at-once' | 'on-intent' = 'on-intent', onIntent?: () => void) {
  const [wanted, setWanted] = useState(loadWidgets === 'at-once');
  function handleIntent() {
    if (wanted) return;
    onIntent?.();
    // A transition keeps the plain inputs on screen (and focused) until the widgets are ready.
    startTransition(() => setWanted(true));
  }
  return {
    wanted,
    intentProps: { onPointerOver: handleIntent, onTouchStart: handleIntent, onFocus: handleIntent },
  };
}

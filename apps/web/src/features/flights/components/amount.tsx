import type { ReactNode } from 'react';

/** An amount inside a sentence, isolated left-to-right so the bidi algorithm keeps "US$" with its number. */
export function Amount({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={`tabular-nums ${className}`}>
      {children}
    </bdi>
  );
}

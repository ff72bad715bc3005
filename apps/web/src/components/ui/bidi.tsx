import type { ReactNode } from 'react';

/** An amount inside a sentence, isolated left-to-right so the bidi algorithm keeps "US$" with its number. */
export function Amount({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={`tabular-nums ${className}`}>
      {children}
    </bdi>
  );
}

/**
 * Elements for react-i18next's `Trans`: amounts (`<amount>`) and codes (`<code>`) inside a sentence are
 * isolated left-to-right, so in Arabic "US$500.15" cannot be split into "$US 500.15" by the text around it.
 */
export const BIDI_TAGS = {
  amount: <bdi dir="ltr" className="tabular-nums" />,
  code: <bdi dir="ltr" />,
};

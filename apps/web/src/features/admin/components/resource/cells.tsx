import type { ReactNode } from 'react';

/** Latin text kept left to right in an Arabic page (a code, a time zone, a route); a code is bold. */
export function Ltr({ children, code, className = '' }: { children: ReactNode; code?: boolean; className?: string }) {
  return (
    <bdi dir="ltr" className={`${code ? 'font-semibold' : ''} ${className}`.trim() || undefined}>
      {children}
    </bdi>
  );
}

/** A row's name and a smaller second line (an airport's city over its name, a destination's name over its slug). */
export function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <>
      <bdi className="font-medium">{main}</bdi>
      <span className="block text-xs text-slate-600">{sub}</span>
    </>
  );
}

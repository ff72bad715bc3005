import type { ReactNode } from 'react';

/** An application's summary beside the kit's form: what is applied for, where, then its price lines. */
export function ApplicationSummary({
  title,
  place,
  children,
}: {
  title: string;
  place: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="text-sm text-slate-700">{place}</p>
      {children}
    </div>
  );
}

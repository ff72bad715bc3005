import type { ReactNode } from 'react';

const TONES = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  blue: 'bg-brand-50 text-brand-800 ring-brand-200',
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;
export type PillTone = keyof typeof TONES;

/** A small labelled state (booking status, active or archived, replied). */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[tone]}`}>
      {children}
    </span>
  );
}

export const BOOKING_TONE: Record<string, PillTone> = {
  pending: 'amber',
  held: 'amber',
  confirmed: 'blue',
  fulfilled: 'green',
  cancelled: 'grey',
  refunded: 'grey',
  expired: 'grey',
  failed: 'red',
};

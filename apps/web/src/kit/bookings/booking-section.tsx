import type { ReactNode } from 'react';

/** A titled part of a booking's detail (the itinerary, the stay, the travellers, the price…). */
export function BookingSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

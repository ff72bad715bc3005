import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUR_DURATIONS, TOUR_KINDS, TOUR_LABELS } from '@portal/contracts/tour-constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/text-field';
import type { TourList } from '../utils/list';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** The package list's filters: kind, duration, hotel stars, price per adult and the spec's two labels. */
export function TourFilters({ list, onChange }: { list: TourList; onChange: (next: TourList) => void }) {
  const { t } = useTranslation();
  const [price, setPrice] = useState({ min: list.priceMin, max: list.priceMax });
  const set = (patch: Partial<TourList>) => onChange({ ...list, ...patch, page: 1 });
  const group = (legend: string, children: React.ReactNode) => (
    <fieldset className="space-y-2 border-t border-slate-100 pt-4 first:border-0 first:pt-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
  return (
    <aside
      aria-label={t('packages.results.filters')}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
    >
      {group(
        t('packages.results.labels'),
        TOUR_LABELS.map((label) => (
          <CheckboxField
            key={label}
            label={t(`packages.labels.${label}`)}
            checked={list.labels.includes(label)}
            onChange={() => set({ labels: toggle(list.labels, label) })}
          />
        )),
      )}
      {group(
        t('packages.results.kind'),
        TOUR_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            label={t(`packages.kinds.${kind}`)}
            checked={list.kinds.includes(kind)}
            onChange={() => set({ kinds: toggle(list.kinds, kind) })}
          />
        )),
      )}
      {group(
        t('packages.results.duration'),
        TOUR_DURATIONS.map((d) => (
          <CheckboxField
            key={d}
            label={t(`packages.durations.${d}`)}
            checked={list.durations.includes(d)}
            onChange={() => set({ durations: toggle(list.durations, d) })}
          />
        )),
      )}
      {group(
        t('packages.results.stars'),
        [5, 4, 3].map((n) => (
          <CheckboxField
            key={n}
            label={t('packages.stars', { count: n })}
            checked={list.stars.includes(n)}
            onChange={() => set({ stars: toggle(list.stars, n) })}
          />
        )),
      )}
      {group(
        t('packages.results.price'),
        <form
          className="grid grid-cols-2 gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            set({ priceMin: price.min.replace(/\D/g, ''), priceMax: price.max.replace(/\D/g, '') });
          }}
        >
          <TextField
            label={t('packages.results.price_min')}
            inputMode="numeric"
            dir="ltr"
            value={price.min}
            onChange={(e) => setPrice({ ...price, min: e.target.value })}
          />
          <TextField
            label={t('packages.results.price_max')}
            inputMode="numeric"
            dir="ltr"
            value={price.max}
            onChange={(e) => setPrice({ ...price, max: e.target.value })}
          />
          <Button type="submit" variant="secondary" className="col-span-2">
            {t('packages.results.apply')}
          </Button>
        </form>,
      )}
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => {
          setPrice({ min: '', max: '' });
          onChange({ ...list, kinds: [], durations: [], stars: [], labels: [], priceMin: '', priceMax: '', page: 1 });
        }}
      >
        {t('packages.results.clear')}
      </Button>
    </aside>
  );
}

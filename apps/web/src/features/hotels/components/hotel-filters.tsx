import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { HOTEL_LANGUAGES } from '@portal/contracts/hotel-constants';
import type { HotelSearchResult } from '@portal/contracts/hotels';
import { Button } from '../../../components/ui/button';
import { useLang } from '../../../lib/i18n';
import { languageName } from '../utils/format';
import { BIDI_TAGS } from '../../../components/ui/bidi';
import { DEFAULT_LIST, type ListState } from '../utils/list-query';

export interface HotelFiltersProps {
  state: ListState;
  facets: HotelSearchResult['facets'] | undefined;
  currency: string;
  onChange: (next: ListState) => void;
}

const FILTER_FACILITIES = [
  'breakfast',
  'wake_up_call',
  'internet',
  'coffee',
  'pool',
  'spa',
  'gym',
  'parking',
  'airport_shuttle',
  'shrine_shuttle',
  'family_rooms',
  'prayer_room',
] as const;
const REVIEW_STEPS = [9, 8, 7] as const;

function Group({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-2 border-t border-slate-100 pt-4 first:border-0 first:pt-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  hint?: string | undefined;
}) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4.5 rounded border-slate-400 accent-brand-700"
      />
      <span className="flex-1">{label}</span>
      {hint ? <span className="text-xs text-slate-500 tabular-nums">{hint}</span> : null}
    </label>
  );
}

/** The filters of the hotel list; each change goes to the URL and back to page one. */
export function HotelFilters({ state, facets, currency, onChange }: HotelFiltersProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [priceMin, setPriceMin] = useState(state.priceMin);
  const [priceMax, setPriceMax] = useState(state.priceMax);
  const set = (patch: Partial<ListState>) => onChange({ ...state, ...patch, page: 1 });
  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  const amount = (text: string) => (/^\d{0,12}(\.\d{0,3})?$/.test(text) ? text : null);

  return (
    <div className="space-y-4">
      <Group title={t('hotels.filters.stars')}>
        {[5, 4, 3, 2, 1].map((stars) => (
          <Check
            key={stars}
            label={t('hotels.stars', { count: stars })}
            checked={state.stars.includes(stars)}
            onChange={(on) => set({ stars: toggle(state.stars, stars, on).sort() })}
            hint={facets ? String(facets.stars[String(stars)] ?? 0) : undefined}
          />
        ))}
      </Group>
      <Group title={<Trans i18nKey="hotels.filters.price" values={{ currency }} components={BIDI_TAGS} />}>
        <form
          className="grid grid-cols-[1fr_1fr_auto] items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            set({ priceMin: priceMin.replace(/\.$/, ''), priceMax: priceMax.replace(/\.$/, '') });
          }}
        >
          <label className="text-xs font-semibold text-slate-700" htmlFor={`${id}-min`}>
            {t('hotels.filters.min')}
            <input
              id={`${id}-min`}
              inputMode="decimal"
              dir="ltr"
              value={priceMin}
              placeholder={facets?.price_min?.amount ?? ''}
              onChange={(event) => {
                const v = amount(event.target.value);
                if (v !== null) setPriceMin(v);
              }}
              className="mt-1 block min-h-10 w-full rounded-lg border border-slate-300 px-2 text-sm"
            />
          </label>
          <label className="text-xs font-semibold text-slate-700" htmlFor={`${id}-max`}>
            {t('hotels.filters.max')}
            <input
              id={`${id}-max`}
              inputMode="decimal"
              dir="ltr"
              value={priceMax}
              placeholder={facets?.price_max?.amount ?? ''}
              onChange={(event) => {
                const v = amount(event.target.value);
                if (v !== null) setPriceMax(v);
              }}
              className="mt-1 block min-h-10 w-full rounded-lg border border-slate-300 px-2 text-sm"
            />
          </label>
          <Button type="submit" variant="secondary" className="min-h-10 px-3">
            {t('hotels.filters.apply')}
          </Button>
        </form>
      </Group>
      <Group title={t('hotels.filters.review')}>
        {REVIEW_STEPS.map((score) => (
          <label key={score} className="flex min-h-9 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-review`}
              checked={state.reviewMin === score}
              onChange={() => set({ reviewMin: score })}
              className="size-4.5 accent-brand-700"
            />
            {t('hotels.filters.review_at_least', { score })}
          </label>
        ))}
        <label className="flex min-h-9 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-review`}
            checked={state.reviewMin === null}
            onChange={() => set({ reviewMin: null })}
            className="size-4.5 accent-brand-700"
          />
          {t('hotels.filters.review_any')}
        </label>
      </Group>
      <Group title={t('hotels.filters.facilities')}>
        {FILTER_FACILITIES.map((f) => (
          <Check
            key={f}
            label={t(`hotels.facilities.${f}`)}
            checked={state.facilities.includes(f)}
            onChange={(on) => set({ facilities: toggle(state.facilities, f, on) })}
          />
        ))}
      </Group>
      {/* Every language the inventory's staff speak (the contract's list), named by the browser in the user's. */}
      <Group title={t('hotels.filters.languages')}>
        {HOTEL_LANGUAGES.map((code) => (
          <Check
            key={code}
            label={languageName(code, lang)}
            checked={state.languages.includes(code)}
            onChange={(on) => set({ languages: toggle(state.languages, code, on) })}
          />
        ))}
      </Group>
      <Group title={t('hotels.filters.more')}>
        <Check
          label={t('hotels.filters.free_cancellation')}
          checked={state.freeCancellation}
          onChange={(on) => set({ freeCancellation: on })}
        />
        <Check
          label={t('hotels.badges.bestseller')}
          checked={state.bestseller}
          onChange={(on) => set({ bestseller: on })}
        />
        <Check label={t('hotels.badges.featured')} checked={state.featured} onChange={(on) => set({ featured: on })} />
      </Group>
      <Button
        variant="ghost"
        className="w-full"
        onClick={() => {
          setPriceMin('');
          setPriceMax('');
          onChange({ ...DEFAULT_LIST, sort: state.sort });
        }}
      >
        {t('hotels.filters.clear')}
      </Button>
    </div>
  );
}

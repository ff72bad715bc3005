import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES } from '@portal/contracts/booking-constants';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { IconChevronDown } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useWidgetsOnIntent } from '../../../lib/use-widgets-on-intent';
import type { ListFilters } from '../utils/list-search';

export interface BookerOption {
  id: string;
  name: string;
}

export interface BookingFiltersProps {
  filters: ListFilters;
  /** People whose bookings the user may filter by; the filter is left out when empty. */
  bookers: BookerOption[];
  onApply: (filters: Omit<ListFilters, 'page'>) => void;
  onReset: () => void;
}

/** Status, dates, who booked and a reference search; applied together, so one request per change. */
export function BookingFilters({ filters, bookers, onApply, onReset }: BookingFiltersProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [status, setStatus] = useState(filters.status ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [user, setUser] = useState(filters.user ?? '');
  const [q, setQ] = useState(filters.q ?? '');
  const datesWrong = Boolean(from && to && from > to);
  // On phones the filters fold away under one button, so the list is on the first screen.
  const [open, setOpen] = useState(false);
  // The date pickers load on the first hover, touch or focus of the filters, not with the list.
  const widgets = useWidgetsOnIntent();
  const formId = useId();
  const active = [filters.status, filters.from, filters.to, filters.user, filters.q].filter(Boolean).length;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (datesWrong) return;
    onApply({
      status: BOOKING_STATUSES.find((s) => s === status),
      from: from || undefined,
      to: to || undefined,
      user: user || undefined,
      q: q.trim() || undefined,
    });
  }

  function handleReset() {
    setStatus('');
    setFrom('');
    setTo('');
    setUser('');
    setQ('');
    onReset();
  }

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-2xl bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 md:hidden"
      >
        <span>
          {t('bookings.filters.title')}
          {active ? ` (${active})` : ''}
        </span>
        <IconChevronDown className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <form
        id={formId}
        role="search"
        aria-labelledby={headingId}
        onSubmit={handleSubmit}
        {...widgets.intentProps}
        className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 md:block ${open ? 'mt-3 block' : 'hidden'}`}
      >
        <h3 id={headingId} className="sr-only">
          {t('bookings.filters.title')}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
          <TextField
            className="sm:col-span-2 lg:col-span-2"
            label={t('bookings.filters.reference')}
            type="search"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder={t('bookings.filters.reference_placeholder')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <SelectField
            label={t('bookings.filters.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            options={[
              { value: '', label: t('bookings.filters.any_status') },
              ...BOOKING_STATUSES.map((s) => ({ value: s, label: t(`bookings.status.${s}`) })),
            ]}
          />
          {bookers.length > 1 ? (
            <SelectField
              label={t('bookings.filters.booked_by')}
              value={user}
              onChange={(event) => setUser(event.target.value)}
              options={[
                { value: '', label: t('bookings.filters.anyone') },
                ...bookers.map((b) => ({ value: b.id, label: b.name })),
              ]}
            />
          ) : null}
          <DateField
            deferred={!widgets.wanted}
            label={t('bookings.filters.from')}
            value={from}
            max={to || undefined}
            onChange={setFrom}
          />
          <DateField
            deferred={!widgets.wanted}
            label={t('bookings.filters.to')}
            value={to}
            min={from || undefined}
            error={datesWrong ? t('bookings.filters.dates_wrong') : undefined}
            onChange={setTo}
          />
        </div>
        <p className="mt-2 text-sm text-slate-600">{t('bookings.filters.dates_hint')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit">{t('bookings.filters.apply')}</Button>
          <Button variant="secondary" onClick={handleReset}>
            {t('bookings.filters.reset')}
          </Button>
        </div>
      </form>
    </div>
  );
}

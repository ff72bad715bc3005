import { useTranslation } from 'react-i18next';
import { MAX_GUIDE_DAYS } from '@portal/contracts/guide-constants';
import type { GuideDetail } from '@portal/contracts/guides';
import { DateField } from '../../../components/ui/date-field';
import { NativeSelect } from '../../../components/ui/native-select';

export interface TripChoice {
  date: string;
  days: string;
  group: string;
}

/**
 * The trip asked of one guide: the first day (the guide's days off and booked days struck out in the calendar),
 * the number of days and of people; each change goes into the page's address, which prices it again.
 */
export function TripFields({
  detail,
  value,
  onChange,
  errors = {},
  deferred,
}: {
  detail: GuideDetail;
  value: TripChoice;
  onChange: (patch: Partial<TripChoice>) => void;
  errors?: Record<string, string | undefined>;
  /** The date field a plain input until the first sign of intent (the guide's page, drawn for every visitor). */
  deferred?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const unavailable = new Set(detail.unavailable);
  const numbers = (max: number) =>
    Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-4">
        <div className="col-span-2">
          <DateField
            label={t('guides.search.date')}
            value={value.date}
            min={detail.first_day}
            max={detail.last_day}
            unavailable={unavailable}
            onChange={(date) => onChange({ date })}
            error={errors.start ?? errors.date}
            deferred={deferred}
          />
        </div>
        <NativeSelect
          label={t('guides.search.days')}
          value={value.days}
          onChange={(event) => onChange({ days: event.target.value })}
          options={numbers(MAX_GUIDE_DAYS)}
          className="[&_select]:min-h-12 [&_select]:rounded-xl"
        />
        <NativeSelect
          label={t('guides.search.group')}
          value={value.group}
          onChange={(event) => onChange({ group: event.target.value })}
          options={numbers(detail.guide.max_group)}
          className="[&_select]:min-h-12 [&_select]:rounded-xl"
        />
      </div>
      <p className="text-sm text-slate-600">{t('guides.detail.calendar_hint')}</p>
    </div>
  );
}

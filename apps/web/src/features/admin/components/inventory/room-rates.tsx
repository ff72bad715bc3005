import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  RatePlanBodySchema,
  type AdminHotel,
  type AdminRoomType,
  type RatePlanBody,
} from '@portal/contracts/admin-hotels';
import { BOARD_BASES } from '@portal/contracts/hotel-constants';
import { Alert } from '../../../../components/ui/alert';
import { Money } from '../../../../components/ui/money';
import { SelectField } from '../../../../components/ui/select-field';
import { CheckboxField, TextField } from '../../../../components/ui/text-field';
import { addRate, updateRate } from '../../api/hotels';
import { useAdminText, type AdminKey } from '../../i18n';
import { ArchiveButton } from '../common/archive-button';
import { ActiveStatus } from '../resource/active-status';
import { ResourceForm, useResourceForm } from '../resource/resource-form';
import { ResourceTable } from '../resource/resource-list';
import { ValueCell } from '../resource/value-cell';

type Rate = AdminRoomType['rates'][number];
type RateValues = Omit<RatePlanBody, 'penalty_bp' | 'free_cancel_days'> & {
  penalty_percent: number;
  free_days: string;
};

/** The form's days and percent become the API's rule: free-cancellation days (refundable only), basis points. */
const toBody = ({ free_days, penalty_percent, ...rate }: RateValues): RatePlanBody => ({
  board: rate.board,
  refundable: rate.refundable,
  free_cancel_days: rate.refundable ? (free_days === '' ? null : Number(free_days)) : null,
  penalty_bp: Math.round(penalty_percent * 100),
  nightly_iqd: rate.nightly_iqd,
  child_nightly_iqd: rate.child_nightly_iqd,
});

/** The room type's rate plans (board, cancellation rule, price per night and per child) and a form for a new one. */
export function RoomRates({
  hotel,
  roomType,
  onSaved,
}: {
  hotel: AdminHotel;
  roomType: AdminRoomType;
  onSaved: (h: AdminHotel) => void;
}) {
  const { t } = useAdminText();
  const [problem, setProblem] = useState<string | null>(null);
  const state = useResourceForm<RateValues, AdminHotel>({
    schema: RatePlanBodySchema,
    toBody,
    fieldNames: { free_cancel_days: 'free_days', penalty_bp: 'penalty_percent' },
    defaultValues: {
      board: 'breakfast',
      refundable: true,
      free_days: '3',
      penalty_percent: 50,
      nightly_iqd: '',
      child_nightly_iqd: '0',
    },
    save: (values) => addRate(hotel.id, roomType.id, toBody(values)),
    resetTo: 'defaults',
    onSaved,
  });
  const { field } = state;
  const refundable = useWatch({ control: state.form.control, name: 'refundable' });
  const board = (rate: Pick<Rate, 'board'>) => t(`codes.boards.${rate.board}` as AdminKey);

  return (
    <div className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {roomType.rates.length === 0 ? (
        <p className="text-sm text-slate-600">{t('rates.none')}</p>
      ) : (
        <ResourceTable<Rate>
          caption={t('rates.title')}
          rows={roomType.rates}
          // A new price or state starts the row afresh (the price box shows what was saved).
          rowKey={(rate) => `${rate.id}-${rate.nightly_iqd}-${rate.active}`}
          columns={[
            { header: t('rates.board'), cell: board },
            {
              header: t('rates.policy'),
              cell: (rate) =>
                rate.refundable
                  ? t('rates.free_until', { count: rate.free_cancel_days ?? 0, percent: rate.penalty_bp / 100 })
                  : t('rates.non_refundable'),
            },
            { header: t('rates.per_child'), cell: (rate) => <Money amount={rate.child_nightly_iqd} currency="IQD" /> },
            {
              header: t('rates.per_night'),
              cell: (rate) => (
                <ValueCell
                  label={t('rates.price_of', { board: board(rate) })}
                  value={rate.nightly_iqd}
                  input={{ className: 'w-32', inputMode: 'numeric', dir: 'ltr' }}
                  onSave={async (nightly_iqd) => onSaved(await updateRate(hotel.id, rate.id, { nightly_iqd }))}
                />
              ),
            },
            { header: t('resource.status'), cell: (rate) => <ActiveStatus active={rate.active} /> },
          ]}
          actions={(rate) => (
            <ArchiveButton
              active={rate.active}
              label={t(rate.active ? 'resource.archive_named' : 'resource.restore_named', { name: board(rate) })}
              onToggle={async () => {
                setProblem(null);
                onSaved(await updateRate(hotel.id, rate.id, { active: !rate.active }));
              }}
              onError={setProblem}
            />
          )}
        />
      )}
      <ResourceForm
        state={state}
        submitLabel={t('rates.add')}
        submitVariant="secondary"
        className="space-y-3 rounded-xl bg-slate-50 p-3"
        intro={<h4 className="font-semibold">{t('rates.add_title')}</h4>}
      >
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <SelectField
            label={t('rates.board')}
            options={BOARD_BASES.map((b) => ({ value: b, label: board({ board: b }) }))}
            {...field('board')}
          />
          <TextField label={t('rates.per_night_iqd')} inputMode="numeric" dir="ltr" {...field('nightly_iqd')} />
          <TextField label={t('rates.per_child_iqd')} inputMode="numeric" dir="ltr" {...field('child_nightly_iqd')} />
          <CheckboxField label={t('rates.refundable')} className="sm:mt-9" {...state.form.register('refundable')} />
          <TextField label={t('rates.free_days')} type="number" disabled={!refundable} {...field('free_days')} />
          <TextField
            label={t('rates.penalty_percent')}
            inputMode="decimal"
            dir="ltr"
            {...field('penalty_percent', { valueAsNumber: true })}
          />
        </div>
      </ResourceForm>
    </div>
  );
}

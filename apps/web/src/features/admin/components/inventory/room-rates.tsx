import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  RatePlanBodySchema,
  type AdminHotel,
  type AdminRoomType,
  type RatePlanBody,
} from '@portal/contracts/admin-hotels';
import { BOARD_BASES } from '@portal/contracts/hotel-constants';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Money } from '../../../../components/ui/money';
import { SelectField } from '../../../../components/ui/select-field';
import { CheckboxField, TextField } from '../../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { addRate, updateRate } from '../../api/hotels';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText, type AdminKey } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { errorAt } from '../common/localized-fields';
import { StatusPill } from '../common/status-pill';

type RateValues = Omit<RatePlanBody, 'penalty_bp' | 'free_cancel_days'> & {
  penalty_percent: number;
  free_days: string;
};

/** One rate's nightly price, changed in place; a new price is for new sales only. */
function PriceEdit({
  hotel,
  rate,
  onSaved,
}: {
  hotel: AdminHotel;
  rate: AdminRoomType['rates'][number];
  onSaved: (h: AdminHotel) => void;
}) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const [value, setValue] = useState(rate.nightly_iqd);
  const [error, setError] = useState<string | null>(null);
  async function handleSave(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      onSaved(await updateRate(hotel.id, rate.id, { nightly_iqd: value }));
    } catch (e) {
      setError(fieldErrorsOf(e)[0]?.message ?? errorText(e));
    }
  }
  const label = t('rates.price_of', { board: t(`codes.boards.${rate.board}` as AdminKey) });
  return (
    <form onSubmit={handleSave} className="flex items-start gap-2">
      <TextField
        label={label}
        className="w-32 [&_label]:sr-only"
        inputMode="numeric"
        dir="ltr"
        value={value}
        error={error ?? undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button
        type="submit"
        variant="ghost"
        className="min-h-11 px-3"
        disabled={value === rate.nightly_iqd}
        aria-label={t('seats.save_named', { name: label })}
      >
        {t('seats.set')}
      </Button>
    </form>
  );
}

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
  const lang = useLang();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RateValues>({
    resolver: async (values, context, options) => {
      const body: RatePlanBody = {
        board: values.board,
        refundable: values.refundable,
        free_cancel_days: values.refundable ? (values.free_days === '' ? null : Number(values.free_days)) : null,
        penalty_bp: Math.round(values.penalty_percent * 100),
        nightly_iqd: values.nightly_iqd,
        child_nightly_iqd: values.child_nightly_iqd,
      };
      const result = await contractResolver(RatePlanBodySchema, lang)(body as never, context, options as never);
      const errors = { ...result.errors } as Record<string, unknown>;
      if (errors.free_cancel_days) errors.free_days = errors.free_cancel_days;
      if (errors.penalty_bp) errors.penalty_percent = errors.penalty_bp;
      return (Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} }) as never;
    },
    defaultValues: {
      board: 'breakfast',
      refundable: true,
      free_days: '3',
      penalty_percent: 50,
      nightly_iqd: '',
      child_nightly_iqd: '0',
    },
  });
  const { register, formState, control } = form;
  const refundable = useWatch({ control, name: 'refundable' });
  const err = (p: string) => errorAt(formState.errors, p);

  async function handleAdd(values: RateValues) {
    setProblem(null);
    try {
      onSaved(
        await addRate(hotel.id, roomType.id, {
          board: values.board,
          refundable: values.refundable,
          free_cancel_days: values.refundable ? Number(values.free_days) : null,
          penalty_bp: Math.round(values.penalty_percent * 100),
          nightly_iqd: values.nightly_iqd,
          child_nightly_iqd: values.child_nightly_iqd,
        }),
      );
      form.reset();
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, (f) =>
        ['board', 'nightly_iqd', 'child_nightly_iqd'].includes(f),
      );
      setProblem(rest[0] ?? errorText(error));
    }
  }

  return (
    <div className="space-y-4">
      {roomType.rates.length === 0 ? (
        <p className="text-sm text-slate-600">{t('rates.none')}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{t('rates.title')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 text-start">
                  {t('rates.board')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('rates.policy')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('rates.per_child')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('rates.per_night')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('inventory.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {roomType.rates.map((rate) => (
                <tr
                  key={`${rate.id}-${rate.nightly_iqd}-${rate.active}`}
                  className="border-b border-slate-100 align-top"
                >
                  <td className="py-2">{t(`codes.boards.${rate.board}` as AdminKey)}</td>
                  <td className="py-2">
                    {rate.refundable
                      ? t('rates.free_until', { days: rate.free_cancel_days ?? 0, percent: rate.penalty_bp / 100 })
                      : t('rates.non_refundable')}
                  </td>
                  <td className="py-2">
                    <Money amount={rate.child_nightly_iqd} currency="IQD" />
                  </td>
                  <td className="py-2">
                    <PriceEdit hotel={hotel} rate={rate} onSaved={onSaved} />
                  </td>
                  <td className="py-2">
                    <div className="flex items-center gap-2">
                      <StatusPill tone={rate.active ? 'green' : 'grey'}>
                        {rate.active ? t('inventory.active') : t('inventory.archived')}
                      </StatusPill>
                      <Button
                        variant="ghost"
                        className="min-h-9 px-2"
                        onClick={() =>
                          void updateRate(hotel.id, rate.id, { active: !rate.active }).then(onSaved, (e: unknown) =>
                            setProblem(errorText(e)),
                          )
                        }
                      >
                        {rate.active ? t('inventory.archive') : t('inventory.restore')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(handleAdd)(event)}
        className="space-y-3 rounded-xl bg-slate-50 p-3"
      >
        <h4 className="font-semibold">{t('rates.add_title')}</h4>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <SelectField
            label={t('rates.board')}
            options={BOARD_BASES.map((b) => ({ value: b, label: t(`codes.boards.${b}` as AdminKey) }))}
            error={err('board')}
            {...register('board')}
          />
          <TextField
            label={t('rates.per_night_iqd')}
            inputMode="numeric"
            dir="ltr"
            error={err('nightly_iqd')}
            {...register('nightly_iqd')}
          />
          <TextField
            label={t('rates.per_child_iqd')}
            inputMode="numeric"
            dir="ltr"
            error={err('child_nightly_iqd')}
            {...register('child_nightly_iqd')}
          />
          <CheckboxField label={t('rates.refundable')} className="sm:mt-9" {...register('refundable')} />
          <TextField
            label={t('rates.free_days')}
            type="number"
            disabled={!refundable}
            error={err('free_days')}
            {...register('free_days')}
          />
          <TextField
            label={t('rates.penalty_percent')}
            inputMode="decimal"
            dir="ltr"
            error={err('penalty_percent')}
            {...register('penalty_percent', { valueAsNumber: true })}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
          {t('rates.add')}
        </Button>
      </form>
    </div>
  );
}

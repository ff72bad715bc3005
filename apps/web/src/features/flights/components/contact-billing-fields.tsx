import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import type { BookingFormValues } from '../utils/booking-form';

/** Where the tickets go (email and phone) and the billing address of a booking. */
export function ContactBillingFields() {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingFormValues>();
  return (
    <>
      <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <legend className="float-start mb-1 w-full text-lg font-semibold text-slate-900">
          {t('flights.booking.contact')}
        </legend>
        <p className="clear-both mb-4 text-sm text-slate-700">{t('flights.booking.contact_lead')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('flights.booking.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            error={errors.contact?.email?.message}
            {...register('contact.email')}
          />
          <TextField
            label={t('flights.booking.phone')}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            required
            error={errors.contact?.phone?.message}
            {...register('contact.phone')}
          />
        </div>
      </fieldset>
      <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <legend className="float-start mb-4 w-full text-lg font-semibold text-slate-900">
          {t('flights.booking.billing')}
        </legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('flights.booking.address1')}
            autoComplete="address-line1"
            required
            error={errors.billing?.address1?.message}
            {...register('billing.address1')}
          />
          <TextField
            label={t('flights.booking.optional', { label: t('flights.booking.address2') })}
            autoComplete="address-line2"
            error={errors.billing?.address2?.message}
            {...register('billing.address2')}
          />
          <TextField
            label={t('flights.booking.city')}
            autoComplete="address-level2"
            required
            error={errors.billing?.city?.message}
            {...register('billing.city')}
          />
          <TextField
            label={t('flights.booking.optional', { label: t('flights.booking.state') })}
            autoComplete="address-level1"
            error={errors.billing?.state?.message}
            {...register('billing.state')}
          />
          <TextField
            label={t('flights.booking.optional', { label: t('flights.booking.zip') })}
            autoComplete="postal-code"
            dir="ltr"
            error={errors.billing?.zip?.message}
            {...register('billing.zip')}
          />
          <TextAreaField
            label={t('flights.booking.optional', { label: t('flights.booking.comment') })}
            rows={2}
            className="sm:col-span-2 [&_textarea]:min-h-20"
            error={errors.billing?.comment?.message}
            {...register('billing.comment')}
          />
        </div>
      </fieldset>
    </>
  );
}

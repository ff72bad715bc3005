import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PriceSchema } from '@portal/contracts/flights';
import { buildPath, parsePath } from '@portal/contracts/routes';
import type { UguideDetail, UguidePaper } from '@portal/contracts/uguides';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { ApplicationSummary } from '../../../kit/applications/application-summary';
import { ApplicationCheckoutForm } from '../../../kit/applications/application-form';
import { PaperUploads } from '../../../kit/applications/paper-uploads';
import { PassportFields } from '../../../kit/applications/passport-fields';
import { BookingPageFrame, FIELDSET, LEGEND } from '../../../kit/checkout/checkout-form';
import { paymentBody } from '../../../kit/checkout/payment';
import { useCheckout } from '../../../kit/checkout/use-booking-submit';
import { countryName } from '../../../lib/countries';
import { formatCalendarDate } from '../../../lib/dates';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { bookUguide, uguideQuery } from '../api/uguides';
import {
  bookingDefaults,
  bookingFormSchema,
  formFieldOf,
  type BookingFormInput,
  type BookingFormOutput,
} from '../utils/booking-form';
import { ApplicationFees } from './fees';

/**
 * `uguide.book`: an application to one intake of a programme: the student (names as in the passport and in
 * Arabic, birth date, passport, contact, last school and grade), one upload per paper, then payment of the
 * application and service fees from a wallet, or a hold.
 */
export function UguideBookingPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const title = t('service_screens.uguide.book');
  const id = parsePath('uguide.book', location.pathname)?.id ?? '';
  const programme = useQuery({ ...uguideQuery(id), enabled: id !== '' });
  return (
    <BookingPageFrame
      title={title}
      query={programme}
      back={{ to: buildPath('uguide.search', {}), label: t('uguides.detail.back') }}
    >
      {(data) => <ApplicationForm key={data.id} programme={data} />}
    </BookingPageFrame>
  );
}

function ApplicationForm({ programme: p }: { programme: UguideDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [total, setTotal] = useState(p.total);
  const schema = useMemo(() => bookingFormSchema(p.papers), [p.papers]);
  const resolver = useMemo(() => contractResolver(schema, lang), [schema, lang]);
  const open = p.intakes.filter((i) => i.open);
  const form = useForm<BookingFormInput, unknown, BookingFormOutput>({
    resolver,
    defaultValues: bookingDefaults(open[0]?.start ?? ''),
  });
  const errors = form.formState.errors;
  const checkout = useCheckout(form, {
    book: bookUguide,
    quoted: p.total,
    total,
    fieldOf: formFieldOf,
    readNewPrice: (problem) => PriceSchema.safeParse(problem.total),
    setNewPrice: setTotal,
    endsAttempt: ['uguide_not_found'],
  });
  const s = errors.student;

  function submit(values: BookingFormOutput) {
    return checkout.booking.submit(
      {
        programme_id: p.id,
        intake: values.intake,
        accepted_total_iqd: checkout.acceptance.accepted.iqd,
        student: values.student,
        documents: values.documents,
        terms_accepted: values.terms_accepted,
        payment: paymentBody(values.payment),
      },
      values.payment,
    );
  }

  return (
    <ApplicationCheckoutForm
      texts="uguides.booking"
      checkout={checkout}
      onValid={submit}
      summary={
        <ApplicationSummary
          title={p.title[lang]}
          place={`${p.university[lang]} · ${p.city[lang]}, ${countryName(p.country, lang)}`}
        >
          <ApplicationFees fees={{ ...p, total }} />
        </ApplicationSummary>
      }
    >
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('uguides.booking.programme')}</legend>
        <div className="clear-both">
          <NativeSelect
            label={t('uguides.booking.intake')}
            options={open.map((i) => ({
              value: i.start,
              label: t('uguides.booking.intake_option', {
                start: formatCalendarDate(i.start, lang),
                deadline: formatCalendarDate(i.deadline, lang),
              }),
            }))}
            aria-invalid={errors.intake ? true : undefined}
            aria-describedby={errors.intake ? 'intake-error' : undefined}
            {...form.register('intake')}
          />
          {errors.intake?.message ? (
            <p id="intake-error" className="mt-1 text-sm text-red-700">
              {errors.intake.message}
            </p>
          ) : null}
        </div>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('uguides.booking.student')}</legend>
        <div className="clear-both grid gap-4 sm:grid-cols-2">
          <PassportFields form={form} at="student" texts="uguides.booking" />
          <TextField
            label={t('uguides.booking.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            error={s?.email?.message}
            {...form.register('student.email')}
          />
          <TextField
            label={t('uguides.booking.phone')}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            error={s?.phone?.message}
            {...form.register('student.phone')}
          />
          <TextField
            label={t('uguides.booking.grade_percent')}
            inputMode="decimal"
            dir="ltr"
            error={s?.grade_percent?.message}
            {...form.register('student.grade_percent')}
          />
          <div className="sm:col-span-2">
            <TextField
              label={t('uguides.booking.previous_school')}
              error={s?.previous_school?.message}
              {...form.register('student.previous_school')}
            />
          </div>
        </div>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('uguides.booking.documents')}</legend>
        <p className="clear-both text-sm text-slate-600">{t('uguides.booking.documents_hint')}</p>
        <PaperUploads
          form={form}
          name="documents"
          papers={p.papers}
          label={(paper) => t(`uguides.papers.${paper as UguidePaper}`)}
        />
      </fieldset>
    </ApplicationCheckoutForm>
  );
}

import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PriceSchema, type Price } from '@portal/contracts/flights';
import { buildPath, parsePath } from '@portal/contracts/routes';
import type { VisaDetail, VisaPaper } from '@portal/contracts/visas';
import { PriceAmount } from '../../../components/ui/price';
import { TextField } from '../../../components/ui/text-field';
import { BookingPageFrame, FIELDSET, LEGEND } from '../../../kit/checkout/checkout-form';
import { paymentBody } from '../../../kit/checkout/payment';
import { useCheckout } from '../../../kit/checkout/use-booking-submit';
import { countryName } from '../../../lib/countries';
import { addDaysIso, todayInBaghdad } from '../../../lib/dates';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { addAmounts } from '../../../lib/money';
import { bookVisa, visaQuery } from '../api/visas';
import {
  bookingDefaults,
  bookingFormSchema,
  formFieldOf,
  personsOf,
  type BookingFormInput,
  type BookingFormOutput,
} from '../utils/booking-form';
import { ApplicationSummary } from '../../../kit/applications/application-summary';
import { ApplicationCheckoutForm } from '../../../kit/applications/application-form';
import { PaperUploads } from '../../../kit/applications/paper-uploads';
import { PassportFields } from '../../../kit/applications/passport-fields';

/** The price of `persons` applicants from the price per person. */
function totalOf(price: Price, persons: number): Price {
  return {
    iqd: (BigInt(price.iqd) * BigInt(persons)).toString(),
    amount: addAmounts(
      Array.from({ length: persons }, () => price.amount),
      price.currency,
    ),
    currency: price.currency,
  };
}

/**
 * `visa.booking`: one applicant form per person (names as in the passport and in Arabic, birth date, passport,
 * nationality), the travel date, one upload per required paper, then payment from a wallet or a hold.
 */
export function VisaBookingPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const title = t('service_screens.visa.booking');
  const params = parsePath('visa.booking', location.pathname);
  const persons = personsOf(params?.person);
  const visa = useQuery({ ...visaQuery(params?.visaId ?? ''), enabled: !!params?.visaId });
  return (
    <BookingPageFrame
      title={title}
      query={visa}
      refusal={persons === null ? t('visas.booking.persons_invalid') : null}
      back={{ to: buildPath('visa.search', { from: 'IQ', to: 'all' }), label: t('visas.detail.back') }}
    >
      {(data) => <ApplicationForm key={`${data.id}-${persons}`} visa={data} persons={persons ?? 1} />}
    </BookingPageFrame>
  );
}

function ApplicationForm({ visa, persons }: { visa: VisaDetail; persons: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [perPerson, setPerPerson] = useState(visa.price);
  const total = totalOf(perPerson, persons);
  const schema = useMemo(() => bookingFormSchema(visa.papers), [visa.papers]);
  const resolver = useMemo(() => contractResolver(schema, lang), [schema, lang]);
  const today = todayInBaghdad();
  const form = useForm<BookingFormInput, unknown, BookingFormOutput>({
    resolver,
    defaultValues: bookingDefaults(persons, addDaysIso(today, Math.max(14, visa.processing_days + 7))),
  });
  const errors = form.formState.errors;
  const checkout = useCheckout(form, {
    book: bookVisa,
    quoted: totalOf(visa.price, persons),
    total,
    fieldOf: formFieldOf,
    readNewPrice: (problem) => PriceSchema.safeParse(problem.total),
    setNewPrice: (price) =>
      setPerPerson({
        ...price,
        iqd: (BigInt(price.iqd) / BigInt(persons)).toString(),
        amount: visa.price.amount,
      }),
    endsAttempt: ['visa_not_found'],
  });

  function submit(values: BookingFormOutput) {
    const body = {
      visa_id: visa.id,
      accepted_total_iqd: checkout.acceptance.accepted.iqd,
      travel_date: values.travel_date,
      applicants: values.applicants,
      terms_accepted: values.terms_accepted,
      payment: paymentBody(values.payment),
    };
    return checkout.booking.submit(body, values.payment);
  }

  return (
    <ApplicationCheckoutForm
      texts="visas.booking"
      checkout={checkout}
      onValid={submit}
      summary={
        <ApplicationSummary
          title={visa.title[lang]}
          place={`${countryName(visa.country, lang)} · ${t('visas.booking.persons', { count: persons })}`}
        >
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between gap-3">
              <dt>{t('visas.facts.price')}</dt>
              <dd>
                <PriceAmount price={perPerson} />
              </dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold">
              <dt>{t('visas.booking.persons', { count: persons })}</dt>
              <dd>
                <PriceAmount price={total} />
              </dd>
            </div>
          </dl>
        </ApplicationSummary>
      }
    >
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('visas.booking.travel')}</legend>
        <div className="clear-both max-w-xs">
          <TextField
            label={t('visas.booking.travel_date')}
            type="date"
            dir="ltr"
            min={today}
            error={errors.travel_date?.message}
            {...form.register('travel_date')}
          />
        </div>
      </fieldset>
      {Array.from({ length: persons }, (_, i) => (
        <ApplicantFieldset key={i} form={form} index={i} papers={visa.papers} />
      ))}
    </ApplicationCheckoutForm>
  );
}

type Form = UseFormReturn<BookingFormInput, unknown, BookingFormOutput>;

function ApplicantFieldset({ form, index, papers }: { form: Form; index: number; papers: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('visas.booking.applicant', { number: index + 1 })}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">
        <PassportFields form={form} at={`applicants.${index}`} texts="visas.booking" issued />
      </div>
      <div className="space-y-3 border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-slate-900">{t('visas.booking.documents')}</h3>
        <p className="text-sm text-slate-600">{t('visas.booking.documents_hint')}</p>
        <PaperUploads
          form={form}
          name={`applicants.${index}.documents`}
          papers={papers}
          label={(paper) => t(`visas.papers.${paper as VisaPaper}`)}
        />
      </div>
    </fieldset>
  );
}

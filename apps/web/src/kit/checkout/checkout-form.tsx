import type { ReactNode, RefObject } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions } from 'i18next';
import type { Price } from '@portal/contracts/flights';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/ui/page-heading';
import { Placeholder } from '../../components/ui/placeholder';
import { TextField } from '../../components/ui/text-field';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useLang } from '../../lib/i18n';
import { PaymentChoice } from './payment-choice';
import type { PriceAcceptance } from './price-acceptance';
import { PriceMovedNotice } from './price-moved-notice';
import { SubmitPanel } from './submit-panel';
import type { Blocker } from './use-booking-submit';
import type { PaymentField } from './use-payment-field';

/** A booking form's box for one group of fields (a traveller, the contact). */
export const FIELDSET = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
export const LEGEND = 'float-start mb-2 w-full text-lg font-semibold text-slate-900';

/**
 * A booking page's frame: its title, a placeholder while the selection is priced again, and, when it cannot be
 * (expired, sold out), the server's words with the service's way back to a search.
 */
export function BookingPageFrame<T>({
  title,
  query,
  back,
  children,
}: {
  title: string;
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data'>;
  back: { to: string; label: string };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {query.isPending ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
          <Placeholder height="28rem" width="100%" className="rounded-2xl" />
          <Placeholder height="20rem" width="100%" className="rounded-2xl" />
        </div>
      ) : query.isError ? (
        <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-xl font-semibold text-slate-900">{errorMessage(query.error, t)}</p>
          <Link to={back.to} className={buttonClass('secondary', 'mt-6')}>
            {back.label}
          </Link>
        </div>
      ) : (
        children(query.data as T)
      )}
    </div>
  );
}

/** The words every booking page gives the kit's form, in the service's own terms (cabins, seats, places). */
type BookingTextKey =
  | 'form'
  | 'contact'
  | 'email'
  | 'phone'
  | 'hold'
  | 'hold_until'
  | 'no_hold'
  | 'terms'
  | 'summary'
  | 'choose_again'
  | 'price_moved_text';
type Dictionary = CustomTypeOptions['resources']['translation'];
/** A feature whose dictionary holds every booking word under `booking` (`cruises.booking`). */
export type BookingTexts = {
  [F in keyof Dictionary]: Dictionary[F] extends { booking: Record<BookingTextKey, string> }
    ? `${F & string}.booking`
    : never;
}[keyof Dictionary];

/** What the kit's form reads of `useBookingSubmit`. */
export interface CheckoutState {
  invalid: () => void;
  blocker: Blocker | null;
  formErrors: readonly string[];
  busy: boolean;
  payment: PaymentField;
}

export interface CheckoutFormProps<In extends FieldValues, Out> {
  /** Where the service keeps its booking page's words (`hold_until` with `{{date}}`). */
  texts: BookingTexts;
  /** The form, with `contact.email`, `contact.phone`, `terms_accepted` and `payment` among its fields. */
  form: UseFormReturn<In, unknown, Out>;
  formRef: RefObject<HTMLFormElement | null>;
  booking: CheckoutState;
  acceptance: PriceAcceptance;
  /** Sends the valid form (`booking.submit` with the API's body). */
  onValid: (values: Out) => unknown;
  hold: { allowed: boolean; until: string | null };
  total: Price;
  /** Where to choose again once an attempt cannot go on (the offer's detail page). */
  againTo: string;
  /** The selection's summary beside the form. */
  summary: ReactNode;
  /** The service's own fields (travellers, passengers, trip details). */
  children: ReactNode;
}

/**
 * The booking form of a service that sells a selection: what ended the attempt, the moved price to accept, the
 * service's fields, the contact, the payment choice and the confirm panel, with the summary beside them.
 */
export function CheckoutForm<In extends FieldValues, Out>({
  texts,
  form,
  formRef,
  booking,
  acceptance,
  onValid,
  hold,
  total,
  againTo,
  summary,
  children,
}: CheckoutFormProps<In, Out>) {
  const { t } = useTranslation();
  const lang = useLang();
  const say = (key: BookingTextKey, options?: Record<string, unknown>) => t(`${texts}.${key}` as never, options);
  const field = (name: string) => form.register(name as Path<In>);
  const errorAt = (name: string) => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid, booking.invalid)(event)}
        aria-label={say('form')}
        className="space-y-5"
      >
        {booking.blocker ? (
          <Alert tone="error">
            <p>{booking.blocker.text}</p>
            <Link to={againTo} className={buttonClass('secondary', 'mt-3')}>
              {say('choose_again')}
            </Link>
          </Alert>
        ) : null}
        <PriceMovedNotice acceptance={acceptance} textKey={`${texts}.price_moved_text`} />
        {children}
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{say('contact')}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            <TextField
              label={say('email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              error={errorAt('contact.email')}
              {...field('contact.email')}
            />
            <TextField
              label={say('phone')}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              error={errorAt('contact.phone')}
              {...field('contact.phone')}
            />
          </div>
        </fieldset>
        <PaymentChoice
          field={booking.payment}
          holdUntil={hold.allowed ? hold.until : null}
          hold={{
            label: say('hold'),
            until: hold.allowed && hold.until ? say('hold_until', { date: formatDateTime(hold.until, lang) }) : '',
            none: say('no_hold'),
          }}
        />
        <SubmitPanel
          termsLabel={say('terms')}
          terms={field('terms_accepted')}
          termsError={errorAt('terms_accepted')}
          errors={booking.formErrors}
          total={total}
          busy={booking.busy}
          disabled={booking.blocker !== null}
        />
      </form>
      <aside
        aria-label={say('summary')}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <h2 className="mb-3 text-lg font-semibold text-slate-900">{say('summary')}</h2>
        {summary}
      </aside>
    </div>
  );
}

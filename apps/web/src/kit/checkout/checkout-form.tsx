import { useDeferredValue, type ComponentProps, type ReactNode } from 'react';
import { get, type FieldValues, type Path } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions } from 'i18next';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/ui/page-heading';
import { Placeholder } from '../../components/ui/placeholder';
import { TextField } from '../../components/ui/text-field';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import type { Lang } from '@portal/contracts/i18n';
import { useLang } from '../../lib/i18n';
import { PaymentChoice } from './payment-choice';
import { PriceMovedNotice } from './price-moved-notice';
import { SubmitPanel } from './submit-panel';
import type { Checkout } from './use-booking-submit';

/** A booking form's box for one group of fields (a traveller, the contact). */
export const FIELDSET = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
export const LEGEND = 'float-start mb-2 w-full text-lg font-semibold text-slate-900';

/**
 * A booking page's frame: its title, a placeholder while the selection is priced again, and, when it cannot be
 * (expired, sold out) or the address asks for what cannot be booked (`refusal`), the words with the service's way
 * back to a search.
 */
export function BookingPageFrame<T>({
  title,
  query,
  refusal = null,
  back,
  children,
}: {
  title: string;
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data'>;
  /** Said instead of the form before anything is asked (a wrong number of persons, a trip that is not valid). */
  refusal?: string | null;
  back?: { to: string; label: string };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  // The form is drawn from the data a step behind its arrival: an answer comes through the query library's store,
  // whose updates React renders in one go, and a whole booking form in one go was the page's longest task (issue
  // 23). Deferred, React draws it in slices, the placeholders standing until it is ready.
  const data = useDeferredValue(query.data);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {refusal !== null || query.isError ? (
        <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-xl font-semibold text-slate-900">{refusal ?? errorMessage(query.error, t)}</p>
          {back ? (
            <Link to={back.to} className={buttonClass('secondary', 'mt-6')}>
              {back.label}
            </Link>
          ) : null}
        </div>
      ) : data === undefined ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
          <Placeholder height="28rem" width="100%" className="rounded-2xl" />
          <Placeholder height="20rem" width="100%" className="rounded-2xl" />
        </div>
      ) : (
        children(data)
      )}
    </div>
  );
}

/** The words every booking form gives the kit, in the service's own terms (cabins, seats, places, applications). */
export type CheckoutTextKey = 'form' | 'hold' | 'no_hold' | 'terms' | 'summary' | 'price_moved_text';
type Dictionary = CustomTypeOptions['resources']['translation'];
/** A feature whose dictionary holds every one of `K` under `booking` (`cruises.booking`). */
export type TextsWith<K extends string> = {
  [F in keyof Dictionary]: Dictionary[F] extends { booking: Record<K, string> } ? `${F & string}.booking` : never;
}[keyof Dictionary];
type ContactKey = 'contact' | 'email' | 'phone';
/** The words of a form with a contact, a hold with its deadline and a way to choose again (cruises, hotels). */
export type BookingTexts = TextsWith<CheckoutTextKey | ContactKey | 'hold_until' | 'choose_again'>;

/** The contact's fields: the names (with `contact: 'names'`), the e-mail and the phone. */
const CONTACT: readonly ({ name: string; named?: boolean } & Pick<
  ComponentProps<'input'>,
  'type' | 'dir' | 'autoComplete'
>)[] = [
  { name: 'first_name', named: true, autoComplete: 'given-name' },
  { name: 'last_name', named: true, autoComplete: 'family-name' },
  { name: 'email', type: 'email', dir: 'ltr', autoComplete: 'email' },
  { name: 'phone', type: 'tel', dir: 'ltr', autoComplete: 'tel' },
];

/** A hold the service offers, until when (formatted by the service, the reader's date and time by default). */
export interface HoldOffer {
  allowed: boolean;
  until: string | null;
  format?: (iso: string, lang: Lang) => string;
}

export interface CheckoutFormBase<In extends FieldValues, Out> {
  /** Where the service keeps its booking page's words; each option below names the keys it reads besides. */
  texts: TextsWith<CheckoutTextKey>;
  /** The form (with `terms_accepted`, `payment` and the contact's fields), its price and submit (`useCheckout`). */
  checkout: Checkout<In, Out, never>;
  /** Sends the valid form (`booking.submit` with the API's body). */
  onValid: (values: Out) => unknown;
  /**
   * Where what ended the attempt is said: above the form (default), in the confirm panel, or by the service's own
   * fields (`fields`: the kit says nothing).
   */
  blockerAt?: 'top' | 'panel' | 'fields';
  /** The confirm button is off besides while an attempt is ended (the trip as chosen was refused). */
  disabled?: boolean;
  /** The selection's summary beside the form. */
  summary: ReactNode;
  /** The service's own fields (travellers, passengers, trip details, papers). */
  children: ReactNode;
}

/** The contact's box after the service's fields: e-mail and phone (`contact`, `email`, `phone`), with names. */
type ContactOption =
  | { contact?: 'email'; texts: TextsWith<ContactKey> }
  | { contact: 'names'; texts: TextsWith<ContactKey | 'first_name' | 'last_name'> }
  /** No contact box: the service's fields hold it (a lead guest, a student). */
  | { contact: false };
/** Where to choose again once an attempt cannot go on (`choose_again`), or no way back in the notice. */
type AgainOption = { againTo: string; texts: TextsWith<'choose_again'> } | { againTo?: undefined };
/** The hold offered (`hold_until` with `{{date}}`), or `null` for a service that never holds (issued at once). */
type HoldOption = { hold: HoldOffer; texts: TextsWith<'hold_until'> } | { hold: null };

export type CheckoutFormProps<In extends FieldValues, Out> = CheckoutFormBase<In, Out> &
  ContactOption &
  AgainOption &
  HoldOption;

/**
 * A booking form: what ended the attempt, the moved price to accept, the service's fields, the contact, the
 * payment choice and the confirm panel, with the summary beside them.
 */
export function CheckoutForm<In extends FieldValues, Out>(props: CheckoutFormProps<In, Out>) {
  const { texts, checkout, onValid, hold, againTo, summary, children } = props;
  const { form, formRef, booking, acceptance, total } = checkout;
  const { contact = 'email', blockerAt = 'top', disabled = false } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const say = (key: string, options?: Record<string, unknown>) => t(`${texts}.${key}` as never, options);
  const field = (name: string) => form.register(name as Path<In>);
  const errorAt = (name: string) => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const blocked = booking.blocker ? <p>{booking.blocker.text}</p> : null;
  const holdUntil = hold?.allowed ? hold.until : null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid, booking.invalid)(event)}
        aria-label={say('form')}
        className="space-y-5"
      >
        {blocked && blockerAt === 'top' ? (
          <Alert tone="error">
            {blocked}
            {againTo !== undefined ? (
              <Link to={againTo} className={buttonClass('secondary', 'mt-3')}>
                {say('choose_again')}
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <PriceMovedNotice acceptance={acceptance} textKey={`${texts}.price_moved_text`} />
        {children}
        {contact !== false ? (
          <fieldset className={FIELDSET}>
            <legend className={LEGEND}>{say('contact')}</legend>
            <div className="clear-both grid gap-4 sm:grid-cols-2">
              {CONTACT.filter((f) => contact === 'names' || !f.named).map(({ name, named: _, ...input }) => (
                <TextField
                  key={name}
                  label={say(name)}
                  {...input}
                  error={errorAt(`contact.${name}`)}
                  {...field(`contact.${name}`)}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <PaymentChoice
          field={booking.payment}
          holdUntil={holdUntil}
          hold={{
            label: say('hold'),
            until: holdUntil ? say('hold_until', { date: (hold?.format ?? formatDateTime)(holdUntil, lang) }) : '',
            none: say('no_hold'),
          }}
        />
        <SubmitPanel
          termsLabel={say('terms')}
          terms={field('terms_accepted')}
          termsError={errorAt('terms_accepted')}
          blocker={blockerAt === 'panel' ? blocked : undefined}
          errors={booking.formErrors}
          total={total}
          busy={booking.busy}
          disabled={booking.blocker !== null || disabled}
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

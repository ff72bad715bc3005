import { useRef, useState, type RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import type { Problem } from '@portal/contracts/common';
import { translate } from '@portal/contracts/messages';
import { buildPath } from '@portal/contracts/routes';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useLang } from '../../lib/i18n';
import { IdempotencyKeys } from '../../lib/idempotency';
import { bookingQuery } from '../bookings/booking-query';
import { PAYMENT_PROBLEMS, type PaymentChoiceValue } from './payment';
import { usePriceAcceptance, type PriceAcceptance } from './price-acceptance';
import type { Price } from '@portal/contracts/flights';
import { usePaymentField } from './use-payment-field';

/** What ends a booking attempt (the offer expired, the rooms sold): the problem's code and the server's words. */
export interface Blocker {
  code: string;
  text: string;
}

export interface BookingSubmitOptions<Values extends FieldValues & { payment: PaymentChoiceValue }, Body, P> {
  form: UseFormReturn<Values, unknown, unknown>;
  /** The form element: focus goes to its first marked field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Posts the booking with its Idempotency-Key. */
  book: (body: Body, idempotencyKey: string) => Promise<Booking>;
  acceptance: PriceAcceptance;
  /** What the booking costs now: the wallets are asked what it takes from each. */
  total: Price;
  /** The form's field for a server field (`passengers.0.passport_number`), or null for one the form has not. */
  fieldOf: (serverField: string) => Path<Values> | null;
  /** A `price_changed` answer's new price, read with the service's schema (`FareSchema.safeParse(problem.fare)`). */
  readNewPrice: (problem: Problem & Record<string, unknown>) => { success: true; data: P } | { success: false };
  /** Shows the new price (the notice then asks to accept it). */
  setNewPrice: (price: P) => void;
  /** The problem codes that end the attempt (the offer or rooms are gone). */
  endsAttempt: readonly string[];
  /** A reason the booking cannot go on from the start. */
  initialBlocker?: Blocker | null;
}

/**
 * Sends a booking the way every service's page does: the accepted price checked first, one Idempotency-Key per
 * payload (a retry of the same payload keeps it, a corrected one gets a new one), and the answer turned into the
 * form's state — a new price to accept, an attempt that cannot go on, a payment problem at the payment choice
 * (with the wallets read again), field errors at their fields and the rest above the button. A booking made is
 * put in the booking query, the wallets are read again and the confirmation opens.
 */
export function useBookingSubmit<Values extends FieldValues & { payment: PaymentChoiceValue }, Body, P>(
  options: BookingSubmitOptions<Values, Body, P>,
) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = useRef(new IdempotencyKeys());
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [blocker, setBlocker] = useState<Blocker | null>(options.initialBlocker ?? null);
  const [busy, setBusy] = useState(false);
  const { form, acceptance } = options;
  const paymentField = usePaymentField(form, options.total);
  const payment = paymentField.options;
  const paymentPath = 'payment.method' as Path<Values>;

  function focusFirstError() {
    requestAnimationFrame(() => options.formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function handleFailure(error: unknown) {
    const problem = error instanceof ApiError ? error.problem : null;
    const detail = errorMessage(error, t);
    const code = problem?.code ?? '';
    if (code === 'price_changed' && problem) {
      const price = options.readNewPrice(problem as Problem & Record<string, unknown>);
      if (price.success) {
        options.setNewPrice(price.data);
        setFormErrors([]);
        return;
      }
    }
    if (options.endsAttempt.includes(code)) {
      setBlocker({ code, text: detail });
      return;
    }
    if (PAYMENT_PROBLEMS.includes(code)) {
      void payment.refresh();
      form.setError(paymentPath, { message: detail });
      setFormErrors([detail]);
      focusFirstError();
      return;
    }
    const others: string[] = [];
    let atFields = 0;
    for (const { field, message } of problem?.errors ?? []) {
      const path = field.startsWith('payment') ? paymentPath : options.fieldOf(field);
      if (path) {
        form.setError(path, { message });
        atFields += 1;
      } else others.push(message);
    }
    setFormErrors([detail, ...others]);
    if (atFields > 0) focusFirstError();
  }

  /** Sends the booking (called with the form's valid values turned into the API's body). */
  async function submit(body: Body, choice: PaymentChoiceValue): Promise<void> {
    if (acceptance.moved) {
      setFormErrors([t('checkout.must_accept')]);
      acceptance.focusAccept();
      return;
    }
    if (choice.method === 'wallet') {
      const option = payment.options?.find((o) => o.currency === choice.currency);
      if (option && !option.enough) {
        form.setError(paymentPath, { message: translate('insufficient_funds', lang, { currency: choice.currency }) });
        return;
      }
    }
    setFormErrors([]);
    setBusy(true);
    let booking: Booking;
    try {
      booking = await options.book(body, keys.current.keyFor(body));
    } catch (error) {
      setBusy(false);
      handleFailure(error);
      return;
    }
    keys.current.reset();
    queryClient.setQueryData(bookingQuery(booking.id).queryKey, booking);
    // The balances in the user menu have just changed.
    await payment.refresh();
    await navigate({ href: buildPath('booking.success', { bookingId: booking.id }) });
  }

  /** The form refused to send: say so and go to the first field to fix. */
  function invalid() {
    setFormErrors([t('checkout.fix_errors')]);
    focusFirstError();
  }

  return { submit, invalid, formErrors, blocker, busy, payment: paymentField };
}

/** A booking form with what the kit's form reads: its element, the price accepted, the submit and the total. */
export interface Checkout<In extends FieldValues, Out, Body = unknown> {
  form: UseFormReturn<In, unknown, Out>;
  formRef: RefObject<HTMLFormElement | null>;
  acceptance: PriceAcceptance;
  booking: ReturnType<typeof useBookingSubmit<In & { payment: PaymentChoiceValue }, Body, unknown>>;
  /** What the booking costs now. */
  total: Price;
}

/**
 * A booking page's checkout in one call: the form element, the price the user agrees to (`quoted` until a moved
 * `total` is accepted) and `useBookingSubmit` with them, for the kit's `CheckoutForm`.
 */
export function useCheckout<In extends FieldValues & { payment: PaymentChoiceValue }, Out, Body, P>(
  form: UseFormReturn<In, unknown, Out>,
  options: Omit<BookingSubmitOptions<In, Body, P>, 'form' | 'formRef' | 'acceptance'> & { quoted: Price },
): Checkout<In, Out, Body> {
  const formRef = useRef<HTMLFormElement>(null);
  const acceptance = usePriceAcceptance(options.quoted, options.total);
  const booking = useBookingSubmit({ ...options, form, formRef, acceptance });
  return { form, formRef, acceptance, booking, total: options.total };
}

import { useCallback } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { Price } from '@portal/contracts/flights';
import type { PaymentChoiceValue } from './payment';
import { useDefaultPayment, usePaymentOptions, type PaymentOptions } from './use-payment-options';

/** A booking form's payment: its `payment` value, the wallets it can be paid from, and the default chosen. */
export interface PaymentField {
  options: PaymentOptions;
  value: PaymentChoiceValue;
  choose: (value: PaymentChoiceValue) => void;
  /** The form's message at the payment choice. */
  error: string | undefined;
}

/**
 * The `payment` field of a booking form (react-hook-form) for a booking of `total`: the options to pay from and
 * the same default on every booking page (the wallet of the prices' currency when it is enough, else any that is).
 */
export function usePaymentField<Values extends FieldValues & { payment: PaymentChoiceValue }>(
  form: UseFormReturn<Values, unknown, unknown>,
  total: Price,
): PaymentField {
  const name = 'payment' as Path<Values>;
  const value = useWatch({ control: form.control, name }) as PaymentChoiceValue;
  const { setValue } = form;
  const { isSubmitted, errors } = form.formState;
  const choose = useCallback(
    (next: PaymentChoiceValue) =>
      setValue(name, next as PathValue<Values, Path<Values>>, { shouldValidate: isSubmitted }),
    [setValue, name, isSubmitted],
  );
  const options = usePaymentOptions(total);
  useDefaultPayment(options.options, total.currency, value, choose);
  const fieldErrors = errors.payment as { method?: { message?: string }; currency?: { message?: string } } | undefined;
  return { options, value, choose, error: fieldErrors?.method?.message ?? fieldErrors?.currency?.message };
}

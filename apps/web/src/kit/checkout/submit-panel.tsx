import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Price } from '@portal/contracts/flights';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Money } from '../../components/ui/money';
import { CheckboxField } from '../../components/ui/text-field';

export interface SubmitPanelProps {
  /** The service's terms ("I accept the terms and conditions and the fare rules"). */
  termsLabel: string;
  terms: UseFormRegisterReturn;
  termsError?: string | undefined;
  /** What stops the booking (sold out, expired), with the service's way back; replaces the form's errors. */
  blocker?: ReactNode;
  /** The form's errors that belong to no field. */
  errors: readonly string[];
  /** What the user pays, on the button. */
  total: Price;
  busy: boolean;
  disabled?: boolean;
}

/** The last step of every booking form: the terms, what went wrong, and the confirm button with the amount. */
export function SubmitPanel({
  termsLabel,
  terms,
  termsError,
  blocker,
  errors,
  total,
  busy,
  disabled = false,
}: SubmitPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <CheckboxField
        label={termsLabel}
        aria-invalid={termsError ? true : undefined}
        aria-describedby={termsError ? 'terms-error' : undefined}
        {...terms}
      />
      {termsError ? (
        <p id="terms-error" className="mt-1.5 text-sm font-medium text-red-700">
          {termsError}
        </p>
      ) : null}
      {blocker ? (
        <Alert tone="error" className="mt-4">
          {blocker}
        </Alert>
      ) : errors.length > 0 ? (
        <Alert tone="error" className="mt-4">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="accent"
        className="mt-4 min-h-12 w-full text-base"
        disabled={busy || disabled || Boolean(blocker)}
      >
        {busy ? t('checkout.confirming') : t('checkout.confirm')}
        {!busy ? <Money amount={total.amount} currency={total.currency} /> : null}
      </Button>
    </div>
  );
}

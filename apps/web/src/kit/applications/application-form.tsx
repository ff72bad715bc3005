import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CheckoutForm, type CheckoutFormBase, type CheckoutTextKey, type TextsWith } from '../checkout/checkout-form';

/** How long the server holds an application (visas, study abroad) from when it is sent, unpaid. */
const APPLICATION_HOLD_MS = 24 * 3_600_000;

/**
 * The kit's booking form for an application (visas, study abroad): no contact box (the applicants' fields hold
 * it) and a hold of a day, shown from when the page opened, as the server holds an application sent unpaid.
 */
export function ApplicationCheckoutForm<In extends FieldValues, Out>(
  props: CheckoutFormBase<In, Out> & { texts: TextsWith<CheckoutTextKey | 'hold_until'> },
) {
  const [until] = useState(() => new Date(Date.now() + APPLICATION_HOLD_MS).toISOString());
  return <CheckoutForm {...props} contact={false} hold={{ allowed: true, until }} />;
}

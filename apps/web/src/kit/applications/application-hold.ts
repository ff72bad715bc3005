import { useState } from 'react';
import type { HoldOffer } from '../checkout/checkout-form';

/** How long the server holds an application (visas, study abroad) from when it is sent, unpaid. */
const APPLICATION_HOLD_MS = 24 * 3_600_000;

/** An application's hold for the kit's form: a day, shown from when the page opened. */
export function useApplicationHold(): HoldOffer {
  const [until] = useState(() => new Date(Date.now() + APPLICATION_HOLD_MS).toISOString());
  return { allowed: true, until };
}

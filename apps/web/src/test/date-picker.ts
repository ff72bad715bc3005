import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Types a date into a React Aria date field (components/ui/date-picker-field): its segments take digits in the
 * language's order, day first in en-GB, de-DE and ar-IQ. Replaces whatever date the field held.
 */
export async function typeDate(user: ReturnType<typeof userEvent.setup>, group: HTMLElement, iso: string) {
  const [y, m, d] = iso.split('-');
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(`${d}${m}${y}`);
}

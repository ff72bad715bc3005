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

/**
 * Types a date into the date field labelled `label` within `scope`, as a user would reach it: a field that waits
 * for a sign of intent (`FieldsOnIntent`, `DateField deferred`) is a plain input first, which a click swaps
 * for the picker (its code a chunk of its own: the first import in a test takes a moment).
 */
export async function typeDateInto(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  label: string,
  iso: string,
) {
  const [light] = within(scope).queryAllByRole('textbox', { name: label });
  if (light) await user.click(light);
  const [group] = await within(scope).findAllByRole('group', { name: label }, { timeout: 15_000 });
  await typeDate(user, group!, iso);
}

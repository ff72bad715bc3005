import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { typeDate } from '../../test/date-picker';
import { DatePickerField } from './date-picker-field';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePickerField
      label="From"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

afterEach(() => i18next.changeLanguage('en'));

describe('DatePickerField', () => {
  it('shows a date in the interface language with its Hijri date in Arabic, never mm/dd/yyyy', async () => {
    await i18next.changeLanguage('ar');
    render(<Harness initial="2026-03-11" />);
    const group = screen.getByRole('group', { name: 'From' });
    const segments = within(group)
      .getAllByRole('spinbutton')
      .map((s) => s.textContent);
    expect(segments).toEqual(['11', '03', '2026']);
    expect(group.textContent).not.toMatch(/mm|dd|yyyy/i);
    expect(screen.getByRole('button', { name: /فتح التقويم/ })).toBeInTheDocument();
    // 11 March 2026 is 22 Ramadan 1447 in the Umm al-Qura calendar.
    expect(screen.getByText(/رمضان 1447/)).toBeInTheDocument();
  });

  it('says the Hijri date is the entered one’s, before a hint that has a date of its own (issue 22)', async () => {
    await i18next.changeLanguage('ar');
    render(
      <DatePickerField
        label="انتهاء الجواز"
        value="2026-03-11"
        onChange={() => {}}
        hint="صالح حتى 1 يناير 2027 على الأقل"
      />,
    );
    expect(screen.getByText('يوافق 22 رمضان 1447 هـ · صالح حتى 1 يناير 2027 على الأقل')).toBeInTheDocument();
  });

  it('gives the typed date as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness onValue={(v) => seen.push(v)} />);
    await typeDate(user, screen.getByRole('group', { name: 'From' }), '2026-01-31');
    expect(seen.at(-1)).toBe('2026-01-31');
  });
});

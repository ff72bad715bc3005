import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './date-field';
import { FieldsOnIntent } from './lazy-field';
import { SearchableField } from './searchable-field';
import type { SearchableOption } from './searchable-select';

const COUNTRIES: SearchableOption[] = [
  { id: 'IQ', label: 'Iraq' },
  { id: 'IR', label: 'Iran' },
  { id: 'TR', label: 'Türkiye' },
];

function DateHarness({ initial = '', hint, error }: { initial?: string; hint?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return <DateField label="Date of birth" value={value} onChange={setValue} hint={hint} error={error} />;
}

function CountryHarness({ onChange }: { onChange?: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SearchableField
      label="Nationality"
      options={COUNTRIES}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

afterEach(() => i18next.changeLanguage('en'));

describe('fields on intent (booking pages, issue 23)', () => {
  it('draws a labelled plain input with the hint and the error, and no picker, until a sign of intent', async () => {
    render(
      <FieldsOnIntent>
        <DateHarness initial="1990-05-01" hint="Age 36" error="Enter the date of birth" />
      </FieldsOnIntent>,
    );
    const light = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(light).toHaveValue('01/05/1990');
    expect(light).toHaveAttribute('aria-invalid', 'true');
    expect(light).toHaveAccessibleDescription('Age 36 Enter the date of birth');
    // Nothing of React Aria's picker yet, even after its module would have had time to load.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: 'Date of birth' })).not.toBeInTheDocument();
  });

  it('writes an Arabic date’s Hijri date under the plain input as the picker does', async () => {
    await i18next.changeLanguage('ar');
    render(
      <FieldsOnIntent>
        <DateHarness initial="2026-03-11" hint="صالح حتى 1 يناير 2027 على الأقل" />
      </FieldsOnIntent>,
    );
    expect(screen.getByText('يوافق 22 رمضان 1447 هـ · صالح حتى 1 يناير 2027 على الأقل')).toBeInTheDocument();
  });

  it('swaps in the date picker when the pointer comes over the field, without taking the focus', async () => {
    const user = userEvent.setup();
    render(
      <FieldsOnIntent>
        <DateHarness initial="1990-05-01" />
      </FieldsOnIntent>,
    );
    await user.hover(screen.getByRole('textbox', { name: 'Date of birth' }));
    const group = await screen.findByRole('group', { name: 'Date of birth' }, { timeout: 10_000 });
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((segment) => segment.textContent),
    ).toEqual(['01', '05', '1990']);
    expect(screen.queryByRole('textbox', { name: 'Date of birth' })).not.toBeInTheDocument();
    expect(group).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('hands the focus to the picker when the plain input is tabbed to, and the picker takes the typed date', async () => {
    const user = userEvent.setup();
    render(
      <FieldsOnIntent>
        <DateHarness />
      </FieldsOnIntent>,
    );
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toBeInTheDocument();
    await user.tab();
    const group = await screen.findByRole('group', { name: 'Date of birth' }, { timeout: 10_000 });
    await waitFor(() => expect(within(group).getAllByRole('spinbutton')[0]).toHaveFocus());
    await user.keyboard('01051990');
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((segment) => segment.textContent),
    ).toEqual(['01', '05', '1990']);
  });

  it('keeps what was typed into the plain input when the searchable select takes over, and lists its matches', async () => {
    const user = userEvent.setup();
    const chosen: Array<string | null> = [];
    render(
      <FieldsOnIntent>
        <CountryHarness onChange={(id) => chosen.push(id)} />
      </FieldsOnIntent>,
    );
    const light = screen.getByRole('textbox', { name: 'Nationality' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // Typed at once, before the select's code has arrived.
    light.focus();
    await user.keyboard('Ira');
    const combobox = await screen.findByRole('combobox', { name: 'Nationality' }, { timeout: 10_000 });
    await waitFor(() => expect(combobox).toHaveFocus());
    expect(combobox).toHaveValue('Ira');
    await user.keyboard('q');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Iraq']);
    await user.click(options[0]!);
    expect(chosen).toEqual(['IQ']);
    expect(combobox).toHaveValue('Iraq');
  });

  it('shows the widgets at once outside FieldsOnIntent, as every other screen has them', async () => {
    render(
      <>
        <DateHarness />
        <CountryHarness />
      </>,
    );
    expect(await screen.findByRole('group', { name: 'Date of birth' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Nationality' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Date of birth' })).not.toBeInTheDocument();
  });
});

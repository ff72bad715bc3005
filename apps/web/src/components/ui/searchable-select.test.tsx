import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { filterOptions, SearchableSelect, type SearchableOption } from './searchable-select';

const CITIES: SearchableOption[] = [
  { id: 'BGW', label: 'Baghdad' },
  { id: 'EBL', label: 'Erbil', keywords: 'أربيل' },
  { id: 'BSR', label: 'Basra' },
  { id: 'IST', label: 'İstanbul' },
  { id: 'DXB', label: 'Dubai' },
];

function Harness({
  options = CITIES,
  onChange = () => {},
  ...props
}: {
  options?: SearchableOption[];
  onChange?: (id: string | null) => void;
  optionsLimit?: number;
  maxHeight?: number;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SearchableSelect
      label="Destination"
      options={options}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
      {...props}
    />
  );
}

async function open() {
  const user = userEvent.setup();
  const input = screen.getByRole('combobox', { name: 'Destination' });
  await user.click(input);
  return { user, input, listbox: await screen.findByRole('listbox') };
}

describe('SearchableSelect', { timeout: 30_000 }, () => {
  it('lists every option when opened', async () => {
    render(<Harness />);
    const { listbox } = await open();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Baghdad', 'Erbil', 'Basra', 'İstanbul', 'Dubai']);
  });

  it('filters as you type, ignoring case, accents and hamza forms, and matching keywords', async () => {
    render(<Harness />);
    const { user, input } = await open();
    await user.type(input, 'BAS');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Basra']);

    await user.clear(input);
    await user.type(input, 'ba');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Baghdad', 'Basra', 'Dubai']);

    await user.clear(input);
    await user.type(input, 'istan');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['İstanbul']);

    await user.clear(input);
    await user.type(input, 'اربيل');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Erbil']);
  });

  it('says "No elements found. Consider changing the search query." when nothing matches', async () => {
    render(<Harness />);
    const { user, input } = await open();
    await user.type(input, 'Tokyo');
    // The message is the list's only row, so screen readers announce it.
    expect(screen.getByRole('listbox')).toHaveAttribute('data-empty', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'No elements found. Consider changing the search query.',
    ]);
    expect(screen.queryByText('List is empty.')).toBeNull();
  });

  it('says "List is empty." when there are no options at all', async () => {
    render(<Harness options={[]} />);
    await open();
    expect(screen.getByRole('listbox')).toHaveAttribute('data-empty', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['List is empty.']);
    expect(screen.queryByText('No elements found. Consider changing the search query.')).toBeNull();
  });

  it('is usable by keyboard: arrows move, Enter selects, Escape closes', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Destination' });
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Erbil' })).toHaveAttribute('data-focused', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('EBL');
    expect(input).toHaveValue('Erbil');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('Erbil');
  });

  it('lists at most 1000 options by default and finds the others by typing', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({ id: `c${i}`, label: `City ${i}` }));
    render(<Harness options={many} />);
    const { user, input } = await open();
    expect(screen.getAllByRole('option')).toHaveLength(1000);
    await user.click(input);
    await user.paste('City 1499');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['City 1499']);
  }, 20_000);

  it('applies a custom option limit', () => {
    expect(filterOptions(CITIES, '', 2).map((o) => o.id)).toEqual(['BGW', 'EBL']);
    expect(filterOptions(CITIES, 'a', 1000)).toHaveLength(4);
  });

  it('limits the list to 300 px high by default', async () => {
    render(<Harness />);
    await open();
    expect(screen.getByTestId('searchable-select-popover').style.maxHeight).toBe('300px');
  });
});

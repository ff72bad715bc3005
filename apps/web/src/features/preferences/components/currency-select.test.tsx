import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CURRENCY } from '@portal/contracts/currencies';
import { browser } from '../../../lib/browser';
import { convertFromIqd, formatIqdPrice, formatMoney, getStoredCurrency } from '../../../lib/currency';
import { createCurrency, createSiteSettings } from '../../../test/factories';
import { CurrencySelect } from './currency-select';

const currencies = createSiteSettings().currencies;

describe('currency', () => {
  it('defaults to the spec’s USD record when nothing valid is stored', () => {
    expect(getStoredCurrency()).toEqual(DEFAULT_CURRENCY);
    expect(DEFAULT_CURRENCY).toMatchObject({
      id: 1,
      name: 'USD',
      symbol_name: '$',
      icon: '',
      conversation_rate: 0.00076,
    });
    localStorage.setItem('currency', '{not json');
    expect(getStoredCurrency()).toEqual(DEFAULT_CURRENCY);
    localStorage.setItem('currency', JSON.stringify({ name: 'EUR' }));
    expect(getStoredCurrency()).toEqual(DEFAULT_CURRENCY);
  });

  it('reads the stored currency object', () => {
    const eur = createCurrency({ id: 3, name: 'EUR', symbol_name: '€', conversation_rate: 0.0007 });
    localStorage.setItem('currency', JSON.stringify(eur));
    expect(getStoredCurrency()).toEqual(eur);
  });

  it('offers the currencies from site settings, the stored one selected', () => {
    render(<CurrencySelect currencies={currencies} />);
    const select = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['USD', 'IQD', 'EUR']);
    expect(select).toHaveValue('USD');
  });

  it('stores the whole chosen currency object as JSON and reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    render(<CurrencySelect currencies={currencies} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(JSON.parse(localStorage.getItem('currency')!)).toEqual(currencies[2]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers the stored currency before site settings arrive', () => {
    render(<CurrencySelect currencies={undefined} />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  });

  it('converts IQD base prices with the chosen rate and formats them with Intl', () => {
    const usd = DEFAULT_CURRENCY;
    const iqd = createCurrency({ id: 2, name: 'IQD', conversation_rate: 1 });
    expect(convertFromIqd('1000000', usd)).toBeCloseTo(760);
    expect(formatIqdPrice('1000000', usd, 'en')).toBe('US$760.00');
    expect(formatIqdPrice('1000000', iqd, 'en')).toBe('IQD\u00a01,000,000');
    expect(formatIqdPrice('1000000', usd, 'de')).toBe('760,00\u00a0$');
    expect(formatMoney('1250.5', 'EUR', 'de')).toBe('1.250,50\u00a0€');
    expect(formatMoney('10', 'ZZZ', 'en')).toBe('ZZZ\u00a010.00');
    // A code Intl cannot use at all still shows the amount.
    expect(formatMoney('10', 'usd$', 'en')).toBe('10 usd$');
  });
});

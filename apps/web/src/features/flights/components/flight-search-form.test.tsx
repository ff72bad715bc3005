import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDocumentLanguage } from '../../../lib/i18n';
import { createHomeContent, createSiteSettings } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { createAirport } from '../../../test/flight-factories';
import { renderApp } from '../../../test/render-app';
import { formatHijriDate as formatHijri } from '../../../lib/dates';
import { addDays, localToday } from '../utils/search-rules';

const AIRPORTS = ['BGW', 'EBL', 'IST', 'DXB'].map(createAirport);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    // The server matches codes and names in every language; the test matches code and English city.
    'GET /airports': ({ url }) => {
      const q = (new URL(url, 'http://x').searchParams.get('q') ?? '').toLowerCase();
      const found = AIRPORTS.filter((a) => a.code.toLowerCase() === q || a.city.en.toLowerCase().startsWith(q));
      return { body: { data: found } };
    },
  });
});

afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

async function openHome() {
  const app = await renderApp('/');
  const form = await screen.findByRole('form', { name: 'Search flights' });
  const user = userEvent.setup();
  // The combobox and the date picker arrive in their own chunks, asked for when the visitor reaches the form.
  await user.hover(form);
  await within(form).findByRole('combobox', { name: 'From' }, { timeout: 15_000 });
  await within(form).findAllByRole('group', { name: 'Departure' }, { timeout: 15_000 });
  return { ...app, form, user };
}

async function chooseAirport(user: ReturnType<typeof userEvent.setup>, label: string, typed: string, code: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  await user.type(input, typed);
  await user.click(await screen.findByRole('option', { name: new RegExp(code) }));
}

async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, iso: string) {
  const [y, m, d] = iso.split('-');
  const [group] = await screen.findAllByRole('group', { name: label });
  await user.click(within(group!).getAllByRole('spinbutton')[0]!);
  await user.keyboard(`${d}${m}${y}`);
}

describe('the home page’s flight search', { timeout: 30_000 }, () => {
  it('marks what is missing, focuses it, and goes nowhere', async () => {
    const { form, user, router } = await openHome();
    await user.click(within(form).getByRole('button', { name: 'Search flights' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/');
  });

  it('finds airports by code or city and opens the round trip’s shareable results URL', async () => {
    const { user, router } = await openHome();
    await chooseAirport(user, 'From', 'Bag', 'BGW');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Baghdad (BGW)');
    await chooseAirport(user, 'To', 'ist', 'IST');
    const depart = addDays(localToday(), 20);
    const back = addDays(localToday(), 27);
    await typeDate(user, 'Departure', depart);
    await typeDate(user, 'Return', back);
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/search-flight/origin=BGW/to=IST/type=round/depart=${depart}/return=${back}/adults=1/children=0/infants=0/class=economy`,
      ),
    );
  });

  it('takes a city typed in full and not picked, and keeps text that names no single airport (decision 110)', async () => {
    const { form, user, router } = await openHome();
    const from = screen.getByRole('combobox', { name: 'From' });
    await user.click(from);
    await user.type(from, 'BAGHDAD');
    await screen.findByRole('option', { name: /BGW/ });
    await user.tab();
    await waitFor(() => expect(from).toHaveValue('Baghdad (BGW)'));

    const to = screen.getByRole('combobox', { name: 'To' });
    await user.click(to);
    await user.type(to, 'Atlantis');
    await user.tab();
    await user.click(within(form).getByRole('button', { name: 'Search flights' }));
    expect(await within(form).findByText('Choose one from the list')).toBeInTheDocument();
    expect(to).toHaveValue('Atlantis');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveValue('Baghdad (BGW)');
    expect(router.state.location.pathname).toBe('/');
  });

  it('swaps origin and destination', async () => {
    const { user } = await openHome();
    await chooseAirport(user, 'From', 'BGW', 'BGW');
    await chooseAirport(user, 'To', 'Dubai', 'DXB');
    await user.click(screen.getByRole('button', { name: 'Swap origin and destination' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Dubai (DXB)'));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Baghdad (BGW)');
  });

  it('says the API’s message for a return before the departure and for the same airports', async () => {
    const { user } = await openHome();
    await chooseAirport(user, 'From', 'BGW', 'BGW');
    await chooseAirport(user, 'To', 'Baghdad', 'BGW');
    await typeDate(user, 'Departure', addDays(localToday(), 20));
    await typeDate(user, 'Return', addDays(localToday(), 10));
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(await screen.findByText('Choose a destination different from the origin')).toBeInTheDocument();
    expect(screen.getByText('The return date is before the departure date')).toBeInTheDocument();
  });

  it('keeps to the passenger rules and says why a step is refused', async () => {
    const { user } = await openHome();
    const passengers = screen.getByRole('button', { name: /^Passengers/ });
    await user.click(passengers);
    expect(passengers).toHaveAttribute('aria-expanded', 'true');

    // No more infants than adults.
    await user.click(screen.getByRole('button', { name: 'Add an infant' }));
    await user.click(screen.getByRole('button', { name: 'Add an infant' }));
    expect(screen.getByText('Each infant travels on an adult’s lap: no more infants than adults')).toBeInTheDocument();
    // At least one adult.
    await user.click(screen.getByRole('button', { name: 'Remove an adult' }));
    expect(screen.getByText('At least one adult must travel')).toBeInTheDocument();
    // At most nine seated passengers.
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Add an adult' }));
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(screen.getByText('At most 9 seated passengers (adults and children) per booking')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(passengers).toHaveAccessibleName('Passengers 6 adults, 3 children, 1 infant');

    // Fewer adults than infants take an infant along.
    await user.click(passengers);
    for (let i = 0; i < 2; i++) await user.click(screen.getByRole('button', { name: 'Add an infant' }));
    expect(passengers).toHaveAccessibleName('Passengers 6 adults, 3 children, 3 infants');
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Remove an adult' }));
    expect(passengers).toHaveAccessibleName('Passengers 2 adults, 3 children, 2 infants');
  });

  it('has no return for one way, an open-return note, and 2–6 legs for multi-city in the URL’s query', async () => {
    const { user, router } = await openHome();
    await user.click(screen.getByRole('radio', { name: 'One way' }));
    expect(screen.queryByRole('group', { name: 'Return' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Open return' }));
    expect(screen.getByText(/The return stays open/)).toBeInTheDocument();

    await chooseAirport(user, 'From', 'BGW', 'BGW');
    await chooseAirport(user, 'To', 'Istanbul', 'IST');
    await user.click(screen.getByRole('radio', { name: 'Multi-city' }));
    expect(screen.getByRole('heading', { name: 'Flight 2' })).toBeInTheDocument();
    // The second flight starts where the first lands.
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'From' })[1]).toHaveValue('Istanbul (IST)'));
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Add a flight' }));
    expect(screen.getAllByRole('heading', { name: /^Flight \d$/ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Add a flight' })).toBeNull();
    for (const n of [6, 5, 4, 3]) await user.click(screen.getByRole('button', { name: `Remove flight ${n}` }));
    // Two legs at least.
    expect(screen.queryAllByRole('button', { name: /^Remove flight/ })).toHaveLength(0);

    const destinations = screen.getAllByRole('combobox', { name: 'To' });
    await user.click(destinations[1]!);
    await user.type(destinations[1]!, 'Dubai');
    await user.click(await screen.findByRole('option', { name: /DXB/ }));
    const first = addDays(localToday(), 5);
    const second = addDays(localToday(), 9);
    const [departFirst, departSecond] = await screen.findAllByRole('group', { name: 'Departure' });
    await user.click(within(departFirst!).getAllByRole('spinbutton')[0]!);
    await user.keyboard(first.split('-').reverse().join(''));
    await user.click(within(departSecond!).getAllByRole('spinbutton')[0]!);
    await user.keyboard(second.split('-').reverse().join(''));
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    await waitFor(() => expect(router.state.location.pathname).toContain('/type=multi/'));
    expect(router.state.location.href).toBe(
      `/search-flight/origin=BGW/to=IST/type=multi/depart=${first}/adults=1/children=0/infants=0/class=economy` +
        `?origin2=IST&to2=DXB&depart2=${second}`,
    );
  });

  it('in Arabic, writes the chosen date in the Hijri calendar beside the Gregorian one, in the field and in each day', async () => {
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    await renderApp('/');
    const user = userEvent.setup();
    await user.hover(await screen.findByRole('form', { name: 'البحث عن رحلات طيران' }));
    const [group] = await screen.findAllByRole('group', { name: 'تاريخ الذهاب' }, { timeout: 15_000 });
    const date = addDays(localToday(), 30);
    const [y, m, d] = date.split('-');
    await user.click(within(group!).getAllByRole('spinbutton')[0]!);
    await user.keyboard(`${d}${m}${y}`);
    // Umm al-Qura, e.g. "3 رجب 1448 هـ", beside the Gregorian segments.
    expect(await screen.findByText(`يوافق ${formatHijri(date)}`)).toBeInTheDocument();
    expect(formatHijri(date)).toMatch(/هـ$/);

    await user.click(screen.getAllByRole('button', { name: /^فتح التقويم/ })[0]!);
    const calendar = await screen.findByRole('application');
    // The chosen day shows its Gregorian and its Hijri day number.
    const chosen = calendar.querySelector('[aria-selected="true"]');
    const hijriDay = new Intl.DateTimeFormat('ar-IQ-u-ca-islamic-umalqura-nu-latn', {
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect([...chosen!.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      String(Number(d)),
      hijriDay.format(new Date(`${date}T00:00:00Z`)),
    ]);
  });
});

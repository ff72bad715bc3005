import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAR_ADMIN_DAYS, type AdminCarDays, type AdminCarOffer } from '@portal/contracts/admin-cars';
import { addDaysIso, todayInBaghdad } from '../../../../lib/dates';
import { applyDocumentLanguage } from '../../../../lib/i18n';
import { problem } from '../../../../test/fetch-mock';
import { editorApi } from '../../../../test/inventory-factories';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const OFFER_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000c1';
const text = (ar: string, en: string, de: string) => ({ ar, en, de });

function offer(overrides: Partial<AdminCarOffer> = {}): AdminCarOffer {
  return {
    id: OFFER_ID,
    company: { code: 'babel', name: text('بابل درايف', 'Babel Drive', 'Babel Drive') },
    model: 'Toyota Land Cruiser',
    class: 'suv',
    seats: 7,
    doors: 5,
    transmission: 'automatic',
    fuel: 'petrol',
    luggage: 5,
    office: {
      id: 'najaf-airport',
      kind: 'airport',
      name: text('مطار النجف الدولي', 'Najaf International Airport', 'Flughafen Nadschaf'),
      city: 'najaf',
      city_name: text('النجف', 'Najaf', 'Nadschaf'),
      time_zone: 'Asia/Baghdad',
    },
    image: '/uploads/cars/toyota-land-cruiser-f8fafc.webp',
    min_age: 18,
    mileage_km_per_day: null,
    with_driver: true,
    daily_iqd: '235000',
    deposit_iqd: '0',
    one_way_fee_iqd: '25000',
    fleet: 3,
    active: true,
    ...overrides,
  };
}

/** The offer's next days: two cars rented on the third day, all three on the fourth. */
function days(fleet = 3): AdminCarDays {
  const today = todayInBaghdad();
  const rented = (i: number) => (i === 2 ? 2 : i === 3 ? 3 : 0);
  return {
    offer_id: OFFER_ID,
    today,
    from: today,
    to: addDaysIso(today, CAR_ADMIN_DAYS - 1),
    days: Array.from({ length: CAR_ADMIN_DAYS }, (_, i) => ({
      day: addDaysIso(today, i),
      fleet,
      rented: rented(i),
      left: fleet - rented(i),
      own: false,
    })),
  };
}

const CHOICES = {
  cities: [
    { slug: 'najaf', name: text('النجف', 'Najaf', 'Nadschaf') },
    { slug: 'erbil', name: text('أربيل', 'Erbil', 'Erbil') },
  ],
  companies: [{ code: 'babel', name: text('بابل درايف', 'Babel Drive', 'Babel Drive') }],
};

describe('car rentals in the back office', { timeout: 30_000 }, () => {
  it('lists the offers with search, city, class and company filters and pages, each linked to its screen', async () => {
    const calls = editorApi({
      'GET /admin/car-offers': (r) => {
        const page = Number(new URL(r.url, 'http://localhost').searchParams.get('page') ?? 1);
        return { body: { data: [offer()], meta: { total: 60, page, per_page: 25 } } };
      },
      'GET /admin/car-offer-choices': () => ({ body: { data: CHOICES } }),
    });
    await renderApp('/admin/inventory/cars');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Car rentals' });
    expect(screen.queryByRole('link', { name: 'New offer' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Car rentals' });
    const row = within(table).getByText('Toyota Land Cruiser').closest('tr')!;
    for (const seen of ['Babel Drive', 'Najaf', 'Najaf International Airport', 'SUV', 'With a driver', '3'])
      expect(within(row).getByText(seen)).toBeInTheDocument();
    expect(within(row).getByText(/235,000/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Toyota Land Cruiser, Babel Drive' })).toHaveAttribute(
      'href',
      `/admin/inventory/cars/${OFFER_ID}`,
    );

    const query = () => new URL(calls.calls('GET', '/admin/car-offers').at(-1)!.url, 'http://localhost').searchParams;
    expect(query().get('status')).toBe('active');
    await user.type(screen.getByLabelText('Model, company or city'), 'cruiser{Enter}');
    await waitFor(() => expect(query().get('q')).toBe('cruiser'));
    await user.selectOptions(await screen.findByLabelText('City'), 'najaf');
    await waitFor(() => expect(query().get('city')).toBe('najaf'));
    await user.selectOptions(screen.getByLabelText('Class'), 'suv');
    await waitFor(() => expect(query().get('class')).toBe('suv'));
    await user.selectOptions(screen.getByLabelText('Company'), 'babel');
    await waitFor(() => expect(query().get('company')).toBe('babel'));
    expect(query().get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(query().get('page')).toBe('2'));
    expect(query().get('q')).toBe('cruiser');
  });

  it('shows the car and its next 60 days: cars, rented and left, a fully rented day marked', async () => {
    const calls = editorApi({
      [`GET /admin/car-offers/${OFFER_ID}`]: () => ({ body: { data: offer() } }),
      [`GET /admin/car-offers/${OFFER_ID}/days`]: () => ({ body: { data: days() } }),
    });
    await renderApp(`/admin/inventory/cars/${OFFER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Land Cruiser, Babel Drive' });
    expect(screen.getByRole('img', { name: 'Toyota Land Cruiser' })).toBeInTheDocument();
    expect(screen.getByText('Najaf International Airport')).toBeInTheDocument();
    expect(screen.getByText('18 years')).toBeInTheDocument();
    expect(screen.getByText('Unlimited')).toBeInTheDocument();

    const grid = await screen.findByRole('table', { name: 'Cars per day' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Rented', 'Cars', 'Left']);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(CAR_ADMIN_DAYS);
    const third = within(rows[2]!).getAllByRole('cell');
    expect(third[1]!.textContent).toBe('2');
    expect(
      within(third[2]!).getByRole('spinbutton', { name: `Cars on ${addDaysIso(todayInBaghdad(), 2)}` }),
    ).toHaveValue(3);
    expect(third[3]!.textContent).toBe('1');
    expect(within(rows[3]!).getAllByRole('cell')[3]!.textContent).toBe('0 (fully rented)');
    // The first window asks for the office's own today.
    expect(new URL(calls.calls('GET', `/admin/car-offers/${OFFER_ID}/days`)[0]!.url, 'http://localhost').search).toBe(
      '',
    );
  });

  it('sets a day’s cars for maintenance, shows a refusal under the box, and gives a day back to the fleet', async () => {
    const today = todayInBaghdad();
    const own = new Map<string, number>();
    const current = () => {
      const d = days();
      d.days = d.days.map((day) => {
        const cars = own.get(day.day);
        return cars === undefined ? day : { ...day, fleet: cars, left: Math.max(0, cars - day.rented), own: true };
      });
      return d;
    };
    const calls = editorApi({
      [`GET /admin/car-offers/${OFFER_ID}`]: () => ({ body: { data: offer() } }),
      [`GET /admin/car-offers/${OFFER_ID}/days`]: () => ({ body: { data: current() } }),
      [`PUT /admin/car-offers/${OFFER_ID}/days/${addDaysIso(today, 5)}`]: ({ body }) => {
        const { cars } = body as { cars: number | null };
        if (cars === null) own.delete(addDaysIso(today, 5));
        else own.set(addDaysIso(today, 5), cars);
        return { body: { data: current().days[5] } };
      },
      [`PUT /admin/car-offers/${OFFER_ID}/days/${addDaysIso(today, 2)}`]: () =>
        problem(422, 'cars_below_rented', 'x', {
          errors: [
            { field: 'cars', message: `This day cannot have fewer than the 3 cars rented on ${addDaysIso(today, 2)}` },
          ],
        }),
    });
    await renderApp(`/admin/inventory/cars/${OFFER_ID}`);
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: 'Cars per day' });

    const maintenance = within(grid).getByRole('spinbutton', { name: `Cars on ${addDaysIso(today, 5)}` });
    await user.clear(maintenance);
    await user.type(maintenance, '0');
    await user.click(within(grid).getByRole('button', { name: `Set the Cars on ${addDaysIso(today, 5)}` }));
    await waitFor(() =>
      expect(calls.calls('PUT', `/admin/car-offers/${OFFER_ID}/days/${addDaysIso(today, 5)}`)[0]!.body).toEqual({
        cars: 0,
      }),
    );
    const row = () => within(grid).getAllByRole('row')[6]!;
    await waitFor(() => expect(within(row()).getAllByRole('cell')[3]!.textContent).toBe('0 (fully rented)'));
    expect(within(row()).getByText('(changed)')).toBeInTheDocument();

    const busy = within(grid).getByRole('spinbutton', { name: `Cars on ${addDaysIso(today, 2)}` });
    // A rental made meanwhile: the box allowed the two cars it knew of, the API names three.
    await user.clear(busy);
    await user.type(busy, '2');
    await user.click(within(grid).getByRole('button', { name: `Set the Cars on ${addDaysIso(today, 2)}` }));
    expect(
      await within(grid).findByText(`This day cannot have fewer than the 3 cars rented on ${addDaysIso(today, 2)}`),
    ).toBeInTheDocument();
    expect(busy).toHaveValue(2);

    await user.click(
      within(grid).getByRole('button', { name: `Give the Cars on ${addDaysIso(today, 5)} back to usual` }),
    );
    await waitFor(() =>
      expect(calls.calls('PUT', `/admin/car-offers/${OFFER_ID}/days/${addDaysIso(today, 5)}`).at(-1)!.body).toEqual({
        cars: null,
      }),
    );
    await waitFor(() => expect(within(row()).getAllByRole('cell')[3]!.textContent).toBe('3'));
    expect(within(row()).queryByText('(changed)')).not.toBeInTheDocument();
  });

  it('saves the rate, deposit, driver and fleet, and shows the API’s refusal on the fleet, naming the day', async () => {
    let current = offer();
    const busy = addDaysIso(todayInBaghdad(), 3);
    const calls = editorApi({
      [`GET /admin/car-offers/${OFFER_ID}`]: () => ({ body: { data: current } }),
      [`GET /admin/car-offers/${OFFER_ID}/days`]: () => ({ body: { data: days(current.fleet) } }),
      [`PATCH /admin/car-offers/${OFFER_ID}`]: ({ body }) => {
        const change = body as Partial<{ fleet: number; daily_iqd: string; with_driver: boolean }>;
        if (change.fleet !== undefined && change.fleet < 3)
          return problem(422, 'fleet_below_rented', `The fleet cannot be below the 3 cars rented on ${busy}`, {
            errors: [{ field: 'fleet', message: `The fleet cannot be below the 3 cars rented on ${busy}` }],
          });
        current = { ...current, ...change };
        return { body: { data: current } };
      },
    });
    await renderApp(`/admin/inventory/cars/${OFFER_ID}`);
    const user = userEvent.setup();
    const daily = await screen.findByLabelText('Daily rate (IQD)');

    // The contract's own check, before anything is sent.
    await user.clear(daily);
    await user.type(daily, '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A base fare is at least 1,000 IQD')).toBeInTheDocument();
    expect(calls.calls('PATCH', `/admin/car-offers/${OFFER_ID}`)).toHaveLength(0);

    await user.clear(daily);
    await user.type(daily, '240000');
    const fleet = screen.getByLabelText(/^Fleet/);
    await user.clear(fleet);
    await user.type(fleet, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Above the form and on the fleet box, which keeps what was typed.
    expect(await screen.findAllByText(`The fleet cannot be below the 3 cars rented on ${busy}`)).toHaveLength(2);
    expect(fleet).toHaveAccessibleDescription(new RegExp(`The fleet cannot be below the 3 cars rented on ${busy}`));
    expect(fleet).toHaveValue(2);
    expect(fleet).toHaveAttribute('aria-invalid', 'true');

    await user.clear(fleet);
    await user.type(fleet, '5');
    await user.click(screen.getByLabelText('A driver comes with the car (no licence asked of the customer)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. New rentals use it.')).toBeInTheDocument();
    expect(calls.calls('PATCH', `/admin/car-offers/${OFFER_ID}`).at(-1)!.body).toEqual({
      daily_iqd: '240000',
      deposit_iqd: '0',
      fleet: 5,
      with_driver: false,
    });
    // The days are read again with the new fleet.
    const grid = screen.getByRole('table', { name: 'Cars per day' });
    await waitFor(() => expect(within(within(grid).getAllByRole('row')[1]!).getByRole('spinbutton')).toHaveValue(5));
  });

  it('archives the offer and restores it', async () => {
    let current = offer();
    const calls = editorApi({
      [`GET /admin/car-offers/${OFFER_ID}`]: () => ({ body: { data: current } }),
      [`GET /admin/car-offers/${OFFER_ID}/days`]: () => ({ body: { data: days() } }),
      [`POST /admin/car-offers/${OFFER_ID}/archive`]: () => {
        current = { ...current, active: false };
        return { body: { data: current } };
      },
      [`POST /admin/car-offers/${OFFER_ID}/restore`]: () => {
        current = { ...current, active: true };
        return { body: { data: current } };
      },
    });
    await renderApp(`/admin/inventory/cars/${OFFER_ID}`);
    const user = userEvent.setup();
    expect(
      await screen.findByText('An archived offer is no longer searched or rented; rentals made keep their cars.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Restoring puts the offer back on sale.')).toBeInTheDocument();
    expect(calls.calls('POST', `/admin/car-offers/${OFFER_ID}/archive`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(calls.calls('POST', `/admin/car-offers/${OFFER_ID}/restore`)).toHaveLength(1));
  });

  it('is in the inventory menu, and in Arabic', async () => {
    editorApi({
      [`GET /admin/car-offers/${OFFER_ID}`]: () => ({ body: { data: offer() } }),
      [`GET /admin/car-offers/${OFFER_ID}/days`]: () => ({ body: { data: days() } }),
    });
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    try {
      await renderApp(`/admin/inventory/cars/${OFFER_ID}`);
      await screen.findByRole('heading', { level: 1, name: 'Toyota Land Cruiser، بابل درايف' });
      expect(screen.getByRole('link', { name: 'تأجير السيارات' })).toHaveAttribute('href', '/admin/inventory/cars');
      expect(screen.getByRole('link', { name: 'العودة إلى تأجير السيارات' })).toBeInTheDocument();
      expect(await screen.findByRole('table', { name: 'السيارات في كل يوم' })).toBeInTheDocument();
      expect(screen.getByText('دفع رباعي')).toBeInTheDocument();
      expect(document.documentElement.dir).toBe('rtl');
    } finally {
      await i18next.changeLanguage('en');
      applyDocumentLanguage('en');
    }
  });
});

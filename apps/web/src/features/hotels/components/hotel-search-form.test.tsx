import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso } from '../../../lib/dates';
import { createHomeContent, createSiteSettings } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { ISTANBUL } from '../../../test/hotel-factories';
import { renderApp } from '../../../test/render-app';
import { localToday } from '../utils/search-form';

const KARBALA = {
  ...ISTANBUL,
  slug: 'karbala',
  name: { ar: 'كربلاء', en: 'Karbala', de: 'Kerbela' },
  city: { ar: 'كربلاء', en: 'Karbala', de: 'Kerbela' },
  country: 'IQ',
  country_name: { ar: 'العراق', en: 'Iraq', de: 'Irak' },
};

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  calls = mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'GET /hotel-destinations': ({ url }) => {
      const q = (new URL(url, 'http://x').searchParams.get('q') ?? '').toLowerCase();
      return {
        body: {
          data: [ISTANBUL, KARBALA].filter((d) => d.name.en.toLowerCase().startsWith(q) || d.name.ar.startsWith(q)),
        },
      };
    },
    'GET /hotel-destinations/istanbul': () => ({ body: { data: ISTANBUL } }),
    'GET /hotel-destinations/karbala': () => ({ body: { data: KARBALA } }),
  });
});

/** The home page with its hotel tab open and the form's widgets loaded. */
async function openHotelTab() {
  const app = await renderApp('/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Hotels' }));
  const form = await screen.findByRole('form', { name: 'Hotel search' }, { timeout: 15_000 });
  await user.hover(form);
  await within(form).findByRole('combobox', { name: 'City or hotel' }, { timeout: 15_000 });
  return { ...app, form, user };
}

describe('the home page’s hotel search', { timeout: 40_000 }, () => {
  it('loads its form only when the hotel tab is opened', async () => {
    await renderApp('/');
    expect(screen.queryByRole('form', { name: 'Hotel search' })).not.toBeInTheDocument();
    expect(calls.calls('GET', '/hotel-destinations')).toHaveLength(0);
  });

  it('asks for a destination and goes nowhere without one', async () => {
    const { form, user, router } = await openHotelTab();
    await user.click(within(form).getByRole('button', { name: 'Search hotels' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'City or hotel' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/');
  });

  it('finds a city in Arabic or English, takes two rooms with a child’s age, and opens the hotel.search URL', async () => {
    const { form, user, router } = await openHotelTab();
    const input = within(form).getByRole('combobox', { name: 'City or hotel' });
    await user.click(input);
    await user.type(input, 'كرب');
    await user.click(await screen.findByRole('option', { name: /Karbala/ }));
    expect(input).toHaveValue('Karbala, Iraq');

    await user.click(within(form).getByRole('button', { name: /^Rooms and guests/ }));
    await user.click(within(form).getByRole('button', { name: 'Add a room' }));
    await user.click(within(form).getByRole('button', { name: 'Add a child to room 2' }));
    // A child without an age cannot be searched for.
    await user.click(within(form).getByRole('button', { name: 'Search hotels' }));
    expect((await within(form).findAllByText('Enter the age of each child')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Age of child 1' }), '7');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Room type' }), 'double');
    await user.click(within(form).getByRole('button', { name: 'Search hotels' }));

    const checkIn = addDaysIso(localToday(), 14);
    const checkOut = addDaysIso(localToday(), 17);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/hotel-search/from=karbala/checkin=${checkIn}/checkout=${checkOut}/nationality=IQ/adult=3/child=1/infant=0/room=2/room-type=double`,
      ),
    );
    expect(router.state.location.href).toContain('?adults1=2&adults2=1&ages2=7');
  });

  it('refuses more guests than the chosen room type takes, with the API’s message', async () => {
    const { form, user, router } = await openHotelTab();
    const input = within(form).getByRole('combobox', { name: 'City or hotel' });
    await user.click(input);
    await user.type(input, 'Ist');
    await user.click(await screen.findByRole('option', { name: /Istanbul/ }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Room type' }), 'single');
    await user.click(within(form).getByRole('button', { name: 'Search hotels' }));
    expect(
      (await within(form).findAllByText('This room type takes at most 1 adults and 2 guests in all')).length,
    ).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/');
  });
});

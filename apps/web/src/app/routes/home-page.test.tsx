import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSearchTab } from '../../features/search/hooks/use-search-tab';
import { applyDocumentLanguage } from '../../lib/i18n';
import { listenForInstallPrompt } from '../../lib/pwa';
import { createCurrency, createHomeContent, createSiteSettings } from '../../test/factories';
import { mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

beforeAll(() => {
  listenForInstallPrompt();
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setSearchTab('flight');
  mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
  });
});

afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

describe('home search tabs', () => {
  it('has one tab per service, medical conferences included, with flight selected by default', async () => {
    await renderApp('/');
    const tabs = within(screen.getByRole('tablist', { name: 'Search services' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Flights',
      'Visa',
      'Hotels',
      'Packages',
      'Cars',
      'Cruise',
      'Insurance',
      'Tour guide',
      'University guide',
      'Medical conferences',
    ]);
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Flights to anywhere');
  });

  it('moves with the arrow keys in reading direction, and Home/End jump', async () => {
    await renderApp('/');
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Flights' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Visa' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Visa services');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Medical conferences' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
  });

  it('in Arabic, the left arrow moves forward', async () => {
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    await renderApp('/');
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'الطيران' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'التأشيرات' })).toHaveAttribute('aria-selected', 'true');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shares the selected tab with the side menu’s service links', async () => {
    await renderApp('/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(await within(menu).findByRole('button', { name: 'Cruise' }));
    expect(screen.getByRole('tab', { name: 'Cruise' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sea voyages');
  });

  it('scrolls the tab chosen in the side menu into view', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    await renderApp('/');
    const user = userEvent.setup();
    expect(scrolled).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(await within(menu).findByRole('button', { name: 'Insurance' }));
    await waitFor(() => expect(scrolled).toContain('Insurance'));
  });

  it('links each service in the footer to its home tab', async () => {
    await renderApp('/about');
    const user = userEvent.setup();
    const footer = within(screen.getByRole('contentinfo'));
    const hotels = footer.getByRole('link', { name: 'Hotels' });
    expect(hotels).toHaveAttribute('href', '/#services');
    await user.click(hotels);
    expect(await screen.findByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    expect(footer.getByRole('link', { name: 'Cruise' })).toHaveAttribute('href', '/#services');
  });
});

describe('home sections from /home-content', () => {
  it('shows partners, benefits, tours and destinations with prices in the chosen currency', async () => {
    await renderApp('/');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('img', { name: 'Iraqi Airways' })).toHaveAttribute('src', '/uploads/partners/ia.png');
    expect(main.getByRole('heading', { name: 'Support around the clock' })).toBeInTheDocument();

    const tours = within(main.getByRole('region', { name: 'Top exclusive tours' }));
    expect(tours.getByRole('heading', { name: 'Ten-day Umrah' })).toBeInTheDocument();
    expect(tours.getByText('10 days · 9 nights')).toBeInTheDocument();
    expect(tours.getByText('4 seats left')).toBeInTheDocument();
    expect(tours.getByText('US$1,520.00')).toBeInTheDocument();
    expect(tours.getByText('IQD 2,000,000')).toBeInTheDocument();
    // A tour's card opens its package.
    expect(tours.getByRole('link', { name: 'Ten-day Umrah' }).getAttribute('href')).toMatch(
      /^\/tour-details\/[a-z0-9-]+$/,
    );

    const destinations = within(main.getByRole('region', { name: 'Popular destinations' }));
    expect(destinations.getByRole('heading', { name: 'Istanbul' })).toBeInTheDocument();
    expect(destinations.getByText('US$380.00')).toBeInTheDocument();
    // A destination opens a hotel search for its city, three weeks ahead.
    const istanbul = destinations.getByRole('link', { name: /Istanbul/ });
    expect(istanbul.getAttribute('href')).toMatch(
      /^\/hotel-search\/from=istanbul\/checkin=\d{4}-\d\d-\d\d\/checkout=\d{4}-\d\d-\d\d\/nationality=IQ\/adult=2\/child=0\/infant=0\/room=1\/room-type=any$/,
    );
  });

  it('re-renders prices in the stored currency', async () => {
    localStorage.setItem(
      'currency',
      JSON.stringify(createCurrency({ id: 3, name: 'EUR', symbol_name: '€', conversation_rate: 0.0007 })),
    );
    await renderApp('/');
    expect(await screen.findByText('€1,400.00')).toBeInTheDocument();
  });

  it('shows placeholders while the content loads', async () => {
    mockApi({
      'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
      'GET /home-content': () => new Promise(() => {}),
    });
    await renderApp('/');
    expect(screen.getAllByTestId('placeholder').length).toBeGreaterThan(5);
  });
});

describe('app download prompt', () => {
  it('shows no store button for a store whose link is empty in site settings', async () => {
    mockApi({
      'GET /site-settings': () => ({ body: { data: createSiteSettings({ apps: { android: '', ios: '' } }) } }),
      'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    });
    await renderApp('/');
    const section = within(await screen.findByRole('region', { name: 'Take Rafidain Travel with you' }));
    expect(section.queryByRole('link')).toBeNull();
    expect(section.getByText(/open your browser menu/)).toBeInTheDocument();
  });

  it('links each store that site settings name, and only those', async () => {
    mockApi({
      'GET /site-settings': () => ({
        body: { data: createSiteSettings({ apps: { android: 'https://play.example/rafidain', ios: '' } }) },
      }),
      'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    });
    await renderApp('/');
    const section = within(await screen.findByRole('region', { name: 'Take Rafidain Travel with you' }));
    expect(await section.findByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.example/rafidain',
    );
    expect(section.getAllByRole('link')).toHaveLength(1);
  });

  it('installs the portal through the browser’s install prompt', async () => {
    await renderApp('/');
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(screen.getByText(/open your browser menu/)).toBeInTheDocument();

    const prompt = vi.fn().mockResolvedValue(undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);

    await userEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('Installed on this device')).toBeInTheDocument());
  });
});

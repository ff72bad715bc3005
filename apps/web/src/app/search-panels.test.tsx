import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_REGISTRY } from '@portal/contracts/services';
import { hotelsEn } from '../features/hotels/locales/en';
import { createHomeContent, createSiteSettings } from '../test/factories';
import { mockApi } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
  });
});

describe('a home tab opened by the user (issue 22)', { timeout: 30_000 }, () => {
  it('comes with its widgets: the destination is a combobox before it is ever focused', async () => {
    await renderApp('/');
    await userEvent.click(await screen.findByRole('tab', { name: SERVICE_REGISTRY.hotel.name.en }));
    const panel = await screen.findByRole('tabpanel');
    // Under on-intent loading the field stays a plain text input until hovered or focused.
    // (The combobox's code is a chunk of its own: its first import in a test takes a moment.)
    expect(
      await within(panel).findByRole('combobox', { name: hotelsEn.search.destination }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});

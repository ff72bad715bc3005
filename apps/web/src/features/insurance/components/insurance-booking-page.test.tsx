import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPath } from '@portal/contracts/routes';
import { createSiteSettings, createUser } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('user', JSON.stringify(createUser()));
});

describe('insurance.book on the checkout kit’s frame', { timeout: 30_000 }, () => {
  it('says the plan is not sold for an address without a trip, asks for no quote, and offers a new search', async () => {
    const api = mockApi({
      'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
      'GET /me': () => ({ body: { data: createUser() } }),
      'GET /user-wallets': () => ({ body: { data: [] } }),
    });
    await renderApp(buildPath('insurance.book', { id: 'plan-1' }));
    expect(await screen.findByText('This plan does not exist or is no longer sold.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New search' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/insurance'))).toEqual([]);
  });
});

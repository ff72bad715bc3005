import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPath } from '@portal/contracts/routes';
import { createSiteSettings, createUser } from '../../../test/factories';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const VISA_ID = 'c0be1ccf-31cd-8cf9-88e0-305fd09bdcd3';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('user', JSON.stringify(createUser()));
  mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /me': () => ({ body: { data: createUser() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
  });
});

describe('visa.booking on the checkout kit’s frame', { timeout: 30_000 }, () => {
  it('refuses a number of applicants outside 1 to 9 with the way back to the visas, and no form', async () => {
    await renderApp(buildPath('visa.booking', { visaId: VISA_ID, person: '12' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visa application' })).toBeInTheDocument();
    expect(await screen.findByText('Apply for 1 to 9 persons.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the visas' })).toHaveAttribute(
      'href',
      buildPath('visa.search', { from: 'IQ', to: 'all' }),
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

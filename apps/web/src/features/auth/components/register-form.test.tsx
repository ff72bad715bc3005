import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { applyDocumentLanguage } from '../../../lib/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, createSiteSettings, createUser } from '../../../test/factories';
import { mockApi, problem, type Handler } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function api(register: Handler) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => problem(503, 'service_unavailable', 'later'),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'POST /auth/register': register,
  });
}

async function fillIn(values: { name: string; email: string; password: string; confirmation: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirmation);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register', () => {
  it('creates the account, logs it in for this session and goes home', async () => {
    const calls = api(() => ({ status: 201, body: { data: createSession({ token: 'new-token' }) } }));
    const { router } = await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillIn({
      name: 'Layla Hassan',
      email: 'layla@example.com',
      password: 'long-password',
      confirmation: 'long-password',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.calls('POST', '/auth/register')[0]!.body).toEqual({
      name: 'Layla Hassan',
      email: 'layla@example.com',
      password: 'long-password',
      password_confirmation: 'long-password',
    });
    expect(sessionStorage.getItem('authToken')).toBe('new-token');
  });

  it('says "Passwords do not match" and sends nothing when they differ', async () => {
    const calls = api(() => ({ status: 201, body: { data: createSession() } }));
    await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillIn({
      name: 'Layla',
      email: 'layla@example.com',
      password: 'long-password',
      confirmation: 'other-password',
    });

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toHaveAttribute('id', expect.stringContaining('error'));
    expect(calls.calls('POST', '/auth/register')).toHaveLength(0);
  });

  it('shows the server’s field messages next to their fields', async () => {
    api(() =>
      problem(409, 'email_taken', 'This email cannot be used to register. If it is yours, log in instead', {
        errors: [{ field: 'email', message: 'This email cannot be used to register. If it is yours, log in instead' }],
      }),
    );
    await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillIn({
      name: 'Layla',
      email: 'taken@example.com',
      password: 'long-password',
      confirmation: 'long-password',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be used to register');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

// Issue 22, item 1 (decision 074): an agency registers with its owner's account and waits for staff.
describe('register a travel agency', () => {
  const AGENCY = { name: 'Babylon Gate Travel', phone: '+964 770 123 4567', city: 'Basra', licence: 'BSR-2024/118' };

  async function chooseAgency() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /A travel agency/ }));
    return user;
  }
  async function fillAgency(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof AGENCY> = AGENCY) {
    const group = screen.getByRole('group', { name: 'Your agency' });
    if (values.name) await user.type(within(group).getByLabelText('Agency name'), values.name);
    if (values.phone) await user.type(within(group).getByLabelText('Agency phone'), values.phone);
    if (values.city) await user.type(within(group).getByLabelText('City'), values.city);
    if (values.licence) await user.type(within(group).getByLabelText('Trade licence number'), values.licence);
  }

  it('sends the agency with its owner, and says the application is being reviewed instead of leaving', async () => {
    const session = createSession({
      user: createUser({
        name: 'Zainab Kadhim',
        email: 'zainab@babylongate.iq',
        account: {
          id: 'acc',
          kind: 'customer',
          name: 'Zainab Kadhim',
          agency_application: {
            status: 'pending',
            agency_name: AGENCY.name,
            refusal_reason: null,
            created_at: '2026-11-26T10:00:00Z',
          },
        },
      }),
    });
    const calls = api(() => ({ status: 201, body: { data: session } }));
    const { router } = await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    // A traveller first; the agency's part appears when the agency is chosen.
    expect(screen.getByRole('radio', { name: /A traveller/ })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Your agency' })).toBeNull();
    const user = await chooseAgency();
    await fillAgency(user);
    const owner = screen.getByRole('group', { name: 'The owner’s account' });
    await user.type(within(owner).getByLabelText('Full name'), 'Zainab Kadhim');
    await user.type(within(owner).getByLabelText('Email'), 'zainab@babylongate.iq');
    await user.type(within(owner).getByLabelText('Password'), 'long-password');
    await user.type(within(owner).getByLabelText('Confirm password'), 'long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have received the application of Babylon Gate Travel. Our team checks it and writes to zainab@babylongate.iq',
    );
    expect(router.state.location.pathname).toBe('/register');
    expect(calls.calls('POST', '/auth/register')[0]!.body).toEqual({
      name: 'Zainab Kadhim',
      email: 'zainab@babylongate.iq',
      password: 'long-password',
      password_confirmation: 'long-password',
      account_type: 'agency',
      agency: { name: AGENCY.name, phone: AGENCY.phone, city: AGENCY.city, licence_number: AGENCY.licence },
    });
    expect(sessionStorage.getItem('authToken')).toBe('token-abc');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('checks each of the agency’s fields with the contract, sends nothing, and keeps what was typed', async () => {
    const calls = api(() => ({ status: 201, body: { data: createSession() } }));
    await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    const user = await chooseAgency();
    await fillAgency(user, { name: 'Babylon Gate', phone: 'call us', licence: '#118' });
    await fillIn({
      name: 'Zainab',
      email: 'zainab@example.iq',
      password: 'long-password',
      confirmation: 'long-password',
    });
    const group = screen.getByRole('group', { name: 'Your agency' });
    expect(await within(group).findByText('Enter a phone number such as +964 770 123 4567')).toBeInTheDocument();
    expect(within(group).getByLabelText('City')).toHaveAccessibleDescription('This field is required');
    expect(within(group).getByLabelText('Trade licence number')).toHaveAccessibleDescription(
      /Enter the licence number as printed/,
    );
    expect(within(group).getByLabelText('Agency name')).toHaveValue('Babylon Gate');
    expect(within(group).getByLabelText('Agency phone')).toHaveValue('call us');
    expect(calls.calls('POST', '/auth/register')).toHaveLength(0);
  });

  it('a traveller sends no agency part, whatever was typed into it before switching back', async () => {
    const calls = api(() => ({ status: 201, body: { data: createSession() } }));
    const { router } = await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    const user = await chooseAgency();
    await fillAgency(user, { name: 'Half typed' });
    await user.click(screen.getByRole('radio', { name: /A traveller/ }));
    await fillIn({
      name: 'Layla',
      email: 'layla@example.com',
      password: 'long-password',
      confirmation: 'long-password',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.calls('POST', '/auth/register')[0]!.body).toEqual({
      name: 'Layla',
      email: 'layla@example.com',
      password: 'long-password',
      password_confirmation: 'long-password',
    });
  });

  it('shows the server’s message on the agency field it names and keeps every value', async () => {
    api(() =>
      problem(400, 'validation_failed', 'Some fields need your attention', {
        errors: [
          {
            field: 'agency.licence_number',
            message: 'Enter the licence number as printed: letters, digits, spaces, / . or -',
          },
        ],
      }),
    );
    await renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    const user = await chooseAgency();
    await fillAgency(user);
    await fillIn({
      name: 'Zainab',
      email: 'zainab@example.iq',
      password: 'long-password',
      confirmation: 'long-password',
    });
    const licence = within(screen.getByRole('group', { name: 'Your agency' })).getByLabelText('Trade licence number');
    await waitFor(() => expect(licence).toHaveAttribute('aria-invalid', 'true'));
    expect(licence).toHaveAccessibleDescription(/Enter the licence number as printed/);
    expect(licence).toHaveValue(AGENCY.licence);
    expect(screen.getByLabelText('Full name')).toHaveValue('Zainab');
  });

  it('is offered in Arabic, right to left', async () => {
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    try {
      api(() => ({ status: 201, body: { data: createSession() } }));
      await renderApp('/register');
      await screen.findByRole('heading', { level: 1, name: 'أنشئ حسابك' });
      await userEvent.setup().click(screen.getByRole('radio', { name: /وكالة سفر/ }));
      const group = screen.getByRole('group', { name: 'وكالتك' });
      expect(within(group).getByLabelText('رقم الرخصة التجارية')).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    } finally {
      await i18next.changeLanguage('en');
      applyDocumentLanguage('en');
    }
  });
});

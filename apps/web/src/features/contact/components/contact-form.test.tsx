import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteSettings } from '../../../test/factories';
import { mockApi, problem, type Handler } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function api(send: Handler) {
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'POST /contact-messages': send,
  });
}

async function fillIn(message = 'When does the Umrah group leave in September?') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your name'), 'Omar');
  await user.type(screen.getByLabelText('Email'), 'omar@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Umrah');
  await user.type(screen.getByLabelText('Message'), message);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('contact page', () => {
  it('shows the office address, phones, email and opening hours from site settings', async () => {
    api(() => ({ status: 201, body: { data: {} } }));
    await renderApp('/contact');
    const office = within(await screen.findByRole('region', { name: 'Our office' }));
    expect(await office.findByText('Karrada, Baghdad')).toBeInTheDocument();
    expect(office.getByRole('link', { name: '+964 770 000 0000' })).toHaveAttribute('href', 'tel:+9647700000000');
    expect(office.getByRole('link', { name: '+964 780 000 0000' })).toHaveAttribute('href', 'tel:+9647800000000');
    expect(office.getByRole('link', { name: 'info@rafidain.example' })).toHaveAttribute(
      'href',
      'mailto:info@rafidain.example',
    );
    expect(office.getByText('Mon–Sat 10:00–17:30')).toBeInTheDocument();
  });

  it('sends the message and shows the server’s translated confirmation', async () => {
    const calls = api(() => ({
      status: 201,
      body: { data: { id: 'm1', message: 'Thank you. We received your message and will reply soon', created_at: '' } },
    }));
    await renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });

    await fillIn();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. We received your message and will reply soon',
    );
    expect(calls.calls('POST', '/contact-messages')[0]!.body).toEqual({
      name: 'Omar',
      email: 'omar@example.com',
      subject: 'Umrah',
      message: 'When does the Umrah group leave in September?',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('asks for a longer message in the contract’s words', async () => {
    const calls = api(() => ({ status: 201, body: { data: {} } }));
    await renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });

    await fillIn('Hi');

    expect(await screen.findByText('Must be at least 10 characters')).toBeInTheDocument();
    expect(calls.calls('POST', '/contact-messages')).toHaveLength(0);
  });

  it('shows the rate limit message when too many messages were sent', async () => {
    api(() => problem(429, 'too_many_requests', 'Too many attempts. Try again in 60 seconds'));
    await renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });

    await fillIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 60 seconds');
  });
});

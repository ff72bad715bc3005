import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHomeContent, createSiteSettings } from '../../test/factories';
import { mockApi } from '../../test/fetch-mock';
import { createLeanNavigator, LeanHome } from './lean-home';

// A home page that fails to render, as one whose lazily loaded part could not be downloaded does.
vi.mock('../routes/home-page', () => ({
  HomePage: () => {
    throw new Error('chunk failed to load');
  },
}));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
  });
});

describe('a failure on the home page’s first screen', () => {
  it('shows the translated error in the frame, with a retry and a way home, instead of an empty page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const navigator = createLeanNavigator({ load: async () => undefined, leave: async () => undefined });
    render(<LeanHome navigator={navigator} />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    // The frame is still there.
    expect(screen.getByRole('banner')).toBeVisible();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed to load' }));
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isCurrentLink, Link, NavigatorContext, type Navigator } from './navigation';

function renderLinks(pathname: string, links: ReactNode) {
  const navigator: Navigator = { navigate: vi.fn(), preload: vi.fn(), usePathname: () => pathname };
  render(<NavigatorContext value={navigator}>{links}</NavigatorContext>);
  return navigator;
}

describe('which link is current', () => {
  it('is the link to the path or, unless exact, to a path above it', () => {
    expect(isCurrentLink('/my-bookings/flights', '/my-bookings', false)).toBe(true);
    expect(isCurrentLink('/my-bookings', '/my-bookings', true)).toBe(true);
    expect(isCurrentLink('/my-bookings/flights', '/my-bookings', true)).toBe(false);
    // A common prefix is not a path above it.
    expect(isCurrentLink('/my-bookings-old', '/my-bookings', false)).toBe(false);
    // Home is current on home only, and a place on a page never.
    expect(isCurrentLink('/about', '/', false)).toBe(false);
    expect(isCurrentLink('/', '/', true)).toBe(true);
    expect(isCurrentLink('/', '/#services', true)).toBe(false);
  });
});

describe('Link', () => {
  it('is an ordinary link, marked for assistive technology and styles when current', () => {
    renderLinks(
      '/my-bookings/hotels',
      <>
        <Link to="/my-bookings" className="tab">
          My bookings
        </Link>
        <Link to="/" exact>
          Home
        </Link>
      </>,
    );
    const bookings = screen.getByRole('link', { name: 'My bookings' });
    expect(bookings).toHaveAttribute('href', '/my-bookings');
    expect(bookings).toHaveAttribute('aria-current', 'page');
    expect(bookings).toHaveAttribute('data-status', 'active');
    expect(bookings).toHaveClass('tab');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).not.toHaveAttribute('data-status');
  });

  it('moves within the app on a plain click, and calls its own click handler first', async () => {
    const onClick = vi.fn();
    const navigator = renderLinks(
      '/',
      <Link to="/contact" onClick={onClick}>
        Contact
      </Link>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Contact' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigator.navigate).toHaveBeenCalledWith('/contact');
  });

  it('leaves a click with a modifier key, another button or a handled click to the browser', () => {
    const navigator = renderLinks(
      '/',
      <>
        <Link to="/about">About</Link>
        <Link to="/privacyPolicy" onClick={(event) => event.preventDefault()}>
          Privacy
        </Link>
        <Link to="/contact" target="_blank">
          Contact
        </Link>
      </>,
    );
    const about = screen.getByRole('link', { name: 'About' });
    for (const modifier of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      // fireEvent returns false when the event's default was prevented: here the browser keeps it.
      expect(fireEvent.click(about, modifier)).toBe(true);
    }
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(fireEvent.click(screen.getByRole('link', { name: 'Contact' }))).toBe(true);
    expect(navigator.navigate).not.toHaveBeenCalled();
    // A plain click is the app's: its default is prevented.
    expect(fireEvent.click(about)).toBe(false);
    expect(navigator.navigate).toHaveBeenCalledWith('/about');
  });

  it('asks for the screen it leads to on hover, focus or touch', () => {
    const navigator = renderLinks('/', <Link to="/login">Log in</Link>);
    const link = screen.getByRole('link', { name: 'Log in' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(navigator.preload).toHaveBeenCalledTimes(3);
    expect(navigator.preload).toHaveBeenCalledWith('/login');
  });
});

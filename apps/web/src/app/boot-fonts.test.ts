import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bootScript from '../../public/boot.js?raw';

const FONTS = '/assets/arabic-400.woff2 /assets/arabic-600.woff2';
const html = document.documentElement;

/** Runs public/boot.js as the browser does, from a tag that names the Arabic fonts and the page pictured. */
function boot(picture: string, audience?: 'signed-in') {
  const tag = document.createElement('script');
  tag.setAttribute('data-picture', picture);
  if (audience) tag.setAttribute('data-picture-for', audience);
  tag.setAttribute('data-fonts-ar', FONTS);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  new Function(bootScript)();
}

function fontLinks(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((l) => l.as === 'font');
}

function arrive(link: HTMLLinkElement, type: 'load' | 'error' = 'load') {
  link.onload!(new Event(type));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  for (const name of ['data-fonts', 'data-prerender']) html.removeAttribute(name);
  Reflect.deleteProperty(document, 'currentScript');
  localStorage.clear();
});

describe('boot.js and the web fonts (decision 061)', () => {
  it('draws a first visit’s picture in the fallbacks and starts its fonts only once it has painted', () => {
    boot(location.pathname);
    expect(html.getAttribute('data-fonts')).toBe('fallback');
    expect(html.getAttribute('data-prerender')).toBe('picture');
    expect(fontLinks()).toHaveLength(0);

    vi.advanceTimersByTime(1000); // no paint timing here: the one-second fallback of afterPaint
    const links = fontLinks();
    expect(links.map((l) => l.getAttribute('href'))).toEqual(FONTS.split(' '));
    expect(links.every((l) => l.crossOrigin === '' && l.type === 'font/woff2')).toBe(true);

    arrive(links[0]!);
    expect(html.getAttribute('data-fonts')).toBe('fallback');
    arrive(links[1]!);
    // In, but the picture is still up: the app swaps them in after its first render.
    expect(html.getAttribute('data-fonts')).toBe('ready');
    expect(localStorage.getItem('fonts')).toBe(FONTS);
  });

  it('without a picture, loads the fonts at once and shows them when all are in', () => {
    boot('/login');
    expect(html.getAttribute('data-prerender')).toBe('off');
    expect(html.getAttribute('data-fonts')).toBe('fallback');
    const links = fontLinks();
    expect(links).toHaveLength(2);
    arrive(links[1]!);
    expect(html.getAttribute('data-fonts')).toBe('fallback');
    arrive(links[0]!);
    expect(html.hasAttribute('data-fonts')).toBe(false);
    expect(localStorage.getItem('fonts')).toBe(FONTS);
  });

  it('once the app has replaced the picture, shows the fonts as soon as they are in', () => {
    boot(location.pathname);
    html.removeAttribute('data-prerender'); // what app.tsx does after its first render
    vi.advanceTimersByTime(1000);
    for (const link of fontLinks()) arrive(link);
    expect(html.hasAttribute('data-fonts')).toBe(false);
  });

  it('draws a returning visitor’s picture in the fonts they already have', () => {
    localStorage.setItem('fonts', FONTS);
    boot(location.pathname);
    expect(html.hasAttribute('data-fonts')).toBe(false);
    expect(html.hasAttribute('data-prerender')).toBe(false);
    expect(fontLinks()).toHaveLength(2);
  });

  it('treats fonts of another build as new', () => {
    localStorage.setItem('fonts', '/assets/arabic-400-old.woff2');
    boot(location.pathname);
    expect(html.getAttribute('data-fonts')).toBe('fallback');
  });

  it('ends the fallback when a font fails, without remembering the fonts as there', () => {
    boot('/login');
    const [first, second] = fontLinks();
    arrive(first!, 'error');
    arrive(second!);
    expect(html.hasAttribute('data-fonts')).toBe(false);
    expect(localStorage.getItem('fonts')).toBeNull();
  });
});

describe("boot.js and a signed-in page's frame (decision 151)", () => {
  it('shows a signed-in frame to a signed-in user only, and a visitor’s picture to a visitor only', () => {
    const cases = [
      { audience: 'signed-in', token: true, shown: true },
      { audience: 'signed-in', token: false, shown: false },
      { audience: undefined, token: true, shown: false },
      { audience: undefined, token: false, shown: true },
    ] as const;
    for (const { audience, token, shown } of cases) {
      localStorage.clear();
      html.removeAttribute('data-prerender');
      if (token) localStorage.setItem('authToken', 't');
      boot(location.pathname, audience);
      expect(html.getAttribute('data-prerender') !== 'off', `${audience ?? 'visitor'} picture, token ${token}`).toBe(
        shown,
      );
    }
  });

  it('hides a signed-in frame in another language or at another path', () => {
    localStorage.setItem('authToken', 't');
    boot('/wallet', 'signed-in');
    expect(html.getAttribute('data-prerender')).toBe('off');
    html.removeAttribute('data-prerender');
    localStorage.setItem('lang', 'en');
    boot(location.pathname, 'signed-in');
    expect(html.getAttribute('data-prerender')).toBe('off');
  });
});

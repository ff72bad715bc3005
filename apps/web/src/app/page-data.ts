import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getStoredLang } from '../lib/i18n';
import { isLoggedIn } from '../lib/session';
import { readItem, STORAGE_KEYS } from '../lib/storage';

/** The element the API puts a drawn page's first data in (decision 144). */
export const PAGE_DATA_ID = 'page-data';

/** The language the API draws pages and asks for their data in: the default, Arabic. */
const PAGE_DATA_LANG = 'ar';

/**
 * Seeds the query client with the first data the API put into the document with the page's picture
 * (`<script type="application/json" id="page-data">`, decision 144), so the page renders at once instead of
 * asking again. The data was asked for an anonymous Arabic visitor: a signed-in user (whose prices carry their
 * markup) or a visitor in another language asks for their own. The element is removed either way; data that
 * cannot be read is ignored and the page asks as it would without it. True when the data was taken.
 */
export function seedPageData(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element) return false;
  element.remove();
  if (isLoggedIn() || getStoredLang() !== PAGE_DATA_LANG) return false;
  let state: unknown;
  try {
    state = JSON.parse(element.textContent ?? '');
  } catch {
    return false;
  }
  if (typeof state !== 'object' || state === null || !Array.isArray((state as DehydratedState).queries)) return false;
  hydrate(queryClient, state as DehydratedState);
  return true;
}

/**
 * Whether the app may hydrate the page the API drew instead of drawing it anew (decision 148): its data seeded
 * the query client (an anonymous Arabic visitor), boot.js showed the picture (this very path), and nothing the
 * visitor stored changes the first render (a display currency other than the default). Anything else and the
 * render would differ from the markup: the app draws the page anew as before.
 */
export function mayHydrateFrame(seeded: boolean, doc: Document = document): boolean {
  return (
    seeded &&
    doc.documentElement.getAttribute('data-prerender') !== 'off' &&
    readItem('local', STORAGE_KEYS.currency) === null
  );
}

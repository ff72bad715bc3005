import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getStoredLang } from '../lib/i18n';
import { isLoggedIn } from '../lib/session';

/** The element the API puts a drawn page's first data in (decision 144). */
export const PAGE_DATA_ID = 'page-data';

/** The language the API draws pages and asks for their data in: the default, Arabic. */
const PAGE_DATA_LANG = 'ar';

/**
 * Seeds the query client with the first data the API put into the document with the page's picture
 * (`<script type="application/json" id="page-data">`, decision 144), so the page renders at once instead of
 * asking again. The data was asked for an anonymous Arabic visitor: a signed-in user (whose prices carry their
 * markup) or a visitor in another language asks for their own. The element is removed either way; data that
 * cannot be read is ignored and the page asks as it would without it.
 */
export function seedPageData(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element) return;
  element.remove();
  if (isLoggedIn() || getStoredLang() !== PAGE_DATA_LANG) return;
  let state: unknown;
  try {
    state = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  if (typeof state === 'object' && state !== null && Array.isArray((state as DehydratedState).queries))
    hydrate(queryClient, state as DehydratedState);
}

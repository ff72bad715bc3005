/**
 * The web app's build-time configuration, read here and nowhere else.
 *
 * `VITE_API_ORIGIN` points the client at an API on another origin (for example a staging API while
 * developing the UI); empty means the API is served by the same origin as the app, as in production.
 */
function parseApiOrigin(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_API_ORIGIN must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_ORIGIN must use http or https, got "${url.protocol}"`);
  }
  return url.origin;
}

const apiOrigin = parseApiOrigin(import.meta.env.VITE_API_ORIGIN as string | undefined);

export const config = {
  apiOrigin,
  apiBase: `${apiOrigin}/api/v1`,
} as const;

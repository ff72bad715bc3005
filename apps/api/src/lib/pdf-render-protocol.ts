/** What the API and its PDF renderer's process say to each other (decision 146). */

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Print the page at `url` to an A4 PDF once it marks itself ready. */
export interface RenderRequest {
  id: number;
  url: string;
}

export type RenderReply =
  | { id: 0; ready: true }
  | { id: number; pdf: Uint8Array }
  | { id: number; error: { code: 'link_invalid' | 'unavailable' | 'failed'; message: string } };

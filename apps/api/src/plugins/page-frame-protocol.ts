/** What the web build's renderer returns for a page (apps/web/src/entry-prerender.tsx, `renderFrame`). */
export interface PageFrame {
  markup: string;
  /** The page's first data (a visitor's page); null for a signed-in page's frame, which carries none. */
  state: unknown;
  pictures: string[];
  /** Whom boot.js shows the picture to: an anonymous visitor (unset) or a signed-in user (decision 151). */
  audience?: 'signed-in';
}

export type RenderFrame = (url: string, sender: typeof fetch) => Promise<PageFrame | null>;

/** The main thread to the drawing thread (page-frame-worker.ts): draw a page; the answer to one of its requests. */
export type FrameToWorker =
  | { type: 'draw'; frame: number; url: string }
  | {
      type: 'answer';
      ask: number;
      status: number;
      headers: Record<string, string>;
      body: Uint8Array;
      /** The request could not be made (not the API's, or the server failed): the sender throws it. */
      error?: string;
    };

/** The drawing thread to the main thread: loaded; a request of a page being drawn; a page drawn or failed. */
export type FrameFromWorker =
  | { type: 'ready' }
  | {
      type: 'ask';
      frame: number;
      ask: number;
      url: string;
      method: string;
      headers: Record<string, string>;
      body?: string;
    }
  | { type: 'drawn'; frame: number; result?: PageFrame | null; error?: string };

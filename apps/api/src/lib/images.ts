import sharp, { type Sharp } from 'sharp';
import type { MessageKey } from '@portal/contracts/messages';
import { AppError } from './app-error.js';

/**
 * Decoding images people send (issue 21, decision 075). A PNG of a few kilobytes can declare 50 megapixels,
 * about 150 MB once decoded, and many can arrive at once. So an image's size is read from its header first
 * (nothing is decoded) and refused above `PIXEL_LIMIT`, and the decoding itself runs in one of
 * `DECODE_CONCURRENCY` slots: however many uploads arrive, at most that many images are in memory decoded; the
 * others wait holding only their compressed bytes (at most 5 MB each).
 */
export const PIXEL_LIMIT = 25_000_000; // 6000 × 4000 and more; a 5 MB photo rarely has more
export const DECODE_CONCURRENCY = 2;

// Every upload is decoded once: libvips' operation cache would only keep its pixels alive after the answer.
sharp.cache(false);

/** The declared size is over `PIXEL_LIMIT` (or missing). */
export class ImageTooLarge extends Error {}

export interface Slots {
  readonly size: number;
  /** Waits for a free slot; call the function it gives back to free it again. */
  acquire(): Promise<() => void>;
  /** How many ran at once at most, since the last `resetPeak`. */
  peak(): number;
  resetPeak(): void;
}

/** A counting semaphore: at most `size` holders at once, the others served in arrival order. */
export function createSlots(size: number): Slots {
  let busy = 0;
  let highest = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy--;
  };
  return {
    size,
    acquire() {
      const granted = () => {
        highest = Math.max(highest, busy);
        let freed = false;
        return () => {
          if (freed) return;
          freed = true;
          release();
        };
      };
      if (busy < size) {
        busy++;
        return Promise.resolve(granted());
      }
      // The slot passes straight from the one who frees it to the next in line (`busy` stays the same).
      return new Promise((resolve) => waiting.push(() => resolve(granted())));
    },
    peak: () => highest,
    resetPeak: () => {
      highest = busy;
    },
  };
}

/** The slots every decode of an uploaded image takes (uploads, issued documents, inventory pictures, content). */
export const decodeSlots = createSlots(DECODE_CONCURRENCY);

/**
 * Checks the image's declared size without decoding it, then runs `work` on it in a decode slot. Throws
 * `ImageTooLarge` above the pixel limit, and sharp's own error for a file it cannot read.
 */
export async function decodeImage<T>(bytes: Buffer, work: (image: Sharp) => Promise<T>): Promise<T> {
  const { width, height } = await sharp(bytes).metadata();
  if (!width || !height || width * height > PIXEL_LIMIT) throw new ImageTooLarge();
  const release = await decodeSlots.acquire();
  try {
    return await work(sharp(bytes, { limitInputPixels: PIXEL_LIMIT }));
  } finally {
    release();
  }
}

/**
 * `decodeImage` for a file someone sent: too many pixels is a 422 `image_too_large`, anything sharp cannot read
 * a 422 `upload_invalid`, each on the field `file` (with `invalid` as that field's message).
 */
export async function decodeUpload<T>(
  bytes: Buffer,
  work: (image: Sharp) => Promise<T>,
  invalid: MessageKey = 'upload_invalid',
): Promise<T> {
  try {
    return await decodeImage(bytes, work);
  } catch (error) {
    if (error instanceof ImageTooLarge)
      throw new AppError('image_too_large', { fields: [{ field: 'file', key: 'image_too_large' }] });
    throw new AppError('upload_invalid', { fields: [{ field: 'file', key: invalid }] });
  }
}

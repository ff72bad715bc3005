import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/*
 * Inventory pictures are drawn rather than fetched (hotels, cars, guides): a service composes an SVG from its
 * own data with a seeded PRNG, and this store renders it to WebP with sharp the first time it is asked for and
 * keeps it under a directory of DATA_DIR/uploads. Nothing is generated at seed time, so creating a database (the
 * tests make many) costs no image work.
 */

/**
 * The WebP file `file` under `dir`, rendered from `draw()` and written on first use (to a temporary name, then
 * renamed, so a parallel request never reads half a file). Concurrent requests for the same picture share one
 * render.
 */
export function createDrawnImageStore(dir: string) {
  const pending = new Map<string, Promise<Buffer>>();
  return async function image(file: string, draw: () => string): Promise<Buffer> {
    const target = path.join(dir, file);
    try {
      return await readFile(target);
    } catch {
      // not rendered yet
    }
    let job = pending.get(file);
    if (!job) {
      job = (async () => {
        const webp = await sharp(Buffer.from(draw())).webp({ quality: 72 }).toBuffer();
        await mkdir(dir, { recursive: true });
        const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(tmp, webp);
        await rename(tmp, target);
        return webp;
      })();
      pending.set(file, job);
      job.finally(() => pending.delete(file)).catch(() => undefined);
    }
    return job;
  };
}

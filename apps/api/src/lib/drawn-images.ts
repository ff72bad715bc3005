import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/*
 * Pictures drawn rather than fetched (hotels, tour packages): an SVG composition rendered to WebP by sharp the
 * first time it is asked for and kept under a directory of DATA_DIR/uploads. Nothing is generated at seed time,
 * so creating a database (the tests make many) costs no image work.
 */

/**
 * The WebP file of a picture, rendered and written on first use (to a temporary name, then renamed, so a
 * parallel request never reads half a file). Concurrent requests for the same picture share one render.
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

/** A sky from top to bottom colour, the background of outdoor scenes. */
export function skySvg(top: string, bottom: string, w: number, h: number) {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
}

/** A palm tree standing on `ground`. */
export function palmSvg(x: number, ground: number, height: number) {
  return `<rect x="${x - 5}" y="${ground - height}" width="10" height="${height}" fill="#78350f"/><path d="M${x} ${ground - height} q-50 10 -70 40 M${x} ${ground - height} q50 10 70 40 M${x} ${ground - height} q-20 -30 -60 -30 M${x} ${ground - height} q20 -30 60 -30" stroke="#15803d" stroke-width="12" fill="none" stroke-linecap="round"/>`;
}

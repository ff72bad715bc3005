import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { SERVER_DIR } from './prerender-plugin.ts';

const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, so a static server that serves
 * precompressed files (`@fastify/static` with `preCompressed: true`) sends the 150 KB gzip / 130 KB brotli
 * of the first screen instead of 470 KB. index.html is left alone: the API sends it from memory.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rafidain:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (await readdir(outDir, { recursive: true })).filter(
        // The server-side renderer (prerender-plugin.ts) is never sent to a browser.
        (file) => COMPRESSIBLE.test(file) && !file.startsWith(`${SERVER_DIR}${path.sep}`),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          await writeFile(`${full}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

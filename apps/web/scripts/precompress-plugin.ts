import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { minify, type Plugin, type ResolvedConfig } from 'vite';
import { SERVER_DIR } from './prerender-plugin.ts';

const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `public/boot.js` (a classic script every page runs first, copied as it is) minified in the build: its comments
 * are most of it: 2.5 KB gzip as written, 1 KB minified (decision 148). Vite's own minifier, as for the chunks.
 */
export function minifyBoot(): Plugin {
  return {
    name: 'rafidain:minify-boot',
    apply: 'build',
    // When the bundle is written (the public files are copied by then), before `precompress` compresses it.
    writeBundle: {
      order: 'post',
      async handler(options) {
        // The server-side renderer's build (prerender-plugin.ts) has no public files.
        const file = options.dir ? path.join(options.dir, 'boot.js') : null;
        if (!file || !existsSync(file)) return;
        const { code, errors } = await minify('boot.js', await readFile(file, 'utf8'), {
          compress: true,
          mangle: true,
        });
        if (errors.length) throw new Error(`boot.js: ${errors.map((error) => error.message).join('; ')}`);
        await writeFile(file, code);
      },
    },
  };
}

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

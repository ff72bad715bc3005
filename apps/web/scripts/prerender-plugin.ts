import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { stripForCsp } from '../src/prerender-markup.ts';

const ENTRY = 'src/entry-prerender.tsx';

/**
 * After the client build, renders the home page for a visitor in Arabic (the default) and writes it into
 * dist/index.html, so the first screen paints from HTML before any JavaScript has run (decision 025). React
 * then renders the page anew over it; `public/boot.js` hides the picture when it does not fit (another
 * path, another language, a logged-in user).
 */
export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rafidain:prerender-home',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.join(config.root, 'node_modules', '.prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        logLevel: 'warn',
        build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false },
      });
      const { prerender } = (await import(pathToFileURL(path.join(outDir, 'entry-prerender.js')).href)) as {
        prerender: (path: string) => Promise<string>;
      };
      const markup = stripForCsp(await prerender('/'));
      const indexPath = path.join(config.root, config.build.outDir, 'index.html');
      const html = await readFile(indexPath, 'utf8');
      if (!html.includes('<div id="root"></div>')) throw new Error('prerender: no empty #root in index.html');
      await writeFile(indexPath, html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { freezeForms, stripForCsp } from '../src/prerender-markup.ts';

const ENTRY = 'src/entry-prerender.tsx';

/** Where the server-side renderer and the empty document are kept in the build (`dist/.server/`). */
export const SERVER_DIR = '.server';

/**
 * The pages prerendered, and the document each is written to. index.html (the home page) is also what the
 * server sends for every other path; the others are sent for their own path only (apps/api web-app plugin).
 */
const PAGES = [
  { route: '/', file: 'index.html' },
  { route: '/login', file: 'login.html' },
  { route: '/contact', file: 'contact.html' },
] as const;

/**
 * After the client build, renders the pages a first visit usually lands on (home, login, contact) as an
 * Arabic visitor sees them (the default language) and writes each into its own copy of index.html, so the
 * first screen paints from HTML before any JavaScript has run (decisions 025 and 037). React then renders
 * the page anew over it; `public/boot.js` hides the picture when it does not fit (another path, another
 * language, a logged-in user), and the picture's forms are inert until then.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rafidain:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const distDir = path.resolve(config.root, config.build.outDir);
      // Kept in the build, self-contained (the API loads it from the web build it serves, wherever that is
      // copied): the API draws results and detail pages with it per request (decision 144). A dot folder,
      // which the API never serves.
      const outDir = path.join(distDir, SERVER_DIR);
      await build({
        configFile: config.configFile,
        root: config.root,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false, copyPublicDir: false },
      });
      {
        const { prerender } = (await import(pathToFileURL(path.join(outDir, 'entry-prerender.js')).href)) as {
          prerender: (path: string) => Promise<string>;
        };
        const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
        if (!template.includes('<div id="root"></div>')) throw new Error('prerender: no empty #root in index.html');
        if (!template.includes('<script src="/boot.js"')) throw new Error('prerender: no boot.js in index.html');
        for (const { route, file } of PAGES) {
          const markup = freezeForms(stripForCsp(await prerender(route)));
          const html = template
            .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
            .replace('<script src="/boot.js"', `<script src="/boot.js" data-picture="${route}"`);
          await writeFile(path.join(distDir, file), html);
        }
        // The document without a picture, for the pages the API draws; and the renderer's files are ES modules
        // wherever the build is copied to (the bench copies it out of the workspace).
        await writeFile(path.join(outDir, 'shell.html'), template);
        await writeFile(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
      }
    },
  };
}

/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { minifyBoot, precompress } from './scripts/precompress-plugin.ts';
import { prerenderPages } from './scripts/prerender-plugin.ts';
import { messagesPerLanguage } from './scripts/messages-plugin.ts';

const CONTRACTS_SRC = fileURLToPath(new URL('../../packages/contracts/src', import.meta.url));
const API_DEV_SERVER = 'http://localhost:3000';

/**
 * The fonts the first screen draws in each language (regular and semibold of its script, and of Latin for the
 * digits and names in Arabic), loaded by `boot.js` for the visitor's language only; the page shows them once
 * all of them are in, in one swap from the metric-matched fallbacks (decisions 037 and 061).
 */
const FIRST_SCREEN_FONTS: Record<'ar' | 'en' | 'de', RegExp[]> = {
  ar: [
    /ibm-plex-sans-arabic-arabic-400-normal.*\.woff2$/,
    /ibm-plex-sans-arabic-arabic-600-normal.*\.woff2$/,
    /ibm-plex-sans-latin-400-normal.*\.woff2$/,
    /ibm-plex-sans-latin-600-normal.*\.woff2$/,
  ],
  en: [/ibm-plex-sans-latin-400-normal.*\.woff2$/, /ibm-plex-sans-latin-600-normal.*\.woff2$/],
  de: [/ibm-plex-sans-latin-400-normal.*\.woff2$/, /ibm-plex-sans-latin-600-normal.*\.woff2$/],
};

/**
 * The texts the first screen needs in one language: the shell's dictionary and those of the home page's
 * default search tab (app/search-panels.tsx), grouped into one `dictionary-<lang>` chunk per language so the
 * first screen needs one request for its texts (decision 037).
 */
const FIRST_SCREEN_DICTIONARY = /[\\/]src[\\/](?:locales|features[\\/]flights[\\/]locales)[\\/](ar|en|de)\.ts$/;

/** The module that starts the whole app, a chunk the home page's first screen does without (decision 062). */
const APP = /[\\/]src[\\/]app[\\/]start-app\.tsx$/;

/**
 * The services' modules (app/service-modules.ts and each feature's service-modules.ts: lazy loaders only) are a
 * chunk of their own: the app imports it, and the home page's first screen fetches it alone when a service's tab
 * is first opened (app/search-panels.tsx), without the app (decision 063).
 */
const SERVICE_MODULES =
  /[\\/]src[\\/](?:app[\\/]service-modules(?:-lazily)?|features[\\/][^\\/]+[\\/]service-modules|kit[\\/]service-module)\.ts$/;

/** TanStack Router and Query (and their own dependencies), which only the whole app uses (decision 062). */
const TANSTACK = /[\\/]node_modules[\\/]@tanstack[\\/]/;

/** index.html and the module it loads stay the entry chunk (Vite's manifest marks it so). */
const ENTRY = /[\\/](?:index\.html|src[\\/]main\.tsx)$/;

function dictionaryChunk(id: string): string | null {
  const lang = FIRST_SCREEN_DICTIONARY.exec(id)?.[1];
  return lang ? `dictionary-${lang}` : null;
}

/**
 * Names, on the `boot.js` tag, each language's first-screen dictionary (`data-dictionary-ar="/assets/…"`)
 * and fonts (`data-fonts-ar="/assets/… /assets/…"`), so that script, which knows the visitor's language
 * before anything else runs, starts downloading exactly those at once (decision 037); and the app's module
 * entry and its static imports (`data-entry`, `data-modulepreload`), which it starts after the first paint
 * of a prerendered picture, or at once when there is none (decision 060).
 */
function announceFirstScreen(): Plugin {
  return {
    name: 'rafidain:announce-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const outputs = Object.values(ctx.bundle ?? {});
        const attributes = (['ar', 'en', 'de'] as const).flatMap((lang) => {
          const chunk = outputs.find((o) => o.type === 'chunk' && o.name === `dictionary-${lang}`);
          if (!chunk) throw new Error(`announce-first-screen: no dictionary-${lang} chunk`);
          const fonts = FIRST_SCREEN_FONTS[lang].map((pattern) => {
            const font = outputs.find((o) => pattern.test(o.fileName));
            if (!font) throw new Error(`announce-first-screen: no font matching ${pattern}`);
            return `/${font.fileName}`;
          });
          return [` data-dictionary-${lang}="/${chunk.fileName}"`, ` data-fonts-${lang}="${fonts.join(' ')}"`];
        });
        // The app's module entry and its preloads move onto the boot.js tag: boot.js starts them once the
        // prerendered picture is on screen (decision 060).
        let entry: string | undefined;
        const preloads: string[] = [];
        const rest = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
            if (entry) throw new Error('announce-first-screen: more than one module entry in index.html');
            entry = src;
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
            preloads.push(href);
            return '';
          });
        if (!entry) throw new Error('announce-first-screen: no module entry in index.html');
        attributes.push(` data-entry="${entry}"`, ` data-modulepreload="${preloads.join(' ')}"`);
        // The whole app (router, query library, app/start-app.tsx) is a chunk of its own that the home page's
        // first screen does without (decision 062): boot.js fetches it at once on any other page, and the
        // home page when it is idle.
        const app = outputs.find((o) => o.type === 'chunk' && o.facadeModuleId !== null && APP.test(o.facadeModuleId));
        if (!app || app.type !== 'chunk') throw new Error('announce-first-screen: no chunk for app/start-app.tsx');
        const appFiles = new Set<string>();
        const visit = (fileName: string) => {
          const href = `/${fileName}`;
          if (appFiles.has(href) || href === entry || preloads.includes(href)) return;
          appFiles.add(href);
          const chunk = ctx.bundle?.[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(app.fileName);
        attributes.push(` data-app="${[...appFiles].join(' ')}"`);
        const tag = '<script src="/boot.js"></script>';
        if (!rest.includes(tag)) throw new Error('announce-first-screen: no boot.js script in index.html');
        return rest.replace(tag, `<script src="/boot.js"${attributes.join('')}></script>`);
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/',
  plugins: [
    // The browser's build only: the server's renderer and the tests use the contracts' messages themselves.
    messagesPerLanguage({ CONTRACTS_SRC, redirect: command === 'build' && !isSsrBuild }),
    react(),
    tailwindcss(),
    announceFirstScreen(),
    prerenderPages(),
    minifyBoot(),
    precompress(),
  ],
  resolve: {
    // The contracts are used from their TypeScript sources (what the `source` export condition points at).
    // An alias rather than `resolve.conditions: ['source']`, because React Aria and @internationalized publish
    // a `source` condition for files they do not ship, and Vitest then fails to resolve them (decision 021).
    alias: [{ find: /^@portal\/contracts\/(.+)$/, replacement: `${CONTRACTS_SRC}/$1.ts` }],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_DEV_SERVER, changeOrigin: false },
      '/uploads': { target: API_DEV_SERVER, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_DEV_SERVER },
      '/uploads': { target: API_DEV_SERVER },
    },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    sourcemap: false,
    // What each page loads is checked against the budget from this (src/app/bundle-budget.test.ts, bench/).
    manifest: !isSsrBuild,
    // Every browser the build targets (ES2022) either supports modulepreload or does without it harmlessly.
    modulePreload: { polyfill: false },
    // The browser's chunks only; the prerender's server build (scripts/prerender-plugin.ts) needs none of this.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: dictionaryChunk, debugName: 'dictionary', priority: 2 },
                { name: 'services', test: (id: string) => SERVICE_MODULES.test(id), priority: 0 },
                // The router and the query library in one file of the app's (decision 138): every page but the
                // home page's first screen needs all of them at once, and the many small shared chunks
                // automatic splitting made of them cost a request each on a slow connection.
                { name: 'app-libraries', test: (id: string) => TANSTACK.test(id), priority: 0 },
                // Everything the entry imports statically in one file: all of it is needed before the first
                // render, and one file compresses better than the many small shared chunks automatic splitting
                // makes.
                { name: 'shell', tags: ['$initial' as const], test: (id: string) => !ENTRY.test(id), priority: 1 },
              ],
            },
          },
        },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
}));

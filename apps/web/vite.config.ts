/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/precompress-plugin.ts';
import { prerenderHome } from './scripts/prerender-plugin.ts';

const CONTRACTS_SRC = fileURLToPath(new URL('../../packages/contracts/src', import.meta.url));
const API_DEV_SERVER = 'http://localhost:3000';

/** Fonts the first screen needs whatever the language: preloaded so text does not swap late. */
const PRELOADED_FONTS = [
  /ibm-plex-sans-arabic-arabic-400-normal.*\.woff2$/,
  /ibm-plex-sans-latin-400-normal.*\.woff2$/,
];

function preloadFonts(): Plugin {
  return {
    name: 'rafidain:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        return PRELOADED_FONTS.flatMap((pattern) => files.filter((file) => pattern.test(file))).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), preloadFonts(), prerenderHome(), precompress()],
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
});

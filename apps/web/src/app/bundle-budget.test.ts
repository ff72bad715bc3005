// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type PluginOption, type Rolldown, type UserConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { HOME_INITIAL_JS_TARGET, homeInitialJs, type InitialJs } from '../../scripts/initial-js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Writing the prerendered pages and the compressed copies is beside the point here (and slow). */
const SKIPPED_PLUGINS = new Set(['rafidain:prerender-pages', 'rafidain:precompress']);

let outDir: string;
let initial: InitialJs;
/** Every source module in the files counted, by file. */
let modules: Map<string, string[]>;

function keep(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? [])
    .flat(Infinity as 1)
    .filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && SKIPPED_PLUGINS.has(plugin.name)),
    );
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'web-budget-'));
  const config = (viteConfig as (env: object) => UserConfig)({
    command: 'build',
    mode: 'production',
    isSsrBuild: false,
  });
  // Vitest runs with NODE_ENV=test, which would make this a development build (React's, JSX's).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = (await build({
    ...config,
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'silent',
    plugins: keep(config.plugins),
    build: { ...config.build, outDir, emptyOutDir: true },
  }).finally(() => (process.env.NODE_ENV = nodeEnv))) as Rolldown.RolldownOutput;
  modules = new Map(
    output.output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item.moduleIds] as const] : [])),
  );
  initial = homeInitialJs(outDir, 'ar');
}, 300_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Source files (relative to the repository) and packages in the first screen's download. */
function initialModules(): string[] {
  return initial.files
    .flatMap((f) => modules.get(f.file) ?? [])
    .map((id) => id.replace(/^.*?\/(apps|packages|node_modules)\//, '$1/'));
}

describe('the home page’s first download (decision 022)', () => {
  it(`stays within the issue’s target of ${HOME_INITIAL_JS_TARGET / 1000} KB of gzipped JavaScript`, () => {
    const list = initial.files.map((f) => `${f.file} ${(f.gzip / 1000).toFixed(1)} KB`).join(', ');
    expect(initial.gzip, `initial JavaScript: ${list}`).toBeLessThanOrEqual(HOME_INITIAL_JS_TARGET);
  });

  it('holds the Arabic visitor’s dictionary and no other language’s', () => {
    const dictionaries = initialModules().filter((id) => /\/locales\/(ar|en|de)\.ts$/.test(id));
    expect(dictionaries.length).toBeGreaterThan(0);
    for (const id of dictionaries) expect(id).toMatch(/\/ar\.ts$/);
    // Of the features' dictionaries, only the one of the default search tab's form.
    expect(dictionaries.filter((id) => id.includes('/features/')).map((id) => id.split('/features/')[1])).toEqual([
      'flights/locales/ar.ts',
    ]);
  });

  it('leaves out the widgets, forms, other screens and the back office until they are wanted', () => {
    const unwanted = initialModules().filter((id) =>
      [
        /node_modules\/(react-aria|react-aria-components|@react-aria|@react-stately|@internationalized)\//,
        /node_modules\/(zod|react-hook-form|@hookform)\//,
        /packages\/contracts\/src\/messages\.ts$/,
        /\/app\/routes\/(?!home-page|not-found-page|route-error)[^/]+\.tsx$/,
        /\/app\/layout\/side-menu-content\.tsx$/,
        /\/features\/(admin|agency|bookings|contact|hotels|info|reports|sub-users|wallet)\//,
        /\/features\/flights\/components\/(airport-combobox|flight-date-picker|flight-results-page|flight-booking-page)/,
      ].some((pattern) => pattern.test(id)),
    );
    expect(unwanted).toEqual([]);
  });

  it('leaves out the router, the query library and the route table, which the whole app brings (decision 062)', () => {
    const ids = initialModules();
    expect(ids.some((id) => id.endsWith('/app/lean/start-home.tsx'))).toBe(true);
    expect(
      ids.filter((id) =>
        [/node_modules\/@tanstack\//, /\/app\/(router|admin-routes|start-app|app)\.tsx?$/].some((p) => p.test(id)),
      ),
    ).toEqual([]);
  });
});

describe('the app’s scripts in index.html (decision 060)', () => {
  it('are named on the boot.js tag for it to start after the first paint, not loaded by the document itself', async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    const boot = /<script src="\/boot\.js"[^>]*>/.exec(html)?.[0] ?? '';
    const entry = /data-entry="\/([^"]+)"/.exec(boot)?.[1];
    const preloads = (/data-modulepreload="([^"]*)"/.exec(boot)?.[1] ?? '').split(' ').filter(Boolean);
    // The entry is the first file counted after boot.js; the preloads are exactly the entry's static imports.
    expect(entry).toBe(initial.files[1]?.file);
    expect(new Set(preloads.map((href) => href.slice(1)))).toEqual(
      new Set(
        initial.files.map((f) => f.file).filter((f) => f !== 'boot.js' && f !== entry && !f.includes('dictionary-')),
      ),
    );
  });

  it('name the whole app’s files apart (data-app), none of them in the home page’s first download', async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const app = (/data-app="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').map((href) => href.slice(1));
    // The chunk that starts the app comes first, with the router and the query library among its files.
    expect(modules.get(app[0]!)?.some((id) => id.endsWith('/app/start-app.tsx'))).toBe(true);
    const appModules = app.flatMap((file) => modules.get(file) ?? []);
    expect(appModules.some((id) => id.includes('/node_modules/@tanstack/react-router/'))).toBe(true);
    expect(appModules.some((id) => id.includes('/node_modules/@tanstack/react-query/'))).toBe(true);
    const initialFiles = new Set(initial.files.map((f) => f.file));
    expect(app.filter((file) => initialFiles.has(file))).toEqual([]);
  });
});

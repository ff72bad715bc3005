/**
 * Sizes of the web app's built assets (apps/web/dist): every chunk raw, gzip -9 and brotli (quality 11),
 * and the home page's initial JavaScript — the classic scripts and the module entry of index.html plus
 * everything the entry imports statically, i.e. what the browser must fetch and run before the page is
 * interactive. The static import graph comes from Vite's manifest when the build writes one, otherwise
 * from the chunks' own `import … from "./x.js"` statements, and is checked against index.html's
 * modulepreload links.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip9: number;
  brotli11: number;
}

export interface ChunkSize extends Sizes {
  /** Relative to dist, e.g. assets/index-Csec9se1.js. */
  file: string;
  role:
    | 'entry'
    | 'initial (static import)'
    | 'initial (classic script)'
    | 'initial (dictionary)'
    | 'app (after the first screen)'
    | 'lazy'
    | 'service worker'
    | 'stylesheet';
  /** Sizes of the precompressed files the server sends (`.gz`, `.br` beside the asset), when present. */
  served: { gzip: number | null; brotli: number | null };
  staticImports: string[];
  dynamicImports: string[];
}

export interface BundleReport {
  distDir: string;
  builtAt: string;
  /** How the static imports were found. */
  graphFrom: 'vite manifest' | 'chunk import statements';
  html: {
    classicScripts: string[];
    moduleEntries: string[];
    modulepreload: string[];
    stylesheets: string[];
    /** Per language, the dictionary chunk boot.js fetches before the app runs (`data-dictionary-<lang>`). */
    dictionaries: Record<string, string>;
    /**
     * The whole app's code (router, query library) that home's first screen does without: fetched when home is
     * idle, at once on other pages (`data-app`, decision 062).
     */
    app: string[];
  };
  initialJs: {
    files: ChunkSize[];
    total: Sizes;
    /** Static imports reachable from the entry that index.html does not preload, and the reverse (both should be empty). */
    notPreloaded: string[];
    preloadedButNotImported: string[];
  };
  initialCss: { files: ChunkSize[]; total: Sizes };
  /** The files of `html.app`: not initial JavaScript of home, the first download of every other page. */
  appJs: { files: ChunkSize[]; total: Sizes };
  chunks: ChunkSize[];
  totals: { js: Sizes; css: Sizes };
  /** Files index.html or a chunk refers to that are not in dist (must be empty: a build half written). */
  missing: string[];
}

function sizesOf(buffer: Buffer): Sizes {
  return {
    raw: buffer.length,
    gzip9: gzipSync(buffer, { level: 9 }).length,
    brotli11: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

const sum = (list: Sizes[]): Sizes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip9: a.gzip9 + b.gzip9, brotli11: a.brotli11 + b.brotli11 }), {
    raw: 0,
    gzip9: 0,
    brotli11: 0,
  });

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** index.html's scripts and links, as paths relative to dist (same-origin absolute URLs only). */
function parseHtml(html: string) {
  const local = (url: string | undefined) =>
    url && url.startsWith('/') && !url.startsWith('//') ? url.slice(1) : undefined;
  const classicScripts: string[] = [];
  const moduleEntries: string[] = [];
  const dictionaries: Record<string, string> = {};
  const modulepreload: string[] = [];
  const app: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = local(attr(tag, 'src'));
    if (!src) continue;
    if (attr(tag, 'type') === 'module') moduleEntries.push(src);
    else classicScripts.push(src);
    // boot.js starts the module entry and its preloads, which the build names on its tag (decision 060).
    const entry = local(attr(tag, 'data-entry'));
    if (entry) moduleEntries.push(entry);
    for (const href of attr(tag, 'data-modulepreload')?.split(/\s+/) ?? []) {
      const file = local(href);
      if (file) modulepreload.push(file);
    }
    for (const href of attr(tag, 'data-app')?.split(/\s+/) ?? []) {
      const file = local(href);
      if (file) app.push(file);
    }
    for (const m of tag.matchAll(/\sdata-dictionary-([a-z]+)\s*=\s*["']([^"']+)["']/gi)) {
      const file = local(m[2]);
      if (file) dictionaries[m[1]!] = file;
    }
  }
  const stylesheets: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attr(tag, 'rel');
    const href = local(attr(tag, 'href'));
    if (!href) continue;
    if (rel === 'modulepreload') modulepreload.push(href);
    if (rel === 'stylesheet') stylesheets.push(href);
  }
  return { classicScripts, moduleEntries, modulepreload, stylesheets, dictionaries, app };
}

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"` (static) and `import("./x.js")` (dynamic). */
function importsOf(code: string, file: string, dist: string): { staticImports: string[]; dynamicImports: string[] } {
  const resolve = (spec: string) =>
    spec.startsWith('/')
      ? spec.slice(1)
      : path
          .relative(dist, path.resolve(path.dirname(path.join(dist, file)), spec))
          .split(path.sep)
          .join('/');
  const relative = (spec: string) => spec.startsWith('./') || spec.startsWith('../') || spec.startsWith('/assets/');
  const staticImports = new Set<string>();
  const dynamicImports = new Set<string>();
  const staticRe = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(staticRe)) if (relative(m[1]!)) staticImports.add(resolve(m[1]!));
  for (const m of code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g))
    if (relative(m[1]!)) dynamicImports.add(resolve(m[1]!));
  return { staticImports: [...staticImports], dynamicImports: [...dynamicImports] };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function walk(dir: string, base: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name.startsWith('.')
        ? []
        : walk(path.join(dir, e.name), base)
      : [path.relative(base, path.join(dir, e.name)).split(path.sep).join('/')],
  );
}

/**
 * The language whose dictionary counts as initial: the default (Arabic), which a first visit gets and the
 * prerendered pages show. boot.js fetches exactly one language's dictionary before the app renders.
 */
export const INITIAL_LANG = 'ar';

export function analyzeBundle(distDir: string): BundleReport {
  const indexFile = path.join(distDir, 'index.html');
  const html = parseHtml(readFileSync(indexFile, 'utf8'));
  const files = walk(distDir, distDir).filter((f) => /\.(m?js|css)$/.test(f));

  // The static import graph: Vite's manifest (keys are sources; map them to output files), else the chunks.
  const graph = new Map<string, { staticImports: string[]; dynamicImports: string[] }>();
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let graphFrom: BundleReport['graphFrom'] = 'chunk import statements';
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const fileOf = (key: string) => manifest[key]?.file ?? key;
    for (const chunk of Object.values(manifest)) {
      graph.set(chunk.file, {
        staticImports: (chunk.imports ?? []).map(fileOf),
        dynamicImports: (chunk.dynamicImports ?? []).map(fileOf),
      });
    }
    graphFrom = 'vite manifest';
  }
  for (const f of files) {
    if (!graph.has(f) && /\.m?js$/.test(f))
      graph.set(f, importsOf(readFileSync(path.join(distDir, f), 'utf8'), f, distDir));
  }

  const closure = new Set<string>();
  const dictionary = html.dictionaries[INITIAL_LANG];
  const stack = [...html.moduleEntries, ...(dictionary ? [dictionary] : [])];
  while (stack.length) {
    const f = stack.pop()!;
    if (closure.has(f)) continue;
    closure.add(f);
    stack.push(...(graph.get(f)?.staticImports ?? []));
  }

  const served = (f: string, ext: string) => {
    const p = path.join(distDir, `${f}.${ext}`);
    return existsSync(p) ? statSync(p).size : null;
  };
  const chunks: ChunkSize[] = files.map((file) => {
    const isCss = file.endsWith('.css');
    const role: ChunkSize['role'] = isCss
      ? 'stylesheet'
      : html.moduleEntries.includes(file)
        ? 'entry'
        : file === dictionary
          ? 'initial (dictionary)'
          : closure.has(file)
            ? 'initial (static import)'
            : html.classicScripts.includes(file)
              ? 'initial (classic script)'
              : html.app.includes(file)
                ? 'app (after the first screen)'
                : /(^|\/)(sw|service-worker)\.js$/.test(file)
                  ? 'service worker'
                  : 'lazy';
    return {
      file,
      role,
      ...sizesOf(readFileSync(path.join(distDir, file))),
      served: { gzip: served(file, 'gz'), brotli: served(file, 'br') },
      staticImports: graph.get(file)?.staticImports ?? [],
      dynamicImports: graph.get(file)?.dynamicImports ?? [],
    };
  });
  chunks.sort((a, b) => b.raw - a.raw);

  const order = (c: ChunkSize) => (c.role === 'initial (classic script)' ? 0 : c.role === 'entry' ? 1 : 2);
  const initial = chunks.filter((c) => c.role.startsWith('initial') || c.role === 'entry');
  const appFiles = chunks.filter((c) => c.role === 'app (after the first screen)');
  initial.sort((a, b) => order(a) - order(b) || b.raw - a.raw);
  const css = chunks.filter((c) => c.role === 'stylesheet' && html.stylesheets.includes(c.file));
  const present = new Set(files);
  const referenced = [
    ...html.classicScripts,
    ...html.moduleEntries,
    ...html.modulepreload,
    ...html.app,
    ...html.stylesheets,
    ...[...graph.values()].flatMap((g) => [...g.staticImports, ...g.dynamicImports]),
  ];
  const missing = [...new Set(referenced.filter((f) => !present.has(f)))];
  const preload = new Set(html.modulepreload);
  // What index.html's modulepreload links should list: the entry's static imports (boot.js fetches the
  // dictionary itself, for the visitor's language).
  const staticDeps = [...closure].filter((f) => !html.moduleEntries.includes(f) && f !== dictionary);
  return {
    distDir,
    builtAt: statSync(indexFile).mtime.toISOString(),
    graphFrom,
    html,
    initialJs: {
      files: initial,
      total: sum(initial),
      notPreloaded: staticDeps.filter((f) => !preload.has(f)),
      preloadedButNotImported: [...preload].filter((f) => !closure.has(f)),
    },
    initialCss: { files: css, total: sum(css) },
    appJs: { files: appFiles, total: sum(appFiles) },
    chunks,
    totals: {
      js: sum(chunks.filter((c) => c.role !== 'stylesheet')),
      css: sum(chunks.filter((c) => c.role === 'stylesheet')),
    },
    missing,
  };
}

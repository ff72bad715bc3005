import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The target for the home page's initial JavaScript (gzip -9, 1 KB = 1,000 bytes), which the build is
 * also held to (src/app/bundle-budget.test.ts). The home page's first screen starts without the router and
 * the query library to meet it (decision 062); a change that needs more on the first screen moves something
 * out of it first (decision 022).
 */
export const HOME_INITIAL_JS_TARGET = 120_000;

export interface InitialFile {
  /** Relative to dist, e.g. assets/shell-Ab12.js. */
  file: string;
  raw: number;
  gzip: number;
}

export interface InitialJs {
  /** The language whose dictionary is counted (`boot.js` fetches the visitor's one). */
  lang: string;
  files: InitialFile[];
  gzip: number;
  raw: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * What the home page downloads and runs before its first render, from a build in `distDir`: index.html's
 * classic scripts (boot.js), its module entry (in the document or named on boot.js's tag as `data-entry`) with
 * everything that imports statically (from Vite's manifest),
 * and the dictionary chunk boot.js fetches for `lang` with its static imports. Lazy chunks are not counted.
 */
export function homeInitialJs(distDir: string, lang = 'ar'): InitialJs {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const local = (url: string | undefined) => (url?.startsWith('/') ? url.slice(1) : undefined);

  const classic: string[] = [];
  const roots: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = local(attribute(tag, 'src'));
    if (!src) continue;
    if (attribute(tag, 'type') === 'module') roots.push(src);
    else {
      classic.push(src);
      const dictionary = local(attribute(tag, `data-dictionary-${lang}`));
      if (dictionary) roots.push(dictionary);
      // boot.js starts the app's module entry, which the build names on its tag (decision 060).
      const entry = local(attribute(tag, 'data-entry'));
      if (entry) roots.push(entry);
    }
  }
  if (!roots.some((file) => file.includes('dictionary-'))) throw new Error(`no ${lang} dictionary named by boot.js`);

  const closure = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop()!;
    if (closure.has(file)) continue;
    closure.add(file);
    for (const key of byFile.get(file)?.imports ?? []) stack.push(manifest[key]?.file ?? key);
  }

  const files = [...classic, ...closure].map((file) => {
    const content = readFileSync(path.join(distDir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return {
    lang,
    files,
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    raw: files.reduce((sum, f) => sum + f.raw, 0),
  };
}

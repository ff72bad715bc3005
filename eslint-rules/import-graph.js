/*
 * The relative-import graph of the repository's own source files, read as the linter goes (decision 065).
 * Each file is read once per run with TypeScript's import scanner (`ts.preProcessFile`: static and type-only
 * imports, re-exports and `import()` with a literal path); package imports are not followed, since a package
 * of this repository never imports back into the one importing it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** The relative import specifiers of a source text, each with the offset of its opening quote in the text. */
export function importsOf(text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.filter((f) => f.fileName.startsWith('./') || f.fileName.startsWith('../'));
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a relative specifier names, as TypeScript and Vite find it: `./x.js` is `x.ts` (or `x.tsx`) when
 * that exists, `./x` is `x.ts`, `x.tsx`… or `x/index.ts`; null when nothing matches (not a source file).
 */
export function resolveImport(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const ext = path.extname(target);
  const stem = ['.js', '.jsx', '.mjs'].includes(ext) ? target.slice(0, -ext.length) : null;
  const candidates = [
    ...(stem ? EXTENSIONS.map((e) => stem + e) : []),
    target,
    ...EXTENSIONS.map((e) => target + e),
    ...EXTENSIONS.map((e) => path.join(target, `index${e}`)),
  ];
  for (const candidate of candidates) {
    if (EXTENSIONS.includes(path.extname(candidate)) && isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * A graph of files → the files they import. `setSource` gives a file's text as the linter sees it (which may
 * differ from the disk while someone edits); every other file is read from the disk when first reached.
 */
export function createImportGraph() {
  /** file → { edges: [{ target, specifier, pos }], key } */
  const nodes = new Map();
  /** file → its strongly connected component (a Set shared by its members), once computed. */
  let components = new Map();

  function edgesOf(file, text) {
    return importsOf(text)
      .map((f) => ({ target: resolveImport(file, f.fileName), specifier: f.fileName, pos: f.pos }))
      .filter((e) => e.target !== null);
  }

  function node(file) {
    let n = nodes.get(file);
    if (!n) {
      let text = '';
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        // unreadable: no edges
      }
      n = { edges: edgesOf(file, text) };
      nodes.set(file, n);
    }
    return n;
  }

  /** Tarjan's algorithm from `start`, iterative; records the component of every file it reaches. */
  function computeFrom(start) {
    let index = 0;
    const indexOf = new Map();
    const low = new Map();
    const stack = [];
    const onStack = new Set();
    const work = [{ file: start, i: 0 }];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const { edges } = node(frame.file);
      if (frame.i < edges.length) {
        const next = edges[frame.i++].target;
        if (components.has(next)) continue; // already placed in a finished component
        if (!indexOf.has(next)) {
          indexOf.set(next, index);
          low.set(next, index++);
          stack.push(next);
          onStack.add(next);
          work.push({ file: next, i: 0 });
        } else if (onStack.has(next)) {
          low.set(frame.file, Math.min(low.get(frame.file), indexOf.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) === indexOf.get(frame.file)) {
        const component = new Set();
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.add(member);
        } while (member !== frame.file);
        for (const m of component) components.set(m, component);
      }
    }
  }

  /** A shortest path of imports from `from` to `to` inside one component (both included). */
  function pathWithin(component, from, to) {
    const previous = new Map([[from, null]]);
    const queue = [from];
    while (queue.length) {
      const file = queue.shift();
      if (file === to) break;
      for (const { target } of node(file).edges) {
        if (component.has(target) && !previous.has(target)) {
          previous.set(target, file);
          queue.push(target);
        }
      }
    }
    const result = [];
    for (let f = to; f !== null && f !== undefined; f = previous.get(f)) result.unshift(f);
    return result;
  }

  return {
    /**
     * Gives a file's current text. When its imports differ from what the graph knew, what was computed is
     * forgotten (a new edge may close or open a cycle anywhere).
     */
    setSource(file, text) {
      const edges = edgesOf(file, text);
      const known = nodes.get(file);
      const same =
        known &&
        known.edges.length === edges.length &&
        known.edges.every((e, i) => e.target === edges[i].target && e.specifier === edges[i].specifier);
      if (!same) {
        if (known) components = new Map();
        nodes.set(file, { edges });
      } else {
        // Positions may move without the imports changing.
        nodes.set(file, { edges });
      }
    },

    /**
     * The imports of `file` that close a cycle: each with the cycle as a list of files, starting and ending at
     * `file`.
     */
    cyclesThrough(file) {
      if (!components.has(file)) computeFrom(file);
      const component = components.get(file);
      return node(file)
        .edges.filter((e) => e.target === file || (component.size > 1 && component.has(e.target)))
        .map((e) => ({ ...e, cycle: [file, ...pathWithin(component, e.target, file)] }));
    },
  };
}

import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import local from './index.js';
import { createImportGraph, resolveImport } from './import-graph.js';

/** A folder of source files for one test; removed at the end. */
const roots = [];
function tree(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}
after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

async function lint(root, names) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local },
        rules: { 'local/no-import-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(names);
  return Object.fromEntries(
    results.map((r) => [path.relative(root, r.filePath), r.messages.map((m) => `${m.line}:${m.column} ${m.message}`)]),
  );
}

describe('local/no-import-cycle', () => {
  it('reports both imports of a two-file cycle, with the cycle', async () => {
    const root = tree({
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    });
    assert.deepEqual(await lint(root, ['a.ts', 'b.ts']), {
      'a.ts': ['1:20 Import cycle: a.ts → b.ts → a.ts'],
      'b.ts': ['1:20 Import cycle: b.ts → a.ts → b.ts'],
    });
  });

  it('counts type-only imports, re-exports and import() in a longer cycle', async () => {
    const root = tree({
      'service.ts': "import type { Handler } from './handler';\nexport const run = (h: Handler) => h;\n",
      'handler.ts': "export * from './shapes/index.js';\nexport type Handler = () => void;\n",
      'shapes/index.ts': "export const load = () => import('../service.js');\n",
    });
    const found = await lint(root, ['service.ts']);
    assert.deepEqual(found, {
      'service.ts': ['1:31 Import cycle: service.ts → handler.ts → shapes/index.ts → service.ts'],
    });
  });

  it('says nothing of imports that form no cycle, nor of packages', async () => {
    const root = tree({
      'a.ts':
        "import { z } from 'zod';\nimport { b } from './b';\nimport { c } from './lib/c.js';\nexport const a = [z, b, c];\n",
      'b.ts': "import { c } from './lib/c.js';\nexport const b = c;\n",
      'lib/c.ts': "import { x } from 'a';\nexport const c = x;\n",
    });
    assert.deepEqual(await lint(root, ['a.ts', 'b.ts', 'lib/c.ts']), { 'a.ts': [], 'b.ts': [], 'lib/c.ts': [] });
  });

  it('reports a file that imports itself', async () => {
    const root = tree({ 'self.ts': "import * as me from './self.js';\nexport const x = me;\n" });
    assert.deepEqual(await lint(root, ['self.ts']), { 'self.ts': ['1:22 Import cycle: self.ts → self.ts'] });
  });

  it('sees a cycle go once the file that closed it changes', async () => {
    const root = tree({
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    });
    assert.equal((await lint(root, ['a.ts']))['a.ts'].length, 1);
    writeFileSync(path.join(root, 'b.ts'), 'export const b = 1;\n');
    assert.deepEqual(await lint(root, ['b.ts', 'a.ts']), { 'a.ts': [], 'b.ts': [] });
  });
});

describe('the import graph', () => {
  it('resolves specifiers as TypeScript and Vite do', () => {
    const root = tree({ 'x.ts': '', 'y.tsx': '', 'dir/index.ts': '', 'plain.js': '' });
    const from = path.join(root, 'main.ts');
    assert.equal(resolveImport(from, './x.js'), path.join(root, 'x.ts'));
    assert.equal(resolveImport(from, './x'), path.join(root, 'x.ts'));
    assert.equal(resolveImport(from, './y'), path.join(root, 'y.tsx'));
    assert.equal(resolveImport(from, './y.js'), path.join(root, 'y.tsx'));
    assert.equal(resolveImport(from, './dir'), path.join(root, 'dir/index.ts'));
    assert.equal(resolveImport(from, './plain.js'), path.join(root, 'plain.js'));
    assert.equal(resolveImport(from, './missing.js'), null);
    assert.equal(resolveImport(from, './styles.css'), null);
  });

  it('finds every file of a cycle from any of them, and none outside it', () => {
    const root = tree({
      'a.ts': "import './b';",
      'b.ts': "import './c';\nimport './d';",
      'c.ts': "import './a';",
      'd.ts': '',
    });
    const graph = createImportGraph();
    const file = (n) => path.join(root, n);
    assert.deepEqual(
      graph.cyclesThrough(file('b.ts')).map((c) => c.cycle.map((f) => path.basename(f))),
      [['b.ts', 'c.ts', 'a.ts', 'b.ts']],
    );
    assert.equal(graph.cyclesThrough(file('a.ts')).length, 1);
    assert.equal(graph.cyclesThrough(file('d.ts')).length, 0);
  });
});

/*
 * `local/no-import-cycle`: a file must not import (directly or through others) something that imports it back.
 * Every kind of import counts: a type-only import or an `import()` that closes a cycle still ties the files
 * together. The import that closes the cycle is reported, with the cycle's files (decision 065).
 */
import path from 'node:path';
import { createImportGraph } from './import-graph.js';

/** One graph per linting process: each file is read once however many files reach it. */
const graph = createImportGraph();

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the files of this repository' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    return {
      'Program:exit'() {
        const { sourceCode } = context;
        graph.setSource(file, sourceCode.text);
        const base = path.dirname(file);
        for (const { pos, specifier, cycle } of graph.cyclesThrough(file)) {
          // `pos` is the opening quote's offset: the report covers the path between the quotes.
          const start = sourceCode.getLocFromIndex(pos + 1);
          const end = sourceCode.getLocFromIndex(pos + 1 + specifier.length);
          context.report({
            loc: { start, end },
            messageId: 'cycle',
            data: { cycle: cycle.map((f) => path.relative(base, f) || path.basename(f)).join(' → ') },
          });
        }
      },
    };
  },
};

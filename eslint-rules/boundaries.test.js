import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The boundaries of decision 065 as the repository's own eslint.config.js sets them, tried on imports written
// into files where they would stand.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repo });

async function problems(file, spec) {
  const code = `import { a } from '${spec}';\nexport const b = a;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** Each `[file, specifier]` import is refused with `message`, or (message null) allowed. */
async function expectImports(cases, message) {
  for (const [file, spec] of cases) {
    const found = await problems(file, spec);
    if (message === null) assert.deepEqual(found, [], `${file} → ${spec}`);
    else {
      assert.equal(found.length, 1, `${file} → ${spec}`);
      assert.match(found[0], message);
    }
  }
}

describe('no module imports another module’s repository', () => {
  it('refuses another module’s repository, from a module and from a module’s sub-folder', () =>
    expectImports(
      [
        ['apps/api/src/modules/wallets/x.ts', '../bookings/bookings.repository.js'],
        ['apps/api/src/modules/admin/bookings/x.ts', '../../audit/audit.repository.js'],
        ['apps/api/src/modules/flights/x.test.ts', '../hotels/builtin/hotels.repository.js'],
      ],
      /through that module's service/,
    ));

  it('lets a module use its own repository and other modules’ services', () =>
    expectImports(
      [
        ['apps/api/src/modules/wallets/x.ts', './wallets.repository.js'],
        ['apps/api/src/modules/flights/x.ts', './builtin/flights.repository.js'],
        ['apps/api/src/modules/flights/builtin/x.ts', './flights.repository.js'],
        ['apps/api/src/modules/wallets/x.ts', '../bookings/bookings.service.js'],
      ],
      null,
    ));
});

describe('no web feature imports another feature', () => {
  it('refuses another feature at every depth of a feature', () =>
    expectImports(
      [
        ['apps/web/src/features/bookings/x.ts', '../flights/utils/money'],
        ['apps/web/src/features/bookings/components/x.tsx', '../../flights/components/airport-field'],
        ['apps/web/src/features/admin/components/inventory/x.tsx', '../../../hotels/api/hotels'],
      ],
      /A feature imports no other feature/,
    ));

  it('lets a feature use its own files and the shared ones', () =>
    expectImports(
      [
        ['apps/web/src/features/bookings/components/x.tsx', '../api/bookings'],
        ['apps/web/src/features/bookings/components/x.tsx', '../../../components/ui/button'],
        ['apps/web/src/features/admin/components/inventory/x.tsx', '../../api/hotels'],
        ['apps/web/src/features/admin/components/inventory/x.tsx', '../../../../lib/api'],
      ],
      null,
    ));
});

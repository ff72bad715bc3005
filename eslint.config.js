import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './eslint-rules/index.js';

/*
 * Boundaries (decision 065). Flat config gives a rule the options of the last block that matches a file, so each
 * block below lists every pattern that applies to its files.
 */
const WEB_API_ONLY = {
  group: ['@portal/api', '@portal/api/*', 'drizzle-orm', 'drizzle-orm/*'],
  message: 'The web app talks to the API over HTTP only.',
};
const DRIZZLE_IN_REPOSITORIES = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Only repositories and the db folder import Drizzle.',
};
/** Up out of a module and into another folder's `*.repository`: another module's tables. */
const OTHER_MODULES_REPOSITORY = {
  regex: String.raw`^(\.\./)+[^./][^/]*/([^/]+/)*[^/]+\.repository(\.js)?$`,
  message: "A module reaches another module's data through that module's service, never its repository.",
};
/**
 * A web feature imports no other feature (shared parts live in `components/`, `lib/` or `hooks/`). Imports are
 * relative, so for a file `depth` folders below its feature's folder, `../` once more than `depth` lands in
 * `features/`, and a name after it is another feature.
 */
const FEATURE_DEPTHS = [0, 1, 2, 3, 4, 5];
const otherFeature = (depth) => ({
  regex: String.raw`^(\.\./){${depth + 1}}[^./][^/]*(/|$)`,
  message: 'A feature imports no other feature: move what both use to components/, lib/ or hooks/.',
});
const featureFiles = (depth) => [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`];
/**
 * Files that still break the feature rule or the cycle rule, until the shared web parts move (issue 16, the
 * web-kit branch): each entry goes when its file is fixed, and the rule then holds for it too.
 */
const WEB_FEATURE_EXCEPTIONS = [
  'apps/web/src/features/hotels/components/destination-combobox.tsx',
  'apps/web/src/features/hotels/components/destination-field.tsx',
  'apps/web/src/features/hotels/components/hotel-search-form.tsx',
  'apps/web/src/features/hotels/components/rooms-field.tsx',
  'apps/web/src/features/hotels/components/stay-form.tsx',
];
const WEB_CYCLE_EXCEPTIONS = [
  'apps/web/src/app/admin-routes.ts',
  'apps/web/src/app/router.tsx',
  'apps/web/src/app/layout/side-menu.tsx',
  'apps/web/src/app/layout/side-menu-content.tsx',
  'apps/web/src/features/flights/components/airport-combobox.tsx',
  'apps/web/src/features/flights/components/airport-field.tsx',
  'apps/web/src/features/flights/components/date-field.tsx',
  'apps/web/src/features/flights/components/flight-date-picker.tsx',
  'apps/web/src/features/hotels/components/destination-combobox.tsx',
  'apps/web/src/features/hotels/components/destination-field.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'e2e/output/**',
      'bench/results/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [WEB_API_ONLY] }],
    },
  },
  ...FEATURE_DEPTHS.map((depth) => ({
    files: featureFiles(depth),
    ignores: WEB_FEATURE_EXCEPTIONS,
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_API_ONLY, otherFeature(depth)] }] },
  })),
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/api', '@portal/web', 'react', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Contracts depend on nothing of the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/db/**',
      'apps/api/src/test/**',
      'apps/api/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [DRIZZLE_IN_REPOSITORIES] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_MODULES_REPOSITORY] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DRIZZLE_IN_REPOSITORIES, OTHER_MODULES_REPOSITORY] }] },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: WEB_CYCLE_EXCEPTIONS,
    plugins: { local },
    rules: { 'local/no-import-cycle': 'error' },
  },
);

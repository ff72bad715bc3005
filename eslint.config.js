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
      // Numbers and dates in Arabic are written with Latin digits, decision 023: a locale
      // comes from `localeOf(lang)`, never a bare 'ar-IQ' (Arabic-Indic digits).
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='ar-IQ']",
          message: "Use localeOf(lang) (lib/i18n): 'ar-IQ' alone writes Arabic-Indic digits.",
        },
      ],
    },
  },
  ...FEATURE_DEPTHS.map((depth) => ({
    files: featureFiles(depth),
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
    plugins: { local },
    rules: { 'local/no-import-cycle': 'error' },
  },
);

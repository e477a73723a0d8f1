import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['src/features'];
/** One boundary zone per folder under src/features: a new feature is fenced in as soon as its folder exists. */
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      '.lighthouse',
      'public',
      'scripts/assets',
      'functions/lib',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    settings: { 'import/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The route table links labels to controls by id (useId), which this rule cannot follow.
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One-way imports: lib, components, backend <- features <- app; features do not reach into each other.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['src/lib', 'src/components', 'src/backend'],
              from: ['src/features', 'src/app'],
              message: 'Shared layers must not depend on features or the app.',
            },
            { target: features, from: 'src/app', message: 'Features must not import the app shell.' },
            ...featureNames.map((feature) => ({
              target: `src/features/${feature}`,
              from: 'src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move the shared piece down to components, lib or backend.',
            })),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/backend/firebase/** may import Firebase.' },
          ],
        },
      ],
      'no-alert': 'error',
    },
  },
  {
    files: ['src/backend/firebase/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // seed/ is the sample data: the seed scripts, tests, the build scripts and the embedded adapter (which seeds
    // IndexedDB from it) may import it; the app reads that data through the backend port. The import plugin is
    // registered a second time under its own name so that this zone adds to the feature zones above instead of
    // replacing them.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['seed/**', 'tests/**', '**/*.test.*', 'scripts/**', 'src/backend/local/**'],
    plugins: { 'seed-boundary': importPlugin },
    settings: { 'import/resolver': { typescript: true, node: true } },
    rules: {
      'seed-boundary/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: '.',
              from: './seed',
              message: 'Only seed scripts, tests, scripts/ and the embedded adapter read seed/: go through the backend port.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**', 'seed/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Tests run at the suite's instant (src/testing/clock.ts), never at the machine's: a test that read today's date
    // itself would pass on some days of the year and fail on others. Only the clocks' own modules read it.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'src/testing/**'],
    ignores: ['src/testing/clock.ts', 'tests/setup/clock.ts', 'tests/contract/harness.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message:
            "Tests read the time from the suite's clock: now(), daysFromToday() or clockShiftedBy() of src/testing/clock.ts.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Tests read the time from the suite's clock: new Date(now()) or daysFromToday() of src/testing/clock.ts.",
        },
      ],
    },
  },
  {
    // The journeys too, on their own clock (e2e/support/clock.ts: the suite's instant when the run began, the same
    // in the browser, the fixtures and the functions). Date is not faked in Playwright's own process, so the domain's
    // "today" read without a date (todayInIndia(), todayCalendarDate()) would be the machine's as well.
    files: ['e2e/**'],
    ignores: ['e2e/support/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Journeys read the time from their clock: now() or daysFromToday() of e2e/support/clock.ts.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Journeys read the time from their clock: new Date(now()) or today() of e2e/support/clock.ts.',
        },
        {
          selector: 'CallExpression[callee.name=/^today(InIndia|CalendarDate)$/][arguments.length=0]',
          message: 'Journeys read the time from their clock: today() or daysFromToday() of e2e/support/clock.ts.',
        },
      ],
    },
  },
);

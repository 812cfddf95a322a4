import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The web app imports the part of @dapur/shared it needs: `@dapur/shared/<x>` is free of zod,
 * `@dapur/shared/schemas/<x>` holds the schemas. The barrel would load every schema into
 * whichever chunk imports it.
 */
const sharedBarrel = {
  name: '@dapur/shared',
  message:
    'Import @dapur/shared/<x> (no zod) or @dapur/shared/schemas/<x> in the web app, never the barrel.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'apps/api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in src/config.ts (or test setup).',
        },
      ],
    },
  },
  {
    files: [
      'apps/api/src/config.ts',
      'tools/perf-web/src/config.ts',
      '**/test/**',
      '**/e2e/**',
      '**/*.config.*',
      'scripts/**',
      'apps/*/scripts/**',
      'tools/bench/src/settings.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Playwright fixtures take `{}` and call `use`: neither is a React hook.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [sharedBarrel] }] },
  },
  // One-way imports, as in bulletproof-react: shared → features → app.
  {
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sharedBarrel],
          patterns: [
            {
              // From features/<f>/<folder>/, '../../x' is another feature; '../../../' leaves features.
              group: ['../../*/**', '!../../../**', '**/app/**'],
              message:
                'Features do not import each other or the app; lift shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sharedBarrel],
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'components/ and lib/ are shared: they import no feature and no app code.',
            },
          ],
        },
      ],
    },
  },
);

// Lint for the whole workspace. Import boundaries (ARCHITECTURE §3, §7) are enforced here:
// web features never import each other, server modules never reach into another module's
// repository, and nothing outside the server imports it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)apps/server/', message: 'The web and the contracts never import server code.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./)',
              message: 'Features do not import each other: share through components/, lib/ or contracts.',
            },
            { regex: '(^|/)features/', message: 'Features do not import each other.' },
            { regex: '(^|/)app/', message: 'Only main.tsx imports app/ (the shell); below it, share through components/ or lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)[^/]+/', message: 'Features do not import each other.' },
            { regex: '(^|/)app/', message: 'Only main.tsx imports app/ (the shell); below it, share through components/ or lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{api,components,lib,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)apps/server/', message: 'The web and the contracts never import server code.' },
            { regex: '(^|/)features/', message: 'Shared code does not import a feature.' },
            { regex: '(^|/)app/', message: 'Only main.tsx imports app/ (the shell); below it, share through components/ or lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./[^./][^/]*/[^/]*\\.repository\\.ts$', message: "Call the other module's service, never its repository." },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'e2e/**/*.ts', 'scripts/**', '*.config.*'],
    languageOptions: {
      globals: {
        process: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        clearTimeout: 'readonly',
        NodeJS: 'readonly',
      },
    },
  },
);

import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Import directions of the house style, as no-restricted-imports zones. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // contract imports only zod.
  {
    files: ['packages/contract/**/*.ts'],
    rules: restrict([
      { regex: '^(?!zod$|vitest$|\\./)', message: 'The contract imports only zod.' },
    ]),
  },
  // web and server never import each other.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@store/server', '**/apps/server/**'],
        message: 'The web never imports the server.',
      },
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([
      { group: ['@store/web', '**/apps/web/**'], message: 'The server never imports the web.' },
    ]),
  },
  // web: components/ui never fetches and never imports features or app.
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['**/features/**', '**/app/**'],
        message: 'UI components do not import features or app.',
      },
      {
        group: ['**/lib/api-client', '@tanstack/react-query'],
        message: 'UI components never fetch.',
      },
    ]),
  },
  // web: lib never imports features or app.
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/features/**', '**/app/**'], message: 'lib does not import features or app.' },
    ]),
  },
  // web: a feature does not import another feature (compose them in app/ route screens).
  ...[
    'catalogue',
    'search',
    'accounts',
    'cart',
    'checkout',
    'orders',
    'profile',
    'admin',
    'admin-mail',
    'notify',
    'legal',
  ].map((f) => ({
    files: [`apps/web/src/features/${f}/**/*.{ts,tsx}`],
    rules: restrict([
      { regex: '^\\.\\./(?!\\.\\./)', message: 'A feature does not import another feature.' },
      { group: ['**/app/**'], message: 'Features do not import app/.' },
    ]),
  })),
  // server: services never import Fastify; routes never touch tables directly.
  {
    files: ['apps/server/src/modules/**/*.service.ts', 'apps/server/src/modules/**/*.queries.ts'],
    rules: restrict([
      { group: ['fastify', 'fastify-*', '@fastify/*'], message: 'Services never import Fastify.' },
    ]),
  },
  {
    files: [
      'apps/server/src/modules/**/*.routes.ts',
      'apps/server/src/modules/**/*.admin-routes.ts',
    ],
    rules: restrict([
      {
        group: ['**/db/schema/**', 'drizzle-orm', 'drizzle-orm/*'],
        message: 'Routes call services, never the database.',
      },
    ]),
  },
);

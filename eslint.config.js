import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import directions of the house style, as no-restricted-imports zones.
 *
 * In a flat config a later block's `no-restricted-imports` REPLACES an earlier one for the
 * same file, so zones cannot be stacked block by block. Each zone below lists its own
 * patterns and names the broader zone it sits in; every block carries the merged patterns
 * of its whole chain. scripts/checks/architecture.test.ts lints probe files in every zone
 * and expects each forbidden import to fail.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const ZONES = {
  contract: {
    files: ['packages/contract/**/*.ts'],
    patterns: [{ regex: '^(?!zod$|vitest$|\\./)', message: 'The contract imports only zod.' }],
  },
  web: {
    files: ['apps/web/**/*.{ts,tsx}'],
    patterns: [
      {
        group: ['@store/server', '**/apps/server/**', '**/server/src/**'],
        message: 'The web never imports the server.',
      },
    ],
  },
  webUi: {
    parent: 'web',
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    patterns: [
      {
        group: ['**/features/**', '**/app/**'],
        message: 'UI components do not import features or app.',
      },
      {
        group: ['**/lib/api-client', '@tanstack/react-query'],
        message: 'UI components never fetch.',
      },
    ],
  },
  webLib: {
    parent: 'web',
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    patterns: [
      { group: ['**/features/**', '**/app/**'], message: 'lib does not import features or app.' },
    ],
  },
  // One zone per feature folder (found on disk, so a new feature is covered at once).
  ...Object.fromEntries(
    webFeatures.map((f) => [
      `feature:${f}`,
      {
        parent: 'web',
        files: [`apps/web/src/features/${f}/**/*.{ts,tsx}`],
        patterns: [
          {
            regex: '^\\.\\./(?!\\.\\./)',
            message: 'A feature does not import another feature.',
          },
          {
            group: ['**/features/*', '**/features/*/**', `!**/features/${f}/**`],
            message: 'A feature does not import another feature.',
          },
          { group: ['**/app/**'], message: 'Features do not import app/.' },
        ],
      },
    ]),
  ),
  server: {
    files: ['apps/server/**/*.ts'],
    patterns: [
      {
        group: ['@store/web', '**/apps/web/**', '**/web/src/**'],
        message: 'The server never imports the web.',
      },
    ],
  },
  serverServices: {
    parent: 'server',
    files: ['apps/server/src/modules/**/*.service.ts', 'apps/server/src/modules/**/*.queries.ts'],
    patterns: [
      { group: ['fastify', 'fastify-*', '@fastify/*'], message: 'Services never import Fastify.' },
    ],
  },
  serverRoutes: {
    parent: 'server',
    files: [
      'apps/server/src/modules/**/*.routes.ts',
      'apps/server/src/modules/**/*.admin-routes.ts',
      'apps/server/src/workflows/**/*.routes.ts',
      'apps/server/src/workflows/**/*.admin-routes.ts',
    ],
    patterns: [
      {
        group: ['**/db/schema', '**/db/schema/**', 'drizzle-orm', 'drizzle-orm/*'],
        message: 'Routes call services, never the database.',
      },
    ],
  },
  serverDb: {
    parent: 'server',
    files: ['apps/server/src/db/**/*.ts'],
    patterns: [
      { group: ['**/modules/**', '**/workflows/**'], message: 'The data layer knows no domain.' },
    ],
  },
  serverLib: {
    parent: 'server',
    files: ['apps/server/src/lib/**/*.ts'],
    patterns: [
      {
        group: ['**/modules/**', '**/workflows/**', '**/demo/**'],
        message: 'lib knows no domain.',
      },
    ],
  },
};

/**
 * The order of the server's rooms (apps/server/module-order.json, explained in
 * docs/architecture.md): a module may import only modules in layers below its own. Written
 * with typescript-eslint's copy of no-restricted-imports, a rule of its own, so these zones
 * add to the ones above instead of replacing them. Tests and test support may reach across
 * (a test places an order to check a mail); the demo catalogue is reached by no module.
 */
const MODULE_LAYERS = JSON.parse(
  fs.readFileSync(new URL('./apps/server/module-order.json', import.meta.url), 'utf8'),
).layers;

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A relative import of that server module from anywhere inside modules/ (or of ../demo). */
const moduleImport = (name) => `^(\\.\\./)+(modules/)?${escapeRegex(name)}(/|$)`;

function moduleDirectionZones() {
  return MODULE_LAYERS.flatMap((layer, rank) =>
    layer.map((name) => {
      const patterns = MODULE_LAYERS.flatMap((other, otherRank) =>
        otherRank > rank
          ? []
          : other
              .filter((o) => o !== name)
              .map((o) => ({
                regex: moduleImport(o),
                message:
                  otherRank < rank
                    ? `Module directions: ${name} may not import ${o}, a room above it (an arrow back up; docs/architecture.md).`
                    : `Module directions: ${name} may not import ${o}, a room of its own layer (sideways; docs/architecture.md).`,
              })),
      );
      patterns.push({
        regex: '^(\\.\\./)+demo(/|$)',
        message: 'No module reaches the demo catalogue: only server.ts and the seed command do.',
      });
      return {
        files: [
          name === 'workflows'
            ? 'apps/server/src/workflows/**/*.ts'
            : `apps/server/src/modules/${name}/**/*.ts`,
        ],
        ignores: ['**/*.test.ts', '**/*.test-support.ts'],
        rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
      };
    }),
  );
}

function importZones() {
  const chain = (zone) => (zone.parent ? [...chain(ZONES[zone.parent]), zone] : [zone]);
  return Object.values(ZONES).map((zone) => ({
    files: zone.files,
    ...(zone.ignores ? { ignores: zone.ignores } : {}),
    rules: restrict(chain(zone).flatMap((z) => z.patterns)),
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      // scratch builds (gitignored), e.g. a "before" server for the benchmarks
      '**/.tmp/**',
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
  ...importZones(),
  ...moduleDirectionZones(),
  {
    // One name per concept: the orders, payments and staff order keys come from the contract's
    // queryKeys (packages/contract/src/query-keys.ts), never spelled out as an array.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ArrayExpression > Literal:first-child[value=/^(orders|payments)$/]',
          message: 'Query keys come from queryKeys (@store/contract/query-keys): no key literal.',
        },
        {
          selector:
            "ArrayExpression:has(> Literal:first-child[value='admin']) > Literal:nth-child(2)[value=/^(orders|payments)$/]",
          message: 'Query keys come from queryKeys (@store/contract/query-keys): no key literal.',
        },
        {
          selector: "ArrayExpression[elements.length=1] > Literal[value='admin']",
          message: 'Query keys come from queryKeys (@store/contract/query-keys): no key literal.',
        },
      ],
    },
  },
);

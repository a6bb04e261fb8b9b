/**
 * The house's shape, checked: each import zone of eslint.config.js refuses what it must
 * (a probe file is linted in every zone and every forbidden import must fail), an allowed
 * import passes, and the source has no import cycle.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-graph';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import { x } from '${specifier}';\nexport const y = x;\n`,
    {
      filePath: path.join(root, file),
    },
  );
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

/** [zone probe file, forbidden import, what the message says] */
const forbidden: [string, string, RegExp][] = [
  // web ↔ server, from every web zone (the merged rules must keep the broad one)
  ['apps/web/src/app/routes/probe.tsx', '../../../../server/src/app', /never imports the server/],
  ['apps/web/src/features/cart/probe.tsx', '@store/server', /never imports the server/],
  [
    'apps/web/src/features/orders/probe.ts',
    '../../../../server/src/db/client',
    /never imports the server/,
  ],
  ['apps/web/src/components/ui/probe.tsx', '@store/server', /never imports the server/],
  ['apps/web/src/lib/probe.ts', '../../../server/src/config', /never imports the server/],
  ['apps/server/src/app-probe.ts', '@store/web', /never imports the web/],
  [
    'apps/server/src/modules/orders/probe.service.ts',
    '../../../../web/src/lib/format',
    /never imports the web/,
  ],
  ['apps/server/src/modules/cart/probe.routes.ts', '@store/web', /never imports the web/],
  ['apps/server/src/db/probe.ts', '../../../web/src/main', /never imports the web/],
  // feature → feature
  ['apps/web/src/features/cart/probe.tsx', '../orders/orders.api', /another feature/],
  ['apps/web/src/features/admin/probe.tsx', '../catalogue/product-card', /another feature/],
  ['apps/web/src/features/checkout/probe.tsx', '../../features/cart/cart.api', /another feature/],
  ['apps/web/src/features/search/probe.tsx', '../../app/router', /do not import app/],
  // ui → api, ui → features
  ['apps/web/src/components/ui/probe.tsx', '../../lib/api-client', /never fetch/],
  ['apps/web/src/components/ui/probe.tsx', '@tanstack/react-query', /never fetch/],
  [
    'apps/web/src/components/ui/probe.tsx',
    '../../features/cart/cart.api',
    /do not import features/,
  ],
  ['apps/web/src/lib/probe.ts', '../features/cart/cart.api', /lib does not import/],
  // db → modules
  ['apps/server/src/db/probe.ts', '../modules/catalogue/search.service', /knows no domain/],
  ['apps/server/src/db/schema/probe.ts', '../../modules/order-views/order-views.service', /knows no domain/],
  // routes → db, services → Fastify
  ['apps/server/src/modules/orders/probe.routes.ts', '../../db/schema', /never the database/],
  ['apps/server/src/modules/orders/probe.admin-routes.ts', 'drizzle-orm', /never the database/],
  ['apps/server/src/modules/cart/probe.service.ts', 'fastify', /never import Fastify/],
  // contract → anything but zod
  ['packages/contract/src/probe.ts', 'react', /only zod/],
];

const allowed: [string, string][] = [
  ['apps/web/src/features/cart/probe.tsx', './cart.api'],
  ['apps/web/src/features/cart/probe.tsx', '../../lib/api-client'],
  ['apps/web/src/features/cart/probe.tsx', '../../components/ui/button'],
  ['apps/web/src/app/routes/probe.tsx', '../../features/cart/cart.api'],
  ['apps/server/src/modules/orders/probe.routes.ts', './orders.service'],
  ['apps/server/src/modules/orders/probe.service.ts', '../../db/schema'],
  ['apps/web/src/features/cart/probe.tsx', '@store/contract'],
];

describe('import zones', () => {
  it.each(forbidden)('%s may not import %s', async (file, specifier, message) => {
    const messages = await restrictedImports(file, specifier);
    expect(
      messages.some((m) => message.test(m)),
      messages.join('\n') || 'no error',
    ).toBe(true);
  });

  it.each(allowed)('%s may import %s', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });
});

describe('import graph', () => {
  it('has no import cycle', () => {
    const graph = importGraph(
      [
        'apps/server/src',
        'apps/server/test',
        'apps/web/src',
        'packages/contract/src',
        'e2e',
        'scripts',
      ].map((p) => path.join(root, p)),
    );
    expect(graph.size).toBeGreaterThan(100);
    const cycles = findCycles(graph).map((c) => c.map((f) => path.relative(root, f)));
    expect(cycles).toEqual([]);
  });
});

/**
 * The house's shape, checked: each import zone of eslint.config.js refuses what it must
 * (a probe file is linted in every zone and every forbidden import must fail), an allowed
 * import passes, the source has no import cycle, and no server module imports against the
 * written order of rooms (apps/server/module-order.json, docs/architecture.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-graph';
import { moduleDirectionErrors, neighboursOf, readModuleOrder } from './module-order';

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
    .filter(
      (m) =>
        m.ruleId === 'no-restricted-imports' ||
        m.ruleId === '@typescript-eslint/no-restricted-imports',
    )
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
  [
    'apps/server/src/db/schema/probe.ts',
    '../../modules/order-views/order-views.service',
    /knows no domain/,
  ],
  // routes → db, services → Fastify
  ['apps/server/src/modules/orders/probe.routes.ts', '../../db/schema', /never the database/],
  ['apps/server/src/modules/orders/probe.admin-routes.ts', 'drizzle-orm', /never the database/],
  ['apps/server/src/modules/cart/probe.service.ts', 'fastify', /never import Fastify/],
  // contract → anything but zod
  ['packages/contract/src/probe.ts', 'react', /only zod/],
  // server module directions (apps/server/module-order.json): arrows back up…
  ['apps/server/src/modules/payments/probe.service.ts', '../orders/place-order', /back up/],
  ['apps/server/src/modules/order-views/probe.ts', '../payments/payments.service', /back up/],
  ['apps/server/src/modules/mail/probe.ts', '../invoices/invoice-mail', /back up/],
  ['apps/server/src/modules/invoices/probe.admin-routes.ts', '../orders/order-status', /back up/],
  ['apps/server/src/modules/catalogue/storefront/probe.ts', '../../cart/cart.service', /back up/],
  ['apps/server/src/modules/pricing/probe.ts', '../catalogue/storefront/x', /back up/],
  // …sideways within a layer (the new rooms read orders through order-views only)…
  ['apps/server/src/modules/returns/probe.service.ts', '../orders/order-status', /sideways/],
  ['apps/server/src/modules/quotes/probe.ts', '../../modules/orders/place-order', /sideways/],
  ['apps/server/src/modules/cart/probe.service.ts', '../delivery/delivery.service', /sideways/],
  // …the demo catalogue and lib
  ['apps/server/src/modules/catalogue/probe.ts', '../../demo/seed', /demo catalogue/],
  ['apps/server/src/modules/catalogue/admin/probe.ts', '../../../demo/demo', /demo catalogue/],
  ['apps/server/src/lib/probe.ts', '../modules/orders/place-order', /lib knows no domain/],
  // a module zone keeps the zone of its file's role
  ['apps/server/src/modules/invoices/probe.routes.ts', '../../db/schema', /never the database/],
  ['apps/server/src/modules/order-views/probe.service.ts', 'fastify', /never import Fastify/],
];

const allowed: [string, string][] = [
  ['apps/web/src/features/cart/probe.tsx', './cart.api'],
  ['apps/web/src/features/cart/probe.tsx', '../../lib/api-client'],
  ['apps/web/src/features/cart/probe.tsx', '../../components/ui/button'],
  ['apps/web/src/app/routes/probe.tsx', '../../features/cart/cart.api'],
  ['apps/server/src/modules/orders/probe.routes.ts', './orders.service'],
  ['apps/server/src/modules/orders/probe.service.ts', '../../db/schema'],
  ['apps/web/src/features/cart/probe.tsx', '@store/contract'],
  ['apps/server/src/modules/payments/probe.service.ts', '../order-views/order-lock'],
  ['apps/server/src/modules/returns/probe.service.ts', '../order-views/staff-orders.service'],
  ['apps/server/src/modules/orders/probe.service.ts', '../invoices/invoice-numbering'],
  ['apps/server/src/modules/catalogue/storefront/probe.ts', '../search/search.service'],
  ['apps/server/src/modules/mail/probe.test.ts', '../orders/orders.test-support'],
  ['apps/server/src/demo/probe.ts', '../modules/catalogue/search/search.service'],
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

describe('module directions (apps/server/module-order.json)', () => {
  const order = readModuleOrder(root);

  it('places every server module folder on disk', () => {
    const onDisk = fs
      .readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(onDisk.filter((m) => !order.rank.has(m))).toEqual([]);
  });

  it('has no import against the order of rooms, and no arrow back up', () => {
    const graph = importGraph([path.join(root, 'apps/server/src')]);
    expect(moduleDirectionErrors(root, graph, order)).toEqual([]);
  });

  it('catches a wrong-way import and an arrow back up (probe graph)', () => {
    const m = (p: string) => path.join(root, 'apps/server/src/modules', p);
    const probe = new Map<string, string[]>([
      [m('payments/probe.service.ts'), [m('orders/place-order.ts')]],
      [m('order-views/probe.ts'), [m('mail/mail.service.ts')]],
      [m('cart/probe.ts'), [m('delivery/delivery.service.ts')]],
      [m('catalogue/probe.ts'), [path.join(root, 'apps/server/src/demo/seed.ts')]],
      [m('orders/probe.ts'), [m('order-views/order-lock.ts'), m('invoices/invoice-numbering.ts')]],
      [m('mail/probe.test.ts'), [m('orders/orders.test-support.ts')]],
    ]);
    expect(moduleDirectionErrors(root, probe, order)).toEqual([
      'apps/server/src/modules/payments/probe.service.ts → orders: an arrow back up',
      'apps/server/src/modules/order-views/probe.ts → mail: an arrow back up',
      'apps/server/src/modules/cart/probe.ts → delivery: sideways in one layer',
      'apps/server/src/modules/catalogue/probe.ts → the demo catalogue',
    ]);
  });

  it('has no module importing more than maxNeighbours other modules', () => {
    const graph = importGraph([path.join(root, 'apps/server/src')]);
    const crowded = [...neighboursOf(root, graph)]
      .filter(([, n]) => n.size > order.maxNeighbours)
      .map(([m, n]) => `${m} imports ${n.size}: ${[...n].sort().join(', ')}`);
    expect(crowded).toEqual([]);
  });

  it('is the order docs/architecture.md writes', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const written = [...doc.matchAll(/^ {2}L(\d+) +([a-z-]+(?: · [a-z-]+)*)/gm)].map((x) =>
      x[2]!.split(' · '),
    );
    expect(written).toEqual(order.layers);
  });
});

describe('one owner per table', () => {
  /** Every non-test server source file, with its text. */
  const serverFiles = (): [string, string][] => {
    const out: [string, string][] = [];
    const walk = (dir: string) => {
      for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, d.name);
        if (d.isDirectory()) walk(p);
        else if (/\.ts$/.test(d.name) && !/\.test\.ts$|\.test-support\.ts$/.test(d.name))
          out.push([path.relative(root, p).split(path.sep).join('/'), fs.readFileSync(p, 'utf8')]);
      }
    };
    walk(path.join(root, 'apps/server/src'));
    return out;
  };
  /** Files that write a table (drizzle's insert/update/delete, or SQL naming it). */
  const writersOf = (table: string, sqlName: string) =>
    serverFiles()
      .filter(([, text]) =>
        new RegExp(
          `\\.(insert|update|delete)\\(${table}\\)|(insert into|update|delete from) \\$\\{${table}\\}|(insert into|update|delete from) "?${sqlName}"?\\b`,
          'i',
        ).test(text),
      )
      .map(([file]) => file)
      .filter((f) => !f.includes('/db/migrations/') && !f.includes('/system/backup'));

  it('only the orders module writes orders, its items and its history', () => {
    for (const [table, sqlName] of [
      ['orders', 'orders'],
      ['orderItems', 'order_items'],
      ['orderStatusHistory', 'order_status_history'],
    ] as const) {
      expect(writersOf(table, sqlName), table).toEqual([
        'apps/server/src/modules/orders/order-rows.ts',
      ]);
    }
  });

  it("only recordStatusChange sets an order's status, and only transition calls it", () => {
    const callers = serverFiles()
      .filter(([, text]) => /recordStatusChange\(/.test(text))
      .map(([f]) => f)
      .sort();
    expect(callers).toEqual([
      'apps/server/src/modules/orders/order-rows.ts',
      'apps/server/src/workflows/order-process.ts',
    ]);
  });

  it('reports read the order tables only through the declared read models (report_* views)', () => {
    const ORDER_TABLES = [
      'orders',
      'order_items',
      'order_item_taxes',
      'order_billing',
      'invoices',
      'credit_notes',
      'credit_note_lines',
    ];
    const DRIZZLE_NAMES = [
      'orders',
      'orderItems',
      'orderItemTaxes',
      'orderBilling',
      'invoices',
      'creditNotes',
      'creditNoteLines',
    ];
    const offenders = serverFiles()
      .filter(([f]) => f.startsWith('apps/server/src/modules/reports/'))
      .filter(
        ([, text]) =>
          new RegExp(`\\b(from|join)\\s+"?(${ORDER_TABLES.join('|')})\\b`, 'i').test(text) ||
          new RegExp(
            `import \\{[^}]*\\b(${DRIZZLE_NAMES.join('|')})\\b[^}]*\\} from '[./]*db/schema`,
          ).test(text),
      )
      .map(([f]) => f);
    expect(offenders).toEqual([]);
    // the views are declared in a migration, beside the tables they read
    const migrations = fs.readdirSync(path.join(root, 'apps/server/src/db/migrations'));
    const declared = migrations
      .filter((f) => f.endsWith('.sql'))
      .map((f) => fs.readFileSync(path.join(root, 'apps/server/src/db/migrations', f), 'utf8'))
      .join('\n');
    for (const view of ['report_invoice_lines', 'report_credit_note_lines', 'report_sales_lines']) {
      expect(declared).toContain(`CREATE VIEW "${view}"`);
    }
  });

  it('only the mail module writes the mail outbox', () => {
    expect(
      writersOf('mailOutbox', 'mail_outbox').every((f) =>
        f.startsWith('apps/server/src/modules/mail/'),
      ),
      writersOf('mailOutbox', 'mail_outbox').join('\n'),
    ).toBe(true);
  });
});

describe('web query keys come from the contract factories', () => {
  const keyLiterals = async (code: string) => {
    const [result] = await eslint.lintText(code, {
      filePath: path.join(root, 'apps/web/src/features/orders/probe.ts'),
    });
    return (result?.messages ?? []).filter((m) => /no key literal/.test(m.message)).length;
  };

  it.each([
    "export const k = ['orders'];",
    "export const k = ['orders', null, 'detail', 'x'];",
    "export const k = ['admin', 'orders', 'detail', 'x'];",
    "export const k = ['admin', 'payments', 'SUBMITTED', 0];",
    "export const k = ['payments', 'upi-qr', 'u'];",
    "export const k = ['admin'];",
  ])('refuses %s', async (code) => {
    expect(await keyLiterals(code)).toBe(1);
  });

  it('passes the factories', async () => {
    expect(
      await keyLiterals(
        "import { queryKeys } from '@store/contract/query-keys';\nexport const k = queryKeys.orders.everyone();\n",
      ),
    ).toBe(0);
  });
});

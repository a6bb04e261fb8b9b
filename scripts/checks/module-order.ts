/**
 * The written order of the server's rooms (apps/server/module-order.json): a module may
 * import only modules in layers below its own. Checked on the real import graph, so an arrow
 * back up fails `npm test` however the import is spelled; eslint.config.js gives the same
 * rule as lint zones while editing.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ModuleOrder {
  layers: string[][];
  /** module → its layer, 0 the top. */
  rank: Map<string, number>;
}

export function readModuleOrder(root: string): ModuleOrder {
  const { layers } = JSON.parse(
    fs.readFileSync(path.join(root, 'apps/server/module-order.json'), 'utf8'),
  ) as { layers: string[][] };
  return { layers, rank: new Map(layers.flatMap((l, i) => l.map((m) => [m, i] as const))) };
}

const isTest = (file: string) => /\.test\.tsx?$|\.test-support\.ts$/.test(file);

/** Every import from a server module against the order, as "file → what: why". */
export function moduleDirectionErrors(
  root: string,
  graph: Map<string, string[]>,
  order: ModuleOrder,
): string[] {
  const src = path.join(root, 'apps/server/src');
  const moduleOf = (file: string) =>
    /^modules\/([^/]+)\//.exec(path.relative(src, file).split(path.sep).join('/'))?.[1];
  const inDemo = (file: string) => path.relative(src, file).split(path.sep)[0] === 'demo';
  const errors: string[] = [];
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from || isTest(file)) continue;
    const rel = path.relative(root, file).split(path.sep).join('/');
    for (const target of targets) {
      if (inDemo(target)) {
        errors.push(`${rel} → the demo catalogue`);
        continue;
      }
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const a = order.rank.get(from);
      const b = order.rank.get(to);
      if (a === undefined || b === undefined) {
        errors.push(`${rel} → ${to}: a module without a place in module-order.json`);
      } else if (b < a) {
        errors.push(`${rel} → ${to}: an arrow back up`);
      } else if (b === a) {
        errors.push(`${rel} → ${to}: sideways in one layer`);
      }
    }
  }
  return [...new Set(errors)];
}

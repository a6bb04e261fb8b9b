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
  /** How many other modules one module may import. */
  maxNeighbours: number;
  /** module → its layer, 0 the top. */
  rank: Map<string, number>;
}

export function readModuleOrder(root: string): ModuleOrder {
  const { layers, maxNeighbours } = JSON.parse(
    fs.readFileSync(path.join(root, 'apps/server/module-order.json'), 'utf8'),
  ) as { layers: string[][]; maxNeighbours: number };
  return {
    layers,
    maxNeighbours,
    rank: new Map(layers.flatMap((l, i) => l.map((m) => [m, i] as const))),
  };
}

/** The room of a server file: `modules/<room>/…`, or `workflows` for the workflow layer. */
export function roomOf(root: string, file: string): string | undefined {
  const rel = path.relative(path.join(root, 'apps/server/src'), file).split(path.sep).join('/');
  if (rel.startsWith('workflows/')) return 'workflows';
  return /^modules\/([^/]+)\//.exec(rel)?.[1];
}

/** The other modules each module imports (tests and test support left out). */
export function neighboursOf(root: string, graph: Map<string, string[]>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = roomOf(root, file);
    if (!from || from === 'workflows' || isTest(file)) continue;
    const set = out.get(from) ?? new Set<string>();
    for (const t of targets) {
      const to = roomOf(root, t);
      if (to && to !== from) set.add(to);
    }
    out.set(from, set);
  }
  return out;
}

const isTest = (file: string) => /\.test\.tsx?$|\.test-support\.ts$/.test(file);

/** Every import from a server module against the order, as "file → what: why". */
export function moduleDirectionErrors(
  root: string,
  graph: Map<string, string[]>,
  order: ModuleOrder,
): string[] {
  const src = path.join(root, 'apps/server/src');
  const moduleOf = (file: string) => roomOf(root, file);
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

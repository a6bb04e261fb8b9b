// Prints a benchmark's figures beside the previous run's (read from its JSON file), as a
// ratio new/old, so a regression shows at a glance: "6931 (0.93x)".
import fs from 'node:fs';

/** The previous run's JSON, or null when there is none (or it cannot be read). */
export function readPrevious(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** "123 (0.91x)" — the figure, and its ratio to the previous one when both are numbers. */
export function withRatio(value: number | undefined, previous: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '';
  if (previous === undefined || Number.isNaN(previous) || previous === null) return `${value}`;
  if (previous === 0) return `${value} (${value === 0 ? '1.00' : '∞'}x)`;
  return `${value} (${(value / previous).toFixed(2)}x)`;
}

/**
 * A table: one row per name, one column per key, each cell "value (ratio to previous)".
 * `previous` has the same shape as `rows` (or is null on a first run).
 */
export function printComparison(
  rows: Record<string, Record<string, number | undefined>>,
  previous: Record<string, Record<string, number | undefined>> | null,
  columns: [string, string][],
  ratioOf = 'this run / previous run',
) {
  const cells = Object.entries(rows).map(([name, row]) => [
    name,
    ...columns.map(([k]) => withRatio(row[k], previous?.[name]?.[k])),
  ]);
  const header = ['', ...columns.map(([, label]) => label)];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const c of cells) console.log(line(c));
  if (!previous) console.log('(no previous run to compare with)');
  else console.log(`(in brackets: ${ratioOf})`);
}

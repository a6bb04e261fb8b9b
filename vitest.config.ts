import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks: without this a failing run
// crashes the reporter instead of listing the failures.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let i = 0;
      for (const item of items) {
        const key = keyOf(item, i++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

/**
 * Server test files that need a process of their own: they mock a module of the app
 * (vi.mock). The other server files share worker processes (isolate: false); the mails'
 * documents are no process-wide registration any more (docs/decisions/171).
 */
const ISOLATED_SERVER_FILES = [
  'src/modules/accounts/login-security.test.ts',
  // mocks jose (to count real verifications): a mock must not meet modules other files loaded
  'src/modules/accounts/tokens.test.ts',
];

/**
 * The longest file of the run (one 60 s test, CPU-bound) starts first, on one worker, and
 * the other worker takes the many short files meanwhile. Without this its place depends on
 * Vitest's cache of the last run's durations (none on a fresh clone, and a PostgreSQL run,
 * where it is skipped, records it as instant), and started last it makes the run 60 s longer.
 * Only one: the next longest (fault-kill, which starts a server process of its own) started
 * beside it kept both workers and a third process busy for two minutes.
 */
const LONGEST_FIRST = ['apps/server/test/api-fuzz.test.ts', 'scripts/failover-drill.test.ts'];

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(path.relative(import.meta.dirname, spec.moduleId));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core CI
    // machine, which left one core idle through the whole run.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'repo',
          root: '.',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // limits for a busy 2-core machine (CI's): a wait ends on its condition, so a
          // longer limit costs a passing test nothing; at load 12, single tests took 25-40 s
          testTimeout: 90_000,
          hookTimeout: 120_000,
          exclude: [...configDefaults.exclude, ...ISOLATED_SERVER_FILES],
          pool: 'forks',
          // One worker process runs many files: PGlite's WebAssembly is compiled once per
          // worker, not once per file (docs/decisions/004-test-command.md).
          isolate: false,
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        test: {
          // One fresh process per file (Vitest's default isolation): see ISOLATED_SERVER_FILES.
          name: 'server-isolated',
          root: './apps/server',
          environment: 'node',
          include: ISOLATED_SERVER_FILES,
          // limits for a busy 2-core machine (CI's): a wait ends on its condition, so a
          // longer limit costs a passing test nothing; at load 12, single tests took 25-40 s
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: 'forks',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup.ts'],
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});

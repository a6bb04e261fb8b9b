// What the in-memory search index (docs/decisions/155) costs on a catalogue: build time and
// memory. Opens the database the server would (DATABASE_URL, else PGlite in DATA_DIR), builds
// the index once as a server process does and prints one JSON line:
//   { products, words, indexMB, buildMs, readMs, heapMB, rssBeforeMB, rssMB, peakRssMB }
// heapMB is the growth of V8's heap plus array buffers (the typed arrays live there), rssMB the
// process's resident growth once the build's garbage is collected, peakRssMB its high-water mark.
// Run with `node --expose-gc --import tsx scripts/search-index-size.ts` (scripts/bench.ts does,
// after generating each catalogue and before starting the server).
import path from 'node:path';
import type { AppContext } from '../apps/server/src/context';
import { openDatabase } from '../apps/server/src/db/client';
import { SearchIndexKeeper } from '../apps/server/src/modules/catalogue/search/search-index-keeper';

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

function memory() {
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.arrayBuffers, rss: m.rss };
}

async function main() {
  const url = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: url ? undefined : path.resolve(process.env.DATA_DIR ?? 'data'),
    poolSize: 2,
  });
  try {
    const ctx = {
      database,
      db: database.db,
      shutdownSignal: new AbortController().signal,
    } as unknown as AppContext;
    const keeper = new SearchIndexKeeper(ctx);
    const before = memory();
    await keeper.build();
    const index = await keeper.whenFresh();
    const after = memory();
    const stats = keeper.stats!;
    const round = (x: number) => Math.round(x * 10) / 10;
    console.log(
      JSON.stringify({
        products: index.size,
        words: stats.words,
        indexMB: round(stats.bytes / MB),
        buildMs: stats.buildMs,
        readMs: stats.readMs,
        heapMB: round((after.heap - before.heap) / MB),
        rssBeforeMB: round(before.rss / MB),
        rssMB: round((after.rss - before.rss) / MB),
        peakRssMB: round(process.resourceUsage().maxRSS / 1024),
      }),
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});

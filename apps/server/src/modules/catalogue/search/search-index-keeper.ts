import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { AppContext } from '../../../context';
import { yieldToLoop } from '../../../lib/time';
import { CATALOGUE_CHANNEL } from '../storefront/catalogue-channels';
import type { SearchIndex } from './search-index';
import { SearchIndexBuilder } from './search-index-builder';
import { fenceReplicaReads, readDb } from '../../../db/read-replica';

/**
 * Keeps one in-memory search index per app (docs/decisions/155) in step with the catalogue.
 *
 * - Built when the app gets ready (the process answers its health check after that) and again
 *   after every catalogue change: NOTIFY catalogue_changed, which every process hears at
 *   commit, and this process's own writes (`searchIndexChanged`, called by catalogueChanged).
 * - `fresh()` gives the index only while no change has been heard since its build began;
 *   otherwise search takes the SQL path until the rebuild lands. So a write is visible to a
 *   search in the same process as soon as its answer is sent, and other processes follow
 *   their notification.
 * - A change marks the index stale at once (`searchIndexesStale`, called inside the writing
 *   transaction) and the stale copy is let go, so a rebuild never holds two copies.
 */
/** Changes within this many ms share one rebuild. */
const REBUILD_DELAY_MS = 25;
/** An index older than this is rebuilt in the background (a notice lost with its connection). */
const MAX_AGE_MS = 5 * 60_000;
/** Rows read per round trip on PostgreSQL (a cursor on a connection of its own). */
const BATCH = 20_000;

/** The visible products in catalogue order, as the SQL path ranks its ties. */
const ROWS_SQL = `select p.id::text as id, p.search_text, p.sku_norm
   from products p join manufacturers m on m.id = p.manufacturer_id
  where p.is_active and m.is_active
  order by p.display_order, p.name, p.id`;

type Row = [string, string, string];

interface PgliteLike {
  query<T>(text: string, values?: unknown[], opts?: { rowMode?: 'array' }): Promise<{ rows: T[] }>;
}

/** Reads every visible product in catalogue order into a builder. */
async function readCatalogue(ctx: AppContext, builder: SearchIndexBuilder): Promise<void> {
  const client = (readDb(ctx) as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const conn = await client.connect();
    try {
      await conn.query('begin isolation level repeatable read read only');
      await conn.query(`declare search_index_rows no scroll cursor for ${ROWS_SQL}`);
      for (;;) {
        const res = await conn.query<Row>({
          text: `fetch ${BATCH} from search_index_rows`,
          rowMode: 'array',
        });
        for (const [id, text, sku] of res.rows) builder.add(id, text, sku);
        if (res.rows.length < BATCH) break;
      }
      await conn.query('commit');
    } catch (err) {
      await conn.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      conn.release();
    }
    return;
  }
  // PGlite: no transaction (it would hold the only connection for the whole read), and pages
  // along the catalogue order with a turn of the event loop between them: one statement over
  // 100,000 products held every other request for seconds (43.21). A change committed between
  // two pages bumps the keeper's generation, and that build is thrown away and made again.
  let after: unknown[] = [];
  for (;;) {
    const res = await (client as PgliteLike).query<PagedRow>(pageSql(after.length > 0), after, {
      rowMode: 'array',
    });
    for (const [id, text, sku] of res.rows) builder.add(id, text, sku);
    const last = res.rows.at(-1);
    if (!last || res.rows.length < PAGE) break;
    after = [last[3], last[4], last[0]];
    await yieldToLoop();
  }
}

/** Products per page on the embedded database. */
let PAGE = 2_000;
/** Tests read the demo catalogue in pages of a few products, so page edges are crossed. */
export function setSearchIndexPageSize(size: number): void {
  PAGE = size;
}
type PagedRow = [string, string, string, number, string];
const pageSql = (more: boolean) => `select p.id::text as id, p.search_text, p.sku_norm,
     p.display_order, p.name
   from products p join manufacturers m on m.id = p.manufacturer_id
  where p.is_active and m.is_active
    ${more ? 'and (p.display_order, p.name, p.id) > ($1::int, $2::text, $3::uuid)' : ''}
  order by p.display_order, p.name, p.id
  limit ${PAGE}`;

export interface SearchIndexStats {
  products: number;
  words: number;
  /** Bytes of the index's typed arrays. */
  bytes: number;
  /** Wall time of the last build: reading the rows and laying the index out. */
  buildMs: number;
  readMs: number;
}

export class SearchIndexKeeper {
  private index: SearchIndex | undefined;
  private builtAt = 0;
  /** Bumped by every change heard; an index is fresh while its build's generation is current. */
  private generation = 0;
  private builtGeneration = -1;
  private building: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private lastAttempt = 0;
  stats: SearchIndexStats | undefined;

  constructor(private readonly ctx: AppContext) {}

  /** The index when it holds every change this process has heard of; else undefined. */
  fresh(): SearchIndex | undefined {
    if (this.builtGeneration !== this.generation || !this.index) {
      // a change that never committed (a rolled-back write) sends no notice: try again
      if (!this.building && !this.timer && Date.now() - this.lastAttempt > 1000) this.schedule();
      return undefined;
    }
    if (Date.now() - this.builtAt > MAX_AGE_MS && !this.building) this.schedule();
    return this.index;
  }

  /** A change is being written (maybe not committed yet): stop using the index. */
  stale(): void {
    this.generation += 1;
    this.index = undefined;
  }

  /** A change was committed: stop using the index and rebuild it soon. */
  changed(): void {
    this.stale();
    this.schedule();
  }

  private schedule(): void {
    if (this.ctx.shutdownSignal.aborted) return;
    if (this.building) {
      this.again = true;
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.build().catch(() => undefined); // the SQL path answers meanwhile
    }, REBUILD_DELAY_MS);
    this.timer.unref();
  }

  /** Builds the index now (or joins the build under way). */
  build(): Promise<void> {
    if (!this.building) {
      this.building = this.buildOnce().finally(() => {
        this.building = undefined;
        if (this.again) {
          this.again = false;
          this.schedule();
        }
      });
    }
    return this.building;
  }

  private async buildOnce(): Promise<void> {
    const generation = this.generation;
    this.lastAttempt = Date.now();
    const started = performance.now();
    const builder = new SearchIndexBuilder();
    await readCatalogue(this.ctx, builder);
    const read = performance.now();
    const index = await builder.finishInTurns();
    await yieldToLoop();
    index.warmUp();
    if (generation !== this.generation) {
      this.again = true; // a change arrived while reading: this copy may miss it
      return;
    }
    this.index = index;
    this.builtGeneration = generation;
    this.builtAt = Date.now();
    this.stats = {
      products: index.size,
      words: index.wordCount,
      bytes: index.bytes,
      buildMs: Math.round(performance.now() - started),
      readMs: Math.round(read - started),
    };
  }

  /** Resolves with the index once it holds every change heard so far (tests, benchmarks). */
  async whenFresh(): Promise<SearchIndex> {
    for (;;) {
      const index = this.builtGeneration === this.generation ? this.index : undefined;
      if (index) return index;
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
      }
      await this.build();
    }
  }
}

const keepers = new WeakMap<AppContext, SearchIndexKeeper>();
const everyKeeper = new Set<WeakRef<SearchIndexKeeper>>();

/** The search index keeper of this app, listening for change notices from every process. */
export function searchIndexOf(ctx: AppContext): SearchIndexKeeper {
  let keeper = keepers.get(ctx);
  if (!keeper) {
    const created = new SearchIndexKeeper(ctx);
    keeper = created;
    keepers.set(ctx, created);
    everyKeeper.add(new WeakRef(created));
    ctx.database
      .listen(CATALOGUE_CHANNEL, () => {
        fenceReplicaReads(ctx);
        created.changed();
      })
      .catch(() => undefined);
  }
  return keeper;
}

/** This app's catalogue changed (committed): search leaves the index until it is rebuilt. */
export function searchIndexChanged(ctx: AppContext): void {
  keepers.get(ctx)?.changed();
}

/** A catalogue change is being written in this process: every index here is stale. */
export function searchIndexesStale(): void {
  for (const ref of everyKeeper) {
    const keeper = ref.deref();
    if (keeper) keeper.stale();
    else everyKeeper.delete(ref);
  }
}

import type { AppContext } from '../../../context';
import { searchIndexChanged, searchIndexesStale } from '../search/search-index-keeper';
import { CATALOGUE_CHANNEL, PRODUCT_CHANNEL, SYNONYMS_CHANNEL } from './catalogue-channels';
import { loadSnapshot, type CatalogueSnapshot } from './catalogue-snapshot';
import { fenceReplicaReads } from '../../../db/read-replica';

/**
 * The small, hot part of the catalogue kept in memory per server process: every category and
 * maker with their product counts, the maker/category pairs, signed picture URLs and the
 * search vocabulary. Reads of these lists cost no database work.
 *
 * Freshness: a catalogue change made through the services (refreshProductSearch and friends)
 * sends NOTIFY catalogue_changed, which every process (PGlite or PostgreSQL) hears and which
 * makes the next read reload. Independently, a snapshot older than SNAPSHOT_TTL_MS is
 * reloaded in the background (the old one is served meanwhile), so counts changed by other
 * means (a direct SQL edit) are never older than that. A row that names a maker or category
 * the snapshot does not know forces a reload too. Pages showing stock and prices are also
 * dropped whenever a product's stock or price changes, whoever changes it (see PAGE_TTL_MS).
 */
export const SNAPSHOT_TTL_MS = 30_000;
/**
 * Derived listing and search results (ordered id lists, facet counts, search answers): served
 * for this long, then recomputed in the background while the old value is still served.
 */
export const RESULT_TTL_MS = 30_000;
/**
 * A listing or product page as sent (rows with price and stock): reused for at most this
 * long, and dropped at once when any product's stock, prices or active flag change (the
 * trigger of migration 0004 sends PRODUCT_CHANNEL at commit).
 */
export const PAGE_TTL_MS = 2_000;
/** Memory bound of derived results, in "size units" (one per id held, at least one per entry). */
const RESULT_BUDGET = 600_000;
/** At most one forced reload per this many ms (a flood of unknown ids cannot hammer the db). */
const FORCED_RELOAD_GAP_MS = 1000;

interface Remembered {
  at: number;
  value: Promise<unknown>;
  size: number;
  settled: boolean;
  refreshing: boolean;
}

export class CatalogueCache {
  private current: CatalogueSnapshot | undefined;
  private loading: Promise<CatalogueSnapshot> | undefined;
  /** Bumped by every change notice; a load that began before a bump is not trusted. */
  private generation = 0;
  private loadedGeneration = -1;
  private lastForced = 0;
  private readonly results = new Map<string, Remembered>();
  private readonly volatileKeys = new Set<string>();
  private resultSize = 0;

  constructor(private readonly ctx: AppContext) {}

  /** The catalogue has changed: the next read reloads. */
  invalidate(): void {
    this.generation += 1;
    this.results.clear();
    this.volatileKeys.clear();
    this.resultSize = 0;
  }

  /**
   * A product's stock or price changed: drop the remembered pages that show them (listing
   * and product pages). Orders and ids of listings stay: rows are read fresh for a page.
   */
  productChanged(): void {
    for (const key of this.volatileKeys) this.drop(key);
    this.volatileKeys.clear();
  }

  private drop(key: string): void {
    const entry = this.results.get(key);
    if (!entry) return;
    this.results.delete(key);
    this.resultSize -= entry.size;
  }

  async snapshot(): Promise<CatalogueSnapshot> {
    const snap = this.current;
    if (!snap || this.loadedGeneration !== this.generation) return this.load();
    if (Date.now() - snap.loadedAt > SNAPSHOT_TTL_MS) {
      this.load().catch((err: unknown) => {
        // keep serving the current snapshot; the next read tries again
        void err;
      });
    }
    return snap;
  }

  /**
   * A fresh snapshot when an id or slug is not in the current one (it may be minutes old),
   * at most once a second; otherwise the current one.
   */
  async snapshotKnowing(has: (s: CatalogueSnapshot) => boolean): Promise<CatalogueSnapshot> {
    const snap = await this.snapshot();
    if (has(snap)) return snap;
    const now = Date.now();
    if (
      now - this.lastForced < FORCED_RELOAD_GAP_MS &&
      now - snap.loadedAt < FORCED_RELOAD_GAP_MS
    ) {
      return snap;
    }
    this.lastForced = now;
    this.invalidate();
    return this.load();
  }

  private async load(): Promise<CatalogueSnapshot> {
    for (;;) {
      if (!this.loading) {
        const generation = this.generation;
        this.loading = loadSnapshot(this.ctx)
          .then((snap) => {
            if (generation >= this.loadedGeneration) {
              this.current = snap;
              this.loadedGeneration = generation;
            }
            return snap;
          })
          .finally(() => {
            this.loading = undefined;
          });
      }
      const snap = await this.loading;
      // a change notice that arrived while loading means: load once more
      if (this.loadedGeneration === this.generation) return this.current ?? snap;
    }
  }

  /**
   * A derived result computed at most once per RESULT_TTL_MS for a key; after that the old
   * value is served while a fresh one is computed. Dropped at once on a change notice.
   * `sizeOf` tells how much memory the value holds (ids), for the budget. A `volatile` result
   * (a page showing stock and prices) is also dropped when any product's stock or price
   * changes (PRODUCT_CHANNEL).
   */
  remember<T>(
    key: string,
    compute: () => Promise<T>,
    sizeOf: (v: T) => number = () => 1,
    ttlMs = RESULT_TTL_MS,
    volatile = false,
  ): Promise<T> {
    const now = Date.now();
    const hit = this.results.get(key);
    if (hit) {
      // most recently used goes last: eviction takes the first
      this.results.delete(key);
      this.results.set(key, hit);
      if (now - hit.at >= ttlMs && hit.settled && !hit.refreshing) {
        hit.refreshing = true;
        const generation = this.generation;
        compute().then(
          (fresh) => {
            if (generation !== this.generation || this.results.get(key) !== hit) return;
            this.store(key, Promise.resolve(fresh), sizeOf(fresh), true, volatile);
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value as Promise<T>;
    }
    const value = compute();
    const entry = this.store(key, value, 1, false, volatile);
    value.then(
      (v) => {
        entry.settled = true;
        const size = Math.max(1, sizeOf(v));
        if (this.results.get(key) === entry) {
          this.resultSize += size - entry.size;
          entry.size = size;
          this.evict();
        }
      },
      () => {
        if (this.results.get(key) === entry) {
          this.results.delete(key);
          this.resultSize -= entry.size;
        }
      },
    );
    return value;
  }

  private store(
    key: string,
    value: Promise<unknown>,
    size: number,
    settled: boolean,
    volatile: boolean,
  ): Remembered {
    const old = this.results.get(key);
    if (old) this.resultSize -= old.size;
    this.results.delete(key);
    if (volatile) this.volatileKeys.add(key);
    const entry: Remembered = { at: Date.now(), value, size, settled, refreshing: false };
    this.results.set(key, entry);
    this.resultSize += size;
    this.evict();
    return entry;
  }

  private evict(): void {
    while (this.resultSize > RESULT_BUDGET && this.results.size > 1) {
      const [oldestKey, oldest] = this.results.entries().next().value as [string, Remembered];
      this.results.delete(oldestKey);
      this.volatileKeys.delete(oldestKey);
      this.resultSize -= oldest.size;
    }
  }
}

const caches = new WeakMap<AppContext, CatalogueCache>();
/** Every cache of this process (several apps live in one process in tests). */
const everyCache = new Set<WeakRef<CatalogueCache>>();

/** The catalogue cache of this app, listening for change notices from every process. */
export function catalogueCacheOf(ctx: AppContext): CatalogueCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const created = new CatalogueCache(ctx);
    cache = created;
    caches.set(ctx, created);
    everyCache.add(new WeakRef(created));
    // without notices (a failed LISTEN) the TTLs still bound staleness
    const ignore = () => {};
    // with a read replica, what is read again after a notice waits for the replica to have
    // it (db/read-replica.ts: fences)
    const changed = (then: () => void) => () => {
      fenceReplicaReads(ctx);
      then();
    };
    ctx.database
      .listen(
        CATALOGUE_CHANNEL,
        changed(() => created.invalidate()),
      )
      .catch(ignore);
    ctx.database
      .listen(
        PRODUCT_CHANNEL,
        changed(() => created.productChanged()),
      )
      .catch(ignore);
    ctx.database
      .listen(
        SYNONYMS_CHANNEL,
        changed(() => created.invalidate()),
      )
      .catch(ignore);
  }
  return cache;
}

/** Tell this process at once that the catalogue changed (other processes hear the NOTIFY). */
export function catalogueChanged(ctx: AppContext): void {
  fenceReplicaReads(ctx);
  caches.get(ctx)?.invalidate();
  searchIndexChanged(ctx);
}

/**
 * Drops every catalogue cache of this process at once. The refresh functions call it when a
 * change is made (the NOTIFY they send drops them again, in every process, at commit).
 */
export function invalidateAllCatalogueCaches(): void {
  searchIndexesStale();
  for (const ref of everyCache) {
    const cache = ref.deref();
    if (cache) cache.invalidate();
    else everyCache.delete(ref);
  }
}

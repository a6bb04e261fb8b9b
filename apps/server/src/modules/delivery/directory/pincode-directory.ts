import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { INDIAN_STATES } from '@store/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { pincodeDirectory } from '../../../db/schema/index';
import { pincodeDataFile } from './pincode-data';
import { forgetPincodeRows } from './pincode-cache';

export interface DirectoryLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export type LoadOutcome =
  | { status: 'current'; version: string; pincodes: number }
  | { status: 'loaded'; version: string; pincodes: number }
  | { status: 'failed'; reason: string };

interface Row {
  pincode: string;
  city: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

const STATES = new Set<string>(INDIAN_STATES);
const ROWS_PER_INSERT = 5000;

/** Parses the gzip TSV; any bad line fails the whole file (nothing half-loaded). */
export function parseDirectoryFile(bytes: Buffer): Row[] {
  const text = zlib.gunzipSync(bytes).toString('utf8');
  const rows: Row[] = [];
  const seen = new Set<string>();
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line === '' || line.startsWith('#')) return;
    const [pincode = '', city = '', district = '', state = '', lat = '', lng = ''] =
      line.split('\t');
    const where = `line ${i + 1}`;
    if (!/^[1-9]\d{5}$/.test(pincode)) throw new Error(`${where}: bad pincode "${pincode}"`);
    if (seen.has(pincode)) throw new Error(`${where}: pincode ${pincode} twice`);
    if (!city || !district) throw new Error(`${where}: city or district missing`);
    if (!STATES.has(state)) throw new Error(`${where}: unknown state "${state}"`);
    const latitude = lat === '' ? null : Number(lat);
    const longitude = lng === '' ? null : Number(lng);
    if (Number.isNaN(latitude) || Number.isNaN(longitude))
      throw new Error(`${where}: bad coordinates`);
    seen.add(pincode);
    rows.push({ pincode, city, district, state, latitude, longitude });
  });
  if (rows.length === 0) throw new Error('the file holds no pincodes');
  return rows;
}

/** The loaded directory's version and size, or nulls before the first load. */
export async function readDirectoryStatus(
  db: DbOrTx,
): Promise<{ version: string | null; pincodes: number; loadedAt: Date | null }> {
  const [row] = await db.select().from(pincodeDirectory);
  return {
    version: row?.version ?? null,
    pincodes: row?.rowCount ?? 0,
    loadedAt: row?.loadedAt ?? null,
  };
}

/**
 * Loads the pincode directory file into the `pincodes` table unless this version is already
 * there (a restart does nothing). The swap is one transaction: a file that cannot be read or
 * parsed, or an insert that fails, leaves the old directory in place and logs why. Several
 * processes starting at once take turns on an advisory lock; the second finds it current.
 */
export async function loadPincodeDirectory(
  db: Db,
  log: DirectoryLog,
  file: string = pincodeDataFile,
): Promise<LoadOutcome> {
  let version: string;
  let rows: Row[];
  try {
    const bytes = fs.readFileSync(file);
    version = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const current = await readDirectoryStatus(db);
    if (current.version === version)
      return { status: 'current', version, pincodes: current.pincodes };
    rows = parseDirectoryFile(bytes);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    log.error({ file, reason }, 'pincode directory not loaded; keeping the old one');
    return { status: 'failed', reason };
  }
  try {
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
      const current = await readDirectoryStatus(tx);
      if (current.version === version)
        return { status: 'current' as const, version, pincodes: current.pincodes };
      await tx.execute(sql`delete from pincodes`);
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        const chunk = rows.slice(i, i + ROWS_PER_INSERT);
        // One statement per chunk: six arrays unnested into rows (fast on PGlite and PostgreSQL).
        await tx.execute(sql`
          insert into pincodes (pincode, city, district, state, latitude, longitude)
          select * from unnest(
            ${`{${chunk.map((r) => r.pincode).join(',')}}`}::text[],
            ${toPgArray(chunk.map((r) => r.city))}::text[],
            ${toPgArray(chunk.map((r) => r.district))}::text[],
            ${toPgArray(chunk.map((r) => r.state))}::text[],
            ${`{${chunk.map((r) => r.latitude ?? 'NULL').join(',')}}`}::float8[],
            ${`{${chunk.map((r) => r.longitude ?? 'NULL').join(',')}}`}::float8[]
          )`);
      }
      await tx.execute(sql`
        insert into pincode_directory (id, version, row_count, loaded_at)
        values (1, ${version}, ${rows.length}, now())
        on conflict (id) do update set version = excluded.version,
          row_count = excluded.row_count, loaded_at = excluded.loaded_at`);
      await tx.execute(sql`analyze pincodes`);
      return { status: 'loaded' as const, version, pincodes: rows.length };
    });
    forgetPincodeRows(db);
    if (outcome.status === 'loaded')
      log.info({ version, pincodes: rows.length }, 'pincode directory loaded');
    return outcome;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    log.error({ file, reason }, 'pincode directory not loaded; keeping the old one');
    return { status: 'failed', reason };
  }
}

/** A PostgreSQL array literal of text values, every element quoted. */
function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { openDatabase } from '../../db/client';
import { readTar, writeTar, type TarEntry } from './tar';

/**
 * Backups a shop can restore (issue 23, decision 178; docs/operations.md).
 *
 * One file, a gzipped tar:
 * - `store-backup.json`: what it holds (format, database kind, time);
 * - `database/pglite.tar.gz`: the embedded database's data folder, dumped by the process that
 *   has it open, between transactions after a CHECKPOINT (a clean snapshot); or
 *   `database/database.pgdump`: `pg_dump --format=custom` of DATABASE_URL;
 * - `files/...`: everything else in DATA_DIR (local pictures, the generated JWT key, the mail
 *   outbox), copied after the database (a picture the snapshot names is there).
 *
 * While the store serves on the embedded database, only the server may open it: `npm run
 * backup` asks it over a Unix socket in DATA_DIR (BACKUP_SOCKET), which only users who can
 * already read DATA_DIR can reach.
 */
export const BACKUP_SOCKET = 'backup.sock';
export const BACKUP_FORMAT = 1;
const MANIFEST = 'store-backup.json';
const PGLITE_ENTRY = 'database/pglite.tar.gz';
const PGDUMP_ENTRY = 'database/database.pgdump';
/** Not copied as files: the database folder itself, the lock and the socket. */
const NOT_FILES = new Set(['pglite', 'server.lock', BACKUP_SOCKET]);

export class BackupError extends Error {}

interface Manifest {
  format: number;
  database: 'pglite' | 'postgres';
  created_at: string;
  files: number;
}

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

const run = promisify(execFile);
const pgTool = (name: string) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);

// ----- the server side: answer a dump over the socket ------------------------------------------

/**
 * Started by server.ts on the embedded database: a connection to DATA_DIR/backup.sock gets
 * one line of JSON (`{"ok":true,"bytes":N}` or `{"ok":false,"message":...}`), then the bytes.
 */
export async function openBackupChannel(
  database: Database,
  dataDir: string,
  log: Logger,
): Promise<{ close(): Promise<void> }> {
  const dump = database.dumpDataDir;
  if (!dump) return { close: async () => undefined };
  const file = path.join(dataDir, BACKUP_SOCKET);
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    dump()
      .then(async (blob) => {
        const bytes = Buffer.from(await blob.arrayBuffer());
        socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
        socket.end(bytes);
        log.info({ bytes: bytes.length }, 'backup: database snapshot sent');
      })
      .catch((err: unknown) => {
        log.warn({ err }, 'backup: snapshot failed');
        socket.end(
          `${JSON.stringify({ ok: false, message: err instanceof Error ? err.message : 'snapshot failed' })}\n`,
        );
      });
  });
  // A socket file left by a killed server: this process holds the data folder's lock, so no
  // live server owns it.
  fs.rmSync(file, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
    fs.chmodSync(file, 0o600);
  } catch (err) {
    log.warn({ err }, `backup: could not open ${file}; npm run backup needs the server stopped`);
    return { close: async () => undefined };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

function askServer(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path.join(dataDir, BACKUP_SOCKET));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err) =>
      reject(
        new BackupError(
          `The store is running on ${dataDir} but did not answer the backup request (${err.message}). Restart it and try again.`,
        ),
      ),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const nl = all.indexOf(0x0a);
      if (nl < 0) return reject(new BackupError('The store closed the backup request early.'));
      const head = JSON.parse(all.subarray(0, nl).toString('utf8')) as {
        ok: boolean;
        bytes?: number;
        message?: string;
      };
      const body = all.subarray(nl + 1);
      if (!head.ok)
        return reject(new BackupError(`The store could not take a snapshot: ${head.message}`));
      if (body.length !== head.bytes)
        return reject(new BackupError('The snapshot arrived cut short.'));
      resolve(body);
    });
  });
}

function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? -1 : null;
  }
}

// ----- taking a backup ------------------------------------------------------------------------

function listFiles(root: string, rel = ''): string[] {
  const dir = path.join(root, rel);
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (!rel && NOT_FILES.has(entry.name)) continue;
    if (entry.isDirectory()) out.push(...listFiles(root, name));
    else if (entry.isFile()) out.push(name);
  }
  return out.sort();
}

async function snapshotPglite(dataDir: string): Promise<Buffer> {
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
    throw new BackupError(`There is no store database in ${dataDir} (DATA_DIR) to back up.`);
  }
  if (lockHolder(dataDir) !== null) return askServer(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    return Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

async function snapshotPostgres(databaseUrl: string): Promise<Buffer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-backup-'));
  const file = path.join(tmp, 'database.pgdump');
  try {
    await run(pgTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]).catch((err: NodeJS.ErrnoException & { stderr?: string }) => {
      throw new BackupError(
        err.code === 'ENOENT'
          ? 'pg_dump was not found: install the PostgreSQL client tools (the same major version as the server), or set PG_BIN to their folder.'
          : `pg_dump failed: ${(err.stderr ?? err.message).trim()}`,
      );
    });
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The whole backup as gzipped tar bytes (see the module comment). */
export async function createBackup(config: Config): Promise<{ bytes: Buffer; manifest: Manifest }> {
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const database = config.DATABASE_URL
    ? await snapshotPostgres(config.DATABASE_URL)
    : await snapshotPglite(config.DATA_DIR);
  const files = listFiles(config.DATA_DIR);
  const entries: TarEntry[] = [];
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    database: kind,
    created_at: new Date().toISOString(),
    files: files.length,
  };
  entries.push({ name: MANIFEST, data: Buffer.from(JSON.stringify(manifest, null, 2)) });
  entries.push({ name: kind === 'pglite' ? PGLITE_ENTRY : PGDUMP_ENTRY, data: database });
  for (const file of files) {
    try {
      entries.push({
        name: `files/${file}`,
        data: fs.readFileSync(path.join(config.DATA_DIR, file)),
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err; // deleted meanwhile
    }
  }
  return { bytes: zlib.gzipSync(writeTar(entries), { level: 6 }), manifest };
}

/** Writes the backup next to FILE first, then renames: a cut-off run never leaves half a file. */
export async function writeBackupFile(
  config: Config,
  out: string,
): Promise<Manifest & { bytes: number }> {
  const { bytes, manifest } = await createBackup(config);
  const partial = `${out}.partial`;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, out);
  return { ...manifest, bytes: bytes.length };
}

// ----- restoring --------------------------------------------------------------------------------

function readBackup(bytes: Buffer): { manifest: Manifest; entries: TarEntry[] } {
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(bytes);
  } catch {
    throw new BackupError('This file is not a store backup (it is not gzip).');
  }
  const entries = readTar(tar);
  const head = entries.find((e) => e.name === MANIFEST);
  if (!head) throw new BackupError('This file is not a store backup (no store-backup.json).');
  const manifest = JSON.parse(Buffer.from(head.data).toString('utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `This backup has format ${manifest.format}; this version reads ${BACKUP_FORMAT}.`,
    );
  }
  return { manifest, entries };
}

/** Where each `files/…` entry goes; a name that leads outside DATA_DIR refuses the whole file. */
function filesInside(entries: TarEntry[], dataDir: string): { target: string; data: Uint8Array }[] {
  const root = path.resolve(dataDir);
  return entries
    .filter((entry) => entry.name.startsWith('files/'))
    .map((entry) => {
      const target = path.resolve(root, entry.name.slice('files/'.length));
      if (!target.startsWith(`${root}${path.sep}`)) {
        throw new BackupError(`The backup names a file outside the data folder: ${entry.name}`);
      }
      return { target, data: entry.data };
    });
}

function restoreFiles(entries: TarEntry[], dataDir: string) {
  for (const { target, data } of filesInside(entries, dataDir)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data, { mode: 0o600 });
  }
}

async function assertEmptyPostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new BackupError(
        'The database of DATABASE_URL is not empty. Restore into a new, empty database (createdb), then point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Brings a backup back into an empty or absent DATA_DIR (and, for a PostgreSQL backup, into the
 * empty database of DATABASE_URL), ready for `npm start`.
 */
export async function restoreBackup(config: Config, bytes: Buffer): Promise<Manifest> {
  const { manifest, entries } = readBackup(bytes);
  const dataDir = config.DATA_DIR;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `${dataDir} (DATA_DIR) is not empty. Restore into an empty or new folder, so nothing is overwritten.`,
    );
  }
  const entryName = manifest.database === 'pglite' ? PGLITE_ENTRY : PGDUMP_ENTRY;
  const database = entries.find((e) => e.name === entryName);
  if (!database) throw new BackupError(`The backup has no ${entryName}.`);
  if (manifest.database === 'postgres' && !config.DATABASE_URL) {
    throw new BackupError(
      'This backup is of a PostgreSQL server: set DATABASE_URL to an empty database to restore it.',
    );
  }
  if (manifest.database === 'pglite' && config.DATABASE_URL) {
    throw new BackupError(
      'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
    );
  }
  filesInside(entries, dataDir); // before anything is written
  fs.mkdirSync(dataDir, { recursive: true });
  if (manifest.database === 'pglite') {
    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      extensions: { pg_trgm },
      loadDataDir: new Blob([new Uint8Array(database.data)]),
    });
    await client.query('select 1');
    await client.close();
  } else {
    await assertEmptyPostgres(config.DATABASE_URL!);
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-restore-'));
    const file = path.join(tmp, 'database.pgdump');
    fs.writeFileSync(file, database.data);
    try {
      await run(pgTool('pg_restore'), [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${config.DATABASE_URL!}`,
        file,
      ]).catch((err: NodeJS.ErrnoException & { stderr?: string }) => {
        throw new BackupError(
          err.code === 'ENOENT'
            ? 'pg_restore was not found: install the PostgreSQL client tools, or set PG_BIN to their folder.'
            : `pg_restore failed: ${(err.stderr ?? err.message).trim()}`,
        );
      });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  restoreFiles(entries, dataDir);
  return manifest;
}

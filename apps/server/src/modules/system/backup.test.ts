import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { registerUser } from '../accounts/accounts.service';
import { createBackup, restoreBackup } from './backup.service';
import { readTar, writeTar } from './tar';

// Issue 23, backups: the file format, and the PostgreSQL way (pg_dump / pg_restore), which runs
// when TEST_DATABASE_URL names a server. The embedded way under load: test/backup-restore.test.ts.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-backup-unit-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the backup file', () => {
  it('is a tar that round-trips names (also long ones) and bytes', () => {
    const long = `images/${'a'.repeat(90)}/${'b'.repeat(60)}.webp`;
    const entries = [
      { name: 'store-backup.json', data: Buffer.from('{"format":1}') },
      { name: long, data: crypto.randomBytes(1500) },
      { name: 'empty', data: Buffer.alloc(0) },
    ];
    const back = readTar(writeTar(entries));
    expect(back.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    back.forEach((e, i) => expect(Buffer.from(e.data).equals(entries[i]!.data)).toBe(true));
  });

  it('restore refuses a file that is not a backup, and a path outside the data folder', async () => {
    const config = loadConfig({}, { DATA_DIR: path.join(tmp, 'r1'), DATABASE_URL: '' });
    await expect(restoreBackup(config, Buffer.from('hello'))).rejects.toThrow(/not a store backup/);
    const evil = zlib.gzipSync(
      writeTar([
        {
          name: 'store-backup.json',
          data: Buffer.from(JSON.stringify({ format: 1, database: 'pglite', files: 1 })),
        },
        { name: 'database/pglite.tar.gz', data: Buffer.from('x') },
        { name: 'files/../../escaped', data: Buffer.from('x') },
      ]),
    );
    await expect(restoreBackup(config, evil)).rejects.toThrow(/outside the data folder/);
    expect(fs.existsSync(path.join(tmp, 'escaped'))).toBe(false);
  });
});

const server = process.env.TEST_DATABASE_URL;
describe.runIf(!!server)('the PostgreSQL way', () => {
  const names = [
    `b_${crypto.randomBytes(4).toString('hex')}`,
    `b_${crypto.randomBytes(4).toString('hex')}`,
  ];
  const urlOf = (name: string) => {
    const u = new URL(server!);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  afterAll(async () => {
    for (const n of names) await admin(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
  });

  it('pg_dump into the file, pg_restore into an empty database; a non-empty one is refused', async () => {
    for (const n of names) await admin(`CREATE DATABASE ${n}`);
    const source = await openDatabase({ databaseUrl: urlOf(names[0]!) });
    await runMigrations(source);
    await registerUser(source.db, {
      name: 'Backed Up',
      phone: '9876500001',
      password: 'kettle-harbour-47',
    });
    await source.close();
    fs.mkdirSync(path.join(tmp, 'pgdata'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'pgdata', 'jwt-secret'), 'k');
    const { bytes, manifest } = await createBackup(
      loadConfig({}, { DATABASE_URL: urlOf(names[0]!), DATA_DIR: path.join(tmp, 'pgdata') }),
    );
    expect(manifest).toMatchObject({ database: 'postgres', files: 1 });

    await restoreBackup(
      loadConfig({}, { DATABASE_URL: urlOf(names[1]!), DATA_DIR: path.join(tmp, 'pgrestored') }),
      bytes,
    );
    const c = new pg.Client({ connectionString: urlOf(names[1]!) });
    await c.connect();
    const { rows } = await c.query<{ name: string }>(
      `select name from users where phone = '9876500001'`,
    );
    await c.end();
    expect(rows).toEqual([{ name: 'Backed Up' }]);
    expect(fs.readFileSync(path.join(tmp, 'pgrestored', 'jwt-secret'), 'utf8')).toBe('k');

    await expect(
      restoreBackup(
        loadConfig({}, { DATABASE_URL: urlOf(names[0]!), DATA_DIR: path.join(tmp, 'pgother') }),
        bytes,
      ),
    ).rejects.toThrow(/is not empty/);
  }, 60_000);
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { loadPincodeDirectory } from '../src/modules/delivery/directory/pincode-directory';

/**
 * Once per test run: one migrated database with the pincode directory, which every test app
 * copies (test/helpers.ts) instead of running initdb, the migrations and the directory load
 * itself (about 4 s an app on PGlite here, 1 s as a copy).
 * - PGlite: a dump of the in-memory data folder in a temporary file (TEST_PGLITE_IMAGE).
 * - PostgreSQL (TEST_DATABASE_URL): a template database (TEST_DATABASE_TEMPLATE).
 * The workers inherit the variables: they are forked after this runs.
 */
const quiet = { info() {}, error() {} };

export default async function setup(): Promise<() => Promise<void>> {
  // The server projects (`server` and `server-isolated`) both name this file: the first one
  // of a run builds the database, the second finds it and leaves its removal to the first.
  if (process.env.TEST_GLOBAL_SETUP_BY === String(process.pid)) return async () => {};
  process.env.TEST_GLOBAL_SETUP_BY = String(process.pid);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `t_template_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 2 });
    try {
      await runMigrations(database);
      await loadPincodeDirectory(database.db, quiet);
    } finally {
      await database.close();
    }
    process.env.TEST_DATABASE_TEMPLATE = name;
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({});
  const file = path.join(os.tmpdir(), `store-test-image-${process.pid}.tar`);
  try {
    await runMigrations(database);
    await loadPincodeDirectory(database.db, quiet);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const image = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  } finally {
    await database.close();
  }
  process.env.TEST_PGLITE_IMAGE = file;
  return async () => fs.rmSync(file, { force: true });
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

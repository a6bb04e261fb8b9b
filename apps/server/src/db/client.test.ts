import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';
import { runMigrations } from './migrate';

const dirs: string[] = [];
function tempDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'store-db-test-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('keeps every row across a restart', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await runMigrations(first);
    await first.db.execute(sql`insert into categories (name, slug) values ('Drills', 'drills')`);
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await runMigrations(second);
    const rows = await second.db.execute<{ name: string }>(sql`select name from categories`);
    expect(rows.rows.map((r) => r.name)).toEqual(['Drills']);
    await second.close();
    // two fresh databases migrated from nothing: over 30 s on a busy 2-core machine
  }, 180_000);

  it('refuses a second opener of the same data folder with a clear message', async () => {
    const dir = tempDir();
    const db = await openDatabase({ dataDir: dir });
    // Simulate another live process holding the lock: our own lock file names our pid, so
    // write the pid of a live process that is not us (the parent).
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'x'));
    dirs.push(other);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another server process/);
    await db.close();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});

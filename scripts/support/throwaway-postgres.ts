// A throwaway PostgreSQL cluster on a free loopback port, for benchmarks (the test command has
// its shell twin in scripts/test.sh). Root cannot run postgres, so it runs as the postgres user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin/postgres')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const v = versions.at(-1);
  if (!v) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return path.join(base, v, 'bin');
}

const isRoot = process.getuid?.() === 0;
function asPostgres(cmd: string, args: string[]) {
  const r = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${r.stderr || r.stdout}`);
}

export interface ThrowawayPostgres {
  /** postgres://app@127.0.0.1:PORT/postgres */
  url: string;
  stop(): void;
}

/** initdb + pg_ctl start with durability off (it is thrown away); `stop()` removes it all. */
export async function startThrowawayPostgres(opts: {
  tmpPrefix: string;
  maxConnections: number;
  port?: number;
}): Promise<ThrowawayPostgres> {
  const bin = pgBin();
  if (isRoot && spawnSync('id', ['postgres']).status !== 0) {
    spawnSync('useradd', ['--system', '--create-home', 'postgres']);
  }
  const port = opts.port || (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${opts.tmpPrefix}pg-`));
  if (isRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  asPostgres(path.join(bin, 'initdb'), [
    ...['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8'],
    ...['--locale=C.UTF-8', '--no-sync'],
  ]);
  asPostgres(path.join(bin, 'pg_ctl'), [
    ...['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o'],
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${opts.maxConnections} ` +
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=256MB',
    'start',
  ]);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        // also when it already stopped (Ctrl-C reaches the whole process group)
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

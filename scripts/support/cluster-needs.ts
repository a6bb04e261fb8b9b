// What the cluster (scripts/support/cluster.ts) needs on the machine: Debian's haproxy,
// pgbouncer and postgresql, and a build of the store no older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const isRoot = process.getuid?.() === 0;

/* ---------------------------------------------------------------------------------------- */
/* What the cluster needs on the machine                                                    */
/* ---------------------------------------------------------------------------------------- */

function which(cmd: string): string | undefined {
  for (const dir of [
    '/usr/sbin',
    '/usr/bin',
    '/sbin',
    '/bin',
    ...(process.env.PATH ?? '').split(':'),
  ]) {
    const p = path.join(dir, cmd);
    if (dir && fs.existsSync(p)) return p;
  }
  return undefined;
}

const hasPostgres = () =>
  fs.existsSync('/usr/lib/postgresql') &&
  fs
    .readdirSync('/usr/lib/postgresql')
    .some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));

/** Installs Debian's haproxy, pgbouncer and postgresql when missing (as `npm test` does). */
export function ensureSystemPackages(log: (msg: string) => void): {
  haproxy: string;
  pgbouncer: string;
} {
  const missing: string[] = [];
  if (!which('haproxy')) missing.push('haproxy');
  if (!which('pgbouncer')) missing.push('pgbouncer');
  if (!hasPostgres()) missing.push('postgresql', 'postgresql-contrib');
  if (missing.length > 0) {
    if (!isRoot) {
      throw new Error(
        `Please install ${missing.join(' ')} (apt-get install -y ${missing.join(' ')}): not root, cannot install them myself.`,
      );
    }
    log(`installing ${missing.join(', ')} with apt-get...`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
  }
  const haproxy = which('haproxy');
  const pgbouncer = which('pgbouncer');
  if (!haproxy || !pgbouncer) throw new Error('haproxy or pgbouncer is still missing');
  return { haproxy, pgbouncer };
}

/* ---------------------------------------------------------------------------------------- */
/* The build                                                                                 */
/* ---------------------------------------------------------------------------------------- */

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

function stale(output: string, sources: string[]): boolean {
  const out = path.join(root, output);
  if (!fs.existsSync(out)) return true;
  const built = fs.statSync(out).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Builds the web app and the server when missing or older than their sources (as npm start). */
export function ensureBuilt(log: (msg: string) => void): string {
  const web = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contract/src'];
  const server = ['apps/server/src', 'packages/contract/src'];
  for (const [label, output, sources, ws] of [
    ['web app', 'apps/web/dist/index.html', web, '@store/web'],
    ['server', 'apps/server/dist/server.js', server, '@store/server'],
  ] as const) {
    if (!stale(output, [...sources])) continue;
    log(`building the ${label}...`);
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`building the ${label} failed`);
  }
  return path.join(root, 'apps/server/dist/server.js');
}

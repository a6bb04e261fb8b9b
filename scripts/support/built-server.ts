// The built store (apps/server/dist/server.js) for a benchmark: built when stale, started on a
// loopback port, and the clean-up steps a benchmark collects as it goes (bench.ts,
// bench-routes.ts, bench-quick-order.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { freePort } from './throwaway-postgres';

/** Steps to undo, last first: stop servers, remove folders. */
export class Cleanups {
  private readonly steps: (() => void | Promise<void>)[] = [];

  push(step: () => void | Promise<void>): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    while (this.steps.length) {
      try {
        await this.steps.pop()?.();
      } catch (err) {
        console.warn('cleanup step failed:', err instanceof Error ? err.message : err);
      }
    }
  }
}

export interface StartedServer {
  base: string;
  pid: number;
  /** Stops it (SIGTERM, SIGKILL after 15 s) and waits for it to exit. */
  stop: () => Promise<void>;
}

/**
 * Starts the built server with `env` (plus PORT) and waits until `readyPath` answers 2xx.
 * With the flags every start uses (server-flags.mjs). BENCH_PORT picks the port (default: a
 * free one), BENCH_SERVER_NODE_ARGS adds node flags
 * (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the server spends its time).
 */
export async function startBuiltServer(opts: {
  root: string;
  env: NodeJS.ProcessEnv;
  cleanups: Cleanups;
  readyPath?: string;
  allowedMs?: number;
  stdout?: 'ignore' | 'inherit';
  /** Another bundle of the server (default: apps/server/dist/server.js). */
  serverJs?: string;
}): Promise<StartedServer> {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...nodeArgs,
      opts.serverJs ?? path.join(opts.root, 'apps/server/dist/server.js'),
    ],
    {
      cwd: opts.root,
      env: { ...opts.env, PORT: String(port) },
      stdio: ['ignore', opts.stdout ?? 'ignore', 'inherit'],
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
  opts.cleanups.push(stop);
  const base = `http://127.0.0.1:${port}`;
  const allowedMs = opts.allowedMs ?? 120_000;
  const deadline = Date.now() + allowedMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${opts.readyPath ?? '/api/health'}`)).ok) {
        return { base, pid: child.pid ?? 0, stop };
      }
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      throw new Error(`the server did not answer within ${Math.round(allowedMs / 1000)} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  if (!fs.statSync(p).isDirectory()) return fs.statSync(p).mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** Builds the server when dist/server.js is missing or older than its sources. */
export function buildServerIfStale(root: string, log: (msg: string) => void) {
  const out = path.join(root, 'apps/server/dist/server.js');
  const newest = Math.max(
    ...['apps/server/src', 'packages/contract/src'].map((s) => newestMtime(path.join(root, s))),
  );
  if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= newest) return;
  log('building @store/server');
  const r = spawnSync('npm', ['run', 'build', '-w', '@store/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('the build of @store/server failed');
}

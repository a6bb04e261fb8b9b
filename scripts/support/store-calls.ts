// Helpers of the benchmarks that drive the built store over HTTP (bench-quick-order.ts): build
// the server when stale, and call its API on a kept-alive socket (Node's http, not fetch: on
// 2 shared cores the load generator takes CPU from the server it measures).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

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

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });

export function call<T>(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: { data: T; message: string } }> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api${url}`,
      {
        method,
        agent: keepAlive,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                data: T;
                message: string;
              },
            });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

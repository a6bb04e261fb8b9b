import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A second store for journeys that need another configuration (e-invoicing on), started like
 * the first (e2e/start-server.sh: its own fresh data folder, the demo catalogue, the staff
 * account) on its own port, and stopped after the journey. Its log is kept in .tmp.
 */
export async function startStore(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const log = fs.openSync(path.join(root, `.tmp/e2e-store-${port}.log`), 'w');
  const child: ChildProcess = spawn('bash', [path.join(root, 'e2e/start-server.sh')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: true, // its own process group: stop() ends npm's children too
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`the store on ${port} stopped; see .tmp/e2e-store-${port}.log`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the store on ${port} did not start in 180 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      if (exited) return;
      const gone = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 15_000))]);
      if (!exited) process.kill(-child.pid!, 'SIGKILL');
      fs.closeSync(log);
    },
  };
}

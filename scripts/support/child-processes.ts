// Child processes of the cluster (scripts/support/cluster.ts): waiting on conditions, their
// output line by line, stopping them, and the postgres user they run as.
import { spawnSync, type ChildProcess } from 'node:child_process';

const isRoot = process.getuid?.() === 0;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` answers true, polling every `everyMs`, failing after `timeoutMs`. */
export async function until(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
  everyMs = 200,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(everyMs);
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}

export function postgresIds(): { uid: number; gid: number } | undefined {
  if (!isRoot) return undefined;
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
}

/** Prefixes each line of a child's output with its name. */
export function pipeLines(child: ChildProcess, name: string, print: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) if (l.trim()) print(`[${name}] ${l}`);
    });
  }
}

export async function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 20_000,
) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
}

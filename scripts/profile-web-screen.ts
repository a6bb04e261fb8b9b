// `npx tsx scripts/profile-web-screen.ts [screen…]`: where a signed-in screen's main thread
// goes on its first visit (issue 42; docs/benchmarks/web-lighthouse.md › 391).
//
// Starts the built store (PGlite, demo catalogue, the staff account of the web benchmark),
// makes the buyer, company and staff data of `npm run bench:web` (bench-web-signed-in.ts),
// then for each screen named (default: order, my-orders, staff-order) opens it in Debian's
// Chromium with a fresh session, the CPU slowed 4× as Lighthouse's mobile run assumes, and a
// CPU profile from before the navigation until the network has been idle for a second. It
// prints the self time by script and the heaviest functions. Nothing is written; read it beside
// a Lighthouse report.
//
// Environment: CHROME_PATH (default /usr/bin/chromium), PROFILE_CPU_SLOWDOWN (default 4).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, Cleanups, startBuiltServer } from './support/built-server';
import {
  setUpSignedIn,
  signedInBrowser,
  STAFF,
  type SignedInScreen,
} from './support/bench-web-signed-in';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SLOWDOWN = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4);
const screens = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['order', 'my-orders', 'staff-order'];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(native)';

/** Self time (ms) by script and by function, from the samples. */
function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const frame = byId.get(id)!.callFrame;
    const script = short(frame.url);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { scripts: top(byScript, 12), functions: top(byFunction, 20) };
}

async function main() {
  buildServerIfStale(root, console.log);
  const cleanups = new Cleanups();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-web-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  try {
    const made = spawnSync(
      'npm',
      ['run', '-s', 'create-admin', '--', '--name', STAFF.name, '--phone', STAFF.phone].concat([
        '--password',
        STAFF.password,
      ]),
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'ignore' },
    );
    if (made.status !== 0) throw new Error('npm run create-admin failed');
    const server = await startBuiltServer({
      root,
      cleanups,
      readyPath: '/api/categories/active',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      },
    });
    const all: Record<string, SignedInScreen> = await setUpSignedIn(server.base);
    const browser = await signedInBrowser(CHROME, ['--headless=new']);
    cleanups.push(() => browser.close());
    for (const name of screens) {
      const screen = all[name];
      if (!screen) throw new Error(`no screen ${name}: ${Object.keys(all).join(', ')}`);
      await browser.signIn(server.base, screen.who);
      const { page, cdp } = browser;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(server.base + screen.url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1_000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const { scripts, functions } = selfTimes(profile);
      const total = scripts.reduce((n, [, ms]) => n + ms, 0);
      console.log(
        `\n== ${name} (${screen.url}), CPU ${SLOWDOWN}× slower, sampled ${total.toFixed(0)} ms`,
      );
      console.log('self time by script:');
      for (const [s, ms] of scripts) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${s}`);
      console.log('heaviest functions (self):');
      for (const [f, ms] of functions) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${f}`);
    }
  } finally {
    await cleanups.run();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

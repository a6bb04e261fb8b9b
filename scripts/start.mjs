// `npm start`: builds what is missing or out of date, then runs the server (which migrates,
// seeds an empty database with the demo catalogue and serves the store on PORT, default 3000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './support/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const rel = (p) => path.join(root, p);

/** The newest modification time of a file, or of any file below a folder. */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  let newest = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

function stale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(rel(s)) > built);
}

function run(label, args) {
  console.log(`> ${label}`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (
  // the server-rendering bundle (docs/decisions/140) is built with the web
  !fs.existsSync(rel('apps/web/dist-ssr/entry-server.js')) ||
  stale(rel('apps/web/dist/index.html'), [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'packages/contract/src',
  ])
) {
  run('building the web app', ['run', 'build', '-w', '@store/web']);
}
if (stale(rel('apps/server/dist/server.js'), ['apps/server/src', 'packages/contract/src'])) {
  run('building the server', ['run', 'build', '-w', '@store/server']);
}

const child = spawn(
  process.execPath,
  ['--enable-source-maps', ...SERVER_NODE_FLAGS, rel('apps/server/dist/server.js')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

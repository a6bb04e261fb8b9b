// Test support for hydration.test.tsx: renders a screen with the server renderer in a child
// process (`node --import tsx`), as the server does. In the test's own process the browser's
// React DOM already runs, and the server renderer and it must not share one process's contexts.
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { FirstScreenEntry } from '../lib/first-screen';

const webRoot = path.resolve(import.meta.dirname, '../..');
const entry = path.join(webRoot, 'src/entry-server.tsx');

const script = `
const [url, entries] = JSON.parse(process.argv[1]);
const { render } = await import(${JSON.stringify(entry)});
process.stdout.write(JSON.stringify(await render(url, entries)));
`;

export function renderOnServer(
  url: string,
  entries: FirstScreenEntry[],
): Promise<{ html: string; status: number } | null> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script, JSON.stringify([url, entries])],
      {
        cwd: webRoot,
        env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: 'tsconfig.json' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (err, stdout) => {
        if (err) reject(err);
        else resolve(JSON.parse(stdout) as { html: string; status: number } | null);
      },
    );
  });
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStartupError } from './startup-errors';

// Issue 23, item 7: start-up errors of the data folder say in one line what is wrong and what
// to do, instead of `ErrnoError errno 51`, a stack trace naming server.lock, or a bare ENOENT.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-startup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const errno = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('describeStartupError', () => {
  const dataDir = path.join(tmp, 'data');

  it('a full disk (PGlite says ErrnoError errno 51; Node says ENOSPC)', () => {
    const pglite = Object.assign(new Error('ErrnoError: errno 51'), {
      name: 'ErrnoError',
      errno: 51,
    });
    for (const err of [pglite, errno('ENOSPC', 'ENOSPC: no space left on device, write')]) {
      expect(describeStartupError(err, dataDir)).toBe(
        `Cannot start: the disk holding DATA_DIR (${dataDir}) is full. Free some space (or set DATA_DIR to a folder on a larger disk) and start again.`,
      );
    }
  });

  it('a data folder this user cannot write (the lock file is refused)', () => {
    fs.mkdirSync(dataDir, { recursive: true });
    const err = errno('EACCES', `EACCES: permission denied, open '${dataDir}/server.lock'`);
    const line = describeStartupError(err, dataDir)!;
    expect(line).toMatch(/^Cannot start: DATA_DIR \(.*\) cannot be written by this user\./);
    expect(line).not.toContain('\n');
    expect(line).not.toContain('server.lock');
  });

  it('a read-only file system', () => {
    expect(describeStartupError(errno('EROFS'), dataDir)).toMatch(/is on a read-only file system/);
  });

  it('a missing folder under a parent it cannot create it in', () => {
    const missing = path.join(tmp, 'nope', 'deeper', 'data');
    for (const code of ['ENOENT', 'EACCES']) {
      expect(describeStartupError(errno(code), missing)).toBe(
        `Cannot start: DATA_DIR (${missing}) does not exist and cannot be created, because ${tmp} is not writable by this user. Create the folder (and give this user write access), or set DATA_DIR to a folder it can write.`,
      );
    }
  });

  it('leaves other errors to the caller', () => {
    expect(describeStartupError(new Error('something else'), dataDir)).toBeNull();
    expect(describeStartupError(errno('ECONNREFUSED'), undefined)).toBeNull();
  });
});

describe('the server started on a DATA_DIR under a file', () => {
  it('prints one line and exits 1', async () => {
    const file = path.join(tmp, 'a-file');
    fs.writeFileSync(file, 'x');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve(__dirname, '../../server.ts')],
      {
        env: {
          ...process.env,
          DATA_DIR: path.join(file, 'data'),
          DATABASE_URL: '',
          PORT: '0',
          SEED_DEMO: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Cannot start: DATA_DIR (${path.join(file, 'data')}) or one of the folders above it is a file, not a folder. Set DATA_DIR to a folder path.`,
    );
  }, 60_000);
});

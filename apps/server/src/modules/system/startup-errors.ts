import fs from 'node:fs';
import path from 'node:path';
import { storageProblem } from '../../plugins/log-redaction';

/**
 * Start-up failures of the data folder in one line: what is wrong and what to do (issue 23,
 * item 7). A full disk used to print `ErrnoError errno 51`, a read-only folder a stack trace
 * naming `server.lock`, a missing folder under a read-only parent a misleading ENOENT.
 * Answers null for anything else (the caller prints it as before).
 */
export function describeStartupError(err: unknown, dataDir: string | undefined): string | null {
  const where = dataDir ? `DATA_DIR (${dataDir})` : 'the data folder';
  const problem = storageProblem(err);
  if (problem === 'disk_full') {
    return `Cannot start: the disk holding ${where} is full. Free some space (or set DATA_DIR to a folder on a larger disk) and start again.`;
  }
  if (problem === 'io_error') {
    return `Cannot start: the disk holding ${where} reports input/output errors. Check the disk, restore from a backup if needed (npm run restore), and start again.`;
  }
  const code = findCode(err);
  if (!dataDir || !code) return problem === 'read_only' ? readOnly(where) : null;
  if (code === 'EROFS' || problem === 'read_only') return readOnly(where);
  if (code === 'EACCES' || code === 'EPERM') {
    if (!fs.existsSync(dataDir)) return missingUnder(dataDir, where);
    return `Cannot start: ${where} cannot be written by this user. Give the user that runs the store write access to it (chown/chmod), or set DATA_DIR to a folder it can write.`;
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return `Cannot start: ${where} or one of the folders above it is a file, not a folder. Set DATA_DIR to a folder path.`;
  }
  if (code === 'ENOENT' && !fs.existsSync(dataDir)) return missingUnder(dataDir, where);
  return null;
}

function readOnly(where: string) {
  return `Cannot start: ${where} is on a read-only file system. Mount it read-write, or set DATA_DIR to a writable folder.`;
}

function missingUnder(dataDir: string, where: string) {
  let parent = path.dirname(path.resolve(dataDir));
  while (!fs.existsSync(parent) && path.dirname(parent) !== parent) parent = path.dirname(parent);
  return `Cannot start: ${where} does not exist and cannot be created, because ${parent} is not writable by this user. Create the folder (and give this user write access), or set DATA_DIR to a folder it can write.`;
}

function findCode(err: unknown, depth = 0): string | null {
  if (!err || typeof err !== 'object' || depth > 5) return null;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  return findCode((err as { cause?: unknown }).cause, depth + 1);
}

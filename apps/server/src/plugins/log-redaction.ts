/**
 * What an unexpected error may put in the log (issue 23, docs/security.md › Logs). A failed
 * query's error repeats its parameters (drizzle: "Failed query: … params: name,phone,address")
 * and PostgreSQL's `detail` can repeat the whole row ("Failing row contains (…)"), so neither
 * reaches the log: only the SQL text (parameters are placeholders), the error codes and the
 * names of the table and constraint, down the chain of causes.
 */
export interface RedactedError {
  type: string;
  message: string;
  code?: string;
  errno?: number;
  table?: string;
  constraint?: string;
  routine?: string;
  stack?: string;
  cause?: RedactedError;
}

const firstLine = (s: string) => s.split('\n')[0] ?? '';

/** The message without query parameters or row values. */
export function redactMessage(message: string): string {
  const withoutParams = message.split(/\n?params:/)[0] ?? '';
  return withoutParams.replace(/Failing row contains \(.*\)/s, 'Failing row contains (…)');
}

export function redactError(err: unknown, depth = 0): RedactedError {
  if (!(err instanceof Error) || depth > 5) {
    return { type: typeof err, message: 'non-error value thrown' };
  }
  const e = err as Error & {
    code?: unknown;
    errno?: unknown;
    table?: unknown;
    constraint?: unknown;
    routine?: unknown;
  };
  const message = redactMessage(e.message);
  const out: RedactedError = { type: e.name || e.constructor.name, message };
  if (typeof e.code === 'string') out.code = e.code;
  if (typeof e.errno === 'number') out.errno = e.errno;
  if (typeof e.table === 'string') out.table = e.table;
  if (typeof e.constraint === 'string') out.constraint = e.constraint;
  if (typeof e.routine === 'string') out.routine = e.routine;
  if (e.stack) {
    // The stack starts with the message: keep the frames only.
    const frames = e.stack.split('\n').filter((l) => /^\s+at /.test(l));
    out.stack = [`${out.type}: ${firstLine(message)}`, ...frames.slice(0, 15)].join('\n');
  }
  if (err.cause !== undefined) out.cause = redactError(err.cause, depth + 1);
  return out;
}

export type StorageProblem = 'disk_full' | 'io_error' | 'read_only';

/**
 * A failure of the storage under the database rather than of the request: PostgreSQL's
 * disk_full (53100) or io_error (58030), Node's ENOSPC/EROFS, PGlite's Emscripten errno 51
 * (ENOSPC) and 69 (EROFS).
 */
export function storageProblem(err: unknown, depth = 0): StorageProblem | null {
  if (!err || typeof err !== 'object' || depth > 5) return null;
  const e = err as { code?: unknown; errno?: unknown; message?: unknown; cause?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  if (e.code === '53100' || e.code === 'ENOSPC' || /No space left on device/i.test(message)) {
    return 'disk_full';
  }
  if (e.code === 'EROFS' || /read-only file system/i.test(message)) return 'read_only';
  if (e.code === '58030') return 'io_error';
  if (/ErrnoError/.test(message) || (e as { name?: unknown }).name === 'ErrnoError') {
    if (e.errno === 51 || /errno 51\b/.test(message)) return 'disk_full';
    if (e.errno === 69 || /errno 69\b/.test(message)) return 'read_only';
    return 'io_error';
  }
  return storageProblem(e.cause, depth + 1);
}

export const STORAGE_PROBLEM_TEXT: Record<StorageProblem, string> = {
  disk_full: 'the disk under the database is full',
  read_only: 'the database folder has become read-only',
  io_error: 'the disk under the database reports input/output errors',
};

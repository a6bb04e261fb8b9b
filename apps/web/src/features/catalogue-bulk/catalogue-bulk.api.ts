import type { ErrorCode, ImportProgress, ImportReport } from '@store/contract';
import { IMPORT_STREAM_TYPE } from '@store/contract/catalogue-bulk';
import { ApiError, getFile, NetworkError } from '../../lib/api-client';
import { getAccessToken, refreshAfterUnauthorized } from '../../lib/session';

/* The catalogue in bulk (decisions.md › The catalogue in bulk): the CSV download and upload. */

/** GET /admin/products/export, saved as the file name the server gives (products-DATE.csv). */
export async function downloadCatalogueCsv(): Promise<void> {
  const blob = await getFile('/admin/products/export');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `products-${day}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface ImportOptions {
  dryRun: boolean;
  createMissing: boolean;
}

/** What an import answered: the report, also when the import was refused for its errors. */
export interface ImportOutcome {
  ok: boolean;
  message: string;
  report: ImportReport;
}

interface Answer {
  success: boolean;
  message: string;
  code?: ErrorCode;
  data: ImportReport | null;
}

/** What the import is doing: sending the file (a fraction), then the server's steps. */
export type ImportStage = { step: 'sending'; done: number; total: number } | ImportProgress;

function send(
  file: File,
  opts: ImportOptions,
  onStage: (stage: ImportStage) => void,
  token: string | null,
): Promise<{ status: number; body: Answer | null }> {
  const qs = new URLSearchParams();
  if (opts.dryRun) qs.set('dry_run', 'true');
  if (opts.createMissing) qs.set('create_missing', 'true');
  const form = new FormData();
  form.append('file', file);
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: it reports how much of the file has been sent, and the
    // server's progress lines as they arrive (application/x-ndjson), the envelope last
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/products/import${qs.size ? `?${qs}` : ''}`);
    xhr.setRequestHeader('accept', `${IMPORT_STREAM_TYPE}, application/json`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) {
        onStage({ step: 'sending', done: e.loaded, total: e.total });
      }
    };
    let seen = 0;
    const streaming = () =>
      (xhr.getResponseHeader('content-type') ?? '').startsWith(IMPORT_STREAM_TYPE);
    const readLines = () => {
      if (!streaming()) return;
      const text = xhr.responseText;
      const end = text.lastIndexOf('\n');
      if (end < seen) return;
      for (const line of text.slice(seen, end).split('\n')) {
        if (!line.trim()) continue;
        try {
          const value = JSON.parse(line) as { progress?: ImportProgress };
          if (value.progress) onStage(value.progress);
        } catch {
          // the envelope line or a broken line: read at the end
        }
      }
      seen = end + 1;
    };
    xhr.onprogress = readLines;
    xhr.onerror = () => reject(new NetworkError());
    xhr.onload = () => {
      readLines();
      const text = streaming()
        ? (xhr.responseText.trim().split('\n').at(-1) ?? '')
        : xhr.responseText;
      let body: Answer | null;
      try {
        body = JSON.parse(text) as Answer;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.send(form);
  });
}

/**
 * POST /admin/products/import: the dry run or the import itself. A refusal that carries the
 * report (rows with errors, nothing written) is an outcome, not a failure; other failures
 * throw an ApiError with the server's message.
 */
export async function importCatalogueCsv(
  file: File,
  opts: ImportOptions,
  onStage: (stage: ImportStage) => void = () => undefined,
): Promise<ImportOutcome> {
  const token = getAccessToken();
  let answer = await send(file, opts, onStage, token);
  if (answer.status === 401 && token && (await refreshAfterUnauthorized())) {
    answer = await send(file, opts, onStage, getAccessToken());
  }
  const { status, body } = answer;
  if (body?.data) return { ok: body.success, message: body.message, report: body.data };
  // a failure inside the stream comes with status 200: its code tells what it was
  const failed = status >= 400 ? status : !body || body.code === 'internal' ? 500 : 400;
  throw new ApiError(failed, body?.message || `Request failed (${status})`, body?.code);
}

import type { ErrorCode, ImportReport } from '@store/contract';
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

function send(
  file: File,
  opts: ImportOptions,
  onUpload: (fraction: number) => void,
  token: string | null,
): Promise<{ status: number; body: Answer | null }> {
  const qs = new URLSearchParams();
  if (opts.dryRun) qs.set('dry_run', 'true');
  if (opts.createMissing) qs.set('create_missing', 'true');
  const form = new FormData();
  form.append('file', file);
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: it reports how much of the file has been sent
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/products/import${qs.size ? `?${qs}` : ''}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onUpload(e.loaded / e.total);
    };
    xhr.upload.onload = () => onUpload(1);
    xhr.onerror = () => reject(new NetworkError());
    xhr.onload = () => {
      let body: Answer | null;
      try {
        body = JSON.parse(xhr.responseText) as Answer;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.send(form);
  });
}

/**
 * POST /admin/products/import: the dry run or the import itself. A 400 that carries the
 * report (rows with errors, nothing written) is an outcome, not a failure; other failures
 * throw an ApiError with the server's message.
 */
export async function importCatalogueCsv(
  file: File,
  opts: ImportOptions,
  onUpload: (fraction: number) => void = () => undefined,
): Promise<ImportOutcome> {
  const token = getAccessToken();
  let answer = await send(file, opts, onUpload, token);
  if (answer.status === 401 && token && (await refreshAfterUnauthorized())) {
    answer = await send(file, opts, onUpload, getAccessToken());
  }
  const { status, body } = answer;
  if (body?.data) return { ok: body.success, message: body.message, report: body.data };
  throw new ApiError(status, body?.message || `Request failed (${status})`, body?.code);
}

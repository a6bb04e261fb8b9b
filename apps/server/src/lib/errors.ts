import type { ErrorCode, FieldError } from '@store/contract';

/** An expected failure a customer can read. Services throw these; the error handler maps them. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The one table from error code to HTTP status. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  out_of_stock: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
};

export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const unauthorized = (message = 'Authentication required') =>
  new AppError('unauthorized', message);
export const forbidden = (message = 'You do not have access to this') =>
  new AppError('forbidden', message);
export const invalid = (message: string, errors?: FieldError[]) =>
  new AppError('invalid_data', message, errors);

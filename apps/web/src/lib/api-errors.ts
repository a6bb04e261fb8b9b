import type { ErrorCode, FieldError } from '@store/contract';

/* The API client's failures, apart from the client itself: screens and shared components read
   them (a 404, the message to show) without importing what fetches. */

/** A failed API call: the server's status, code and customer-readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isAuth() {
    return this.status === 401 || this.status === 403;
  }
}
/** The request never reached the server or its answer was not JSON. */
export class NetworkError extends Error {
  constructor(message = 'Network error. Please try again.') {
    super(message);
    this.name = 'NetworkError';
  }
}

/** The message to show for a failed call: the server's when it gave one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.status < 500) return error.message;
  if (error instanceof NetworkError) return error.message;
  return fallback;
}

import type { CreateOrderBody, Order, QuoteOrderBody } from '@store/contract';
import { api, ApiError, NetworkError } from '../../lib/api-client';
import { getAccessToken } from '../../lib/session';

/** store-spec.md › Error catalogue Orders and Checkout messages. */
export const CHECKOUT_MESSAGES = {
  noToken: 'Authentication token not found. Please login again.',
  authFailed: 'Authentication failed. Please login again.',
  failed: 'Failed to place order',
  network: 'Failed to place order. Please try again.',
  loginToContinue: 'Please login to continue',
  sessionExpired: 'Session expired. Please login again.',
  loadCart: 'Failed to load cart',
  loadCartRetry: 'Failed to load cart. Please try again.',
} as const;

/** store-spec.md › Entities and their fields Order creation result. */
export type PlaceOrderResult =
  | { success: true; message: string; needsAuth: false; data: Order }
  | {
      success: false;
      message: string;
      needsAuth: boolean;
      data: null;
      /** True when the server may not have seen the order (network failure, server error). */
      retryable: boolean;
    };

/**
 * POST /orders with an Idempotency-Key: the same key always answers with the same order, so a
 * retried or doubled submission never creates a second one. Never throws; 401/403 and a missing
 * token come back as needsAuth (the caller logs out and goes to /login).
 */
export async function placeOrder(
  body: CreateOrderBody | QuoteOrderBody,
  idempotencyKey: string,
  /** POST /orders, or POST /quotes/{id}/order for a quote (decisions.md › Request for quote). */
  path = '/orders',
): Promise<PlaceOrderResult> {
  if (!getAccessToken()) {
    return {
      success: false,
      message: CHECKOUT_MESSAGES.noToken,
      needsAuth: true,
      data: null,
      retryable: false,
    };
  }
  try {
    const res = await api.post<Order>(path, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { success: true, message: res.message, needsAuth: false, data: res.data };
  } catch (err) {
    if (err instanceof ApiError && err.isAuth) {
      return {
        success: false,
        message: CHECKOUT_MESSAGES.authFailed,
        needsAuth: true,
        data: null,
        retryable: false,
      };
    }
    if (err instanceof ApiError && err.status < 500 && err.message) {
      return {
        success: false,
        message: err.message,
        needsAuth: false,
        data: null,
        retryable: false,
      };
    }
    if (err instanceof NetworkError) {
      return {
        success: false,
        message: CHECKOUT_MESSAGES.network,
        needsAuth: false,
        data: null,
        retryable: true,
      };
    }
    return {
      success: false,
      message: CHECKOUT_MESSAGES.failed,
      needsAuth: false,
      data: null,
      retryable: true,
    };
  }
}

/**
 * One idempotency key per checkout attempt: the same key while the same details are resubmitted
 * after an unanswered try (network failure, server error), a fresh one once the details change
 * or the server answered that the order was refused.
 */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { key: string; payload: string } | null = null;
  return {
    keyFor(body: CreateOrderBody | QuoteOrderBody): string {
      const payload = JSON.stringify(body);
      if (!current || current.payload !== payload) current = { key: newKey(), payload };
      return current.key;
    },
    /** The server refused the order for certain: the next try is a new attempt. */
    refused() {
      current = null;
    },
  };
}

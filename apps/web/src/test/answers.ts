/**
 * The answers of the fake API (used by ./handlers and by tests' overrides): envelopes, errors,
 * a failed network, and `on(...)`, a handler of one contract route whose answer is parsed by
 * the contract's schema before it is sent.
 */
import { HttpResponse, http, type JsonBodyType } from 'msw';
import type { ErrorCode, FieldError } from '@store/contract';
import { contractRouteOf, type Method } from './contract-routes';

/** The MSW URL pattern of an API path (under /api) on any origin. */
export const api = (path: string) => `*/api${path}`;

/** A success envelope as it stands (the api-client's contract check still reads it). */
export const ok = (data: unknown, message = 'OK', status = 200) =>
  HttpResponse.json({ success: true, message, data } as JsonBodyType, { status });

const codeOf = (status: number): ErrorCode =>
  status === 400
    ? 'invalid_data'
    : status === 401
      ? 'unauthorized'
      : status === 403
        ? 'forbidden'
        : status === 404
          ? 'not_found'
          : status === 409
            ? 'conflict'
            : status === 429
              ? 'rate_limited'
              : 'internal';

/** An error envelope: `{ success: false, message, code, data: null, errors? }`. */
export const fail = (status: number, message: string, code?: ErrorCode, errors?: FieldError[]) =>
  HttpResponse.json(
    {
      success: false,
      message,
      code: code ?? codeOf(status),
      data: null,
      ...(errors ? { errors } : {}),
    } as JsonBodyType,
    { status },
  );

/** No answer at all: the client sees a failed fetch ("Network error"). */
export const offline = () => HttpResponse.error();

type ResolverInfo = Parameters<Parameters<typeof http.get>[1]>[0];

const ANSWER = Symbol('answer');
interface Answer {
  [ANSWER]: true;
  data: unknown;
  message: string;
  status: number;
}
/** For `on(...)`: data with the server's message (and status, e.g. 201). */
export const answer = (data: unknown, message = 'OK', status = 200): Answer => ({
  [ANSWER]: true,
  data,
  message,
  status,
});
const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && ANSWER in value;

/**
 * A handler of one contract route: `resolve` gives the data (or `answer(data, message,
 * status)`, a Response from ok/fail/offline, or undefined to leave it to the next handler). The envelope is parsed by the contract's schema for the
 * route before it is sent, so a fixture cannot drift from the contract.
 */
export function on(
  method: Method,
  path: string,
  resolve: (info: ResolverInfo) => unknown | Promise<unknown>,
) {
  const contract = contractRouteOf(method, path);
  if (!contract) throw new Error(`No contract route ${method} ${path} in test/contract-routes.ts`);
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[verb](api(path), async (info) => {
    // Like the server's router, a fixed segment wins over a parameter: `/products/:slug`
    // leaves `/products/search` to its own handler.
    const actual = new URL(info.request.url).pathname.replace(/^\/api/, '');
    if (contractRouteOf(method, actual) !== contract) return undefined;
    const result = await resolve(info);
    if (result === undefined) return undefined; // falls through to the next handler
    if (result instanceof Response) return result;
    const { data, message, status } = isAnswer(result) ? result : answer(result);
    const parsed = contract.schema.safeParse({ success: true, message, data });
    if (!parsed.success) {
      // MSW answers 500 and reports it with console.error, which fails the test (setup.ts)
      const where = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new Error(`fixture off the contract for ${method} ${path}: ${where.join('; ')}`);
    }
    const envelope = parsed.data;
    return HttpResponse.json(envelope as JsonBodyType, { status });
  });
}

/** A gate for loading states: a handler awaits `opened` until the test calls `open()`. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

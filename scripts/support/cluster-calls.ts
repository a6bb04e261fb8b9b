// Calls through the cluster's balancer for the runs that order under faults (bench-cluster's
// fault run, the fail-over drill): any failure is an answer (status 0: the connection was
// lost), never a throw, so the caller decides to retry with the same Idempotency-Key.

export interface Reply {
  status: number;
  body: { data?: Record<string, unknown>; message?: string } | undefined;
}

export async function call(
  base: string,
  method: string,
  url: string,
  opts: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Reply> {
  try {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: Reply['body'];
    try {
      body = JSON.parse(text) as Reply['body'];
    } catch {
      body = undefined; // HAProxy's own 502/503 page
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: undefined }; // connection reset by a killed process
  }
}

/** The delivery address every run orders to (a serviceable Bengaluru pincode). */
export const SHIPPING = {
  customer_name: 'Cluster Customer',
  phone_number: '9876543210',
  street_address: '42, 3rd Cross, Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
};

// Calls to the built store's API on a kept-alive socket, for the benchmarks that drive it over
// HTTP (bench-quick-order.ts): Node's http, not fetch: on 2 shared cores the load generator
// takes CPU from the server it measures.
import http from 'node:http';

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });

export function call<T>(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: { data: T; message: string } }> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api${url}`,
      {
        method,
        agent: keepAlive,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                data: T;
                message: string;
              },
            });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

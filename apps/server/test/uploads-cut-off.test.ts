import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_COLUMNS } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from './helpers';
import { createUser, type TestUser } from './fixtures';
import { BODY_CUT_OFF, UPLOAD_CUT_OFF } from '../src/lib/upload';

/*
 * Issue 43.22: a multipart upload cut off mid-file (with a Content-Length that matches what
 * arrived, as a chunked body that ends early, without its closing boundary) is a 400 with a
 * clear message on every upload route (one reader: lib/upload.ts), never a 500.
 */

let t: TestApp;
let staff: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN' });
  customer = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

// a 1x1 PNG, then padding so there is a "middle of the file" to cut in
const PNG = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.alloc(4000, 0),
]);
const CSV = Buffer.from(
  `${CATALOGUE_CSV_COLUMNS.join(',')}\r\n${'x,'.repeat(CATALOGUE_CSV_COLUMNS.length - 1)}x\r\n`.repeat(
    40,
  ),
);

const ROUTES = [
  { url: '/api/admin/images', who: () => staff, file: PNG, type: 'image/png' },
  { url: '/api/returns/photos', who: () => customer, file: PNG, type: 'image/png' },
  { url: '/api/admin/products/import?dry_run=true', who: () => staff, file: CSV, type: 'text/csv' },
];

const BOUNDARY = '----cut-off-test';
const head = (type: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** Ways a body arrives broken: what is sent, and whether it goes as a stream (chunked). */
function brokenBodies(file: Buffer, type: string): [string, Buffer, boolean][] {
  const whole = Buffer.concat([head(type), file, tail]);
  const mid = head(type).length + Math.floor(file.length / 2);
  return [
    ['cut mid-file, Content-Length matching', whole.subarray(0, mid), false],
    ['cut mid-file, chunked', whole.subarray(0, mid), true],
    ['no closing boundary', Buffer.concat([head(type), file]), false],
    ['no closing boundary, chunked', Buffer.concat([head(type), file]), true],
    ['closing boundary cut short', whole.subarray(0, whole.length - 5), false],
    ['cut inside the part header', whole.subarray(0, 30), false],
    ['cut after the part header', head(type), true],
    ['only the first boundary', Buffer.from(`--${BOUNDARY}\r\n`), false],
  ];
}

describe('an upload cut off mid-file is a 400 with a clear message', () => {
  for (const route of ROUTES) {
    for (const [what, body, chunked] of brokenBodies(route.file, route.type)) {
      it(`${route.url.split('?')[0]}: ${what}`, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: {
            ...bearer(route.who().accessToken),
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          payload: chunked ? Readable.from([body]) : body,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(json(res)).toMatchObject({ success: false, code: 'invalid_data', data: null });
        expect(json(res)).toMatchObject({
          message: UPLOAD_CUT_OFF,
          errors: [{ field: 'file', message: UPLOAD_CUT_OFF }],
        });
      });
    }
  }

  /** Over a real socket: the body stops early and the client shuts its side (half-close). */
  async function overSocket(
    url: string,
    token: string,
    body: Buffer,
    framing: 'length' | 'chunked',
  ): Promise<{ status: number; text: string }> {
    const address = t.app.server.address() as net.AddressInfo;
    const socket = net.connect({ port: address.port, host: '127.0.0.1', allowHalfOpen: true });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const declared =
      framing === 'length' ? `Content-Length: ${body.length + 5000}` : 'Transfer-Encoding: chunked';
    socket.write(
      `POST ${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${declared}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(
      framing === 'length'
        ? body
        : Buffer.concat([
            Buffer.from(`${body.length.toString(16)}\r\n`),
            body,
            Buffer.from('\r\n'),
          ]),
    );
    socket.end();
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const text = Buffer.concat(chunks).toString('utf8');
    return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), text };
  }

  it('over a real socket, a body that stops before its Content-Length or its last chunk', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const route of ROUTES) {
      const whole = Buffer.concat([head(route.type), route.file, tail]);
      const half = whole.subarray(0, head(route.type).length + 100);
      for (const framing of ['length', 'chunked'] as const) {
        const res = await overSocket(route.url, route.who().accessToken, half, framing);
        expect(res.status, `${route.url} ${framing}: ${res.text}`).toBe(400);
        expect(res.text).toContain(BODY_CUT_OFF);
      }
    }
  });

  it('the whole file still goes through', async () => {
    for (const route of ROUTES) {
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: {
          ...bearer(route.who().accessToken),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: Buffer.concat([head(route.type), route.file, tail]),
      });
      expect(res.statusCode, `${route.url} ${res.body}`).toBeLessThan(300);
    }
  });
});

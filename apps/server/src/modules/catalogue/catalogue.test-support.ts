import type { Envelope as ContractEnvelope, ErrorCode, FieldError } from '@store/contract';
// Helpers shared by the catalogue's test files (not a test file itself).
import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import type { Config } from '../../config';
import { seedDemoCatalogue } from '../../demo/seed';
import { catalogueChanged } from './storefront/catalogue-cache';

/** A test app with the demo catalogue loaded. */
export async function seededApp(
  overrides: Partial<Record<keyof Config, unknown>> = {},
): Promise<TestApp> {
  const t = await createTestApp(overrides);
  const result = await seedDemoCatalogue(t.ctx);
  if (!result) throw new Error('demo catalogue was not loaded');
  return t;
}

/** An answer as the tests read it: the envelope, with a failure's code and field errors. */
export type Envelope<T> = ContractEnvelope<T> & { code?: ErrorCode; errors?: FieldError[] };

/** GET a path and check the answer's status; returns the parsed envelope. */
export async function get<T>(t: TestApp, url: string, status = 200): Promise<Envelope<T>> {
  const res = await t.app.inject({ method: 'GET', url });
  const body = json<Envelope<T>>(res);
  if (res.statusCode !== status) {
    throw new Error(
      `GET ${url}: expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 500)}`,
    );
  }
  if (status >= 400) {
    expect(body).toMatchObject({ success: false, data: null });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  }
  return body;
}

/** Runs SQL directly (to set up a state) and drops this process's catalogue caches. */
export async function execute(t: TestApp, query: SQL): Promise<void> {
  await t.ctx.db.execute(query);
  catalogueChanged(t.ctx);
}

export async function one<T>(t: TestApp, query: SQL): Promise<T> {
  const res = await t.ctx.db.execute(query);
  return res.rows[0] as T;
}

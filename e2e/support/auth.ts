import type { APIRequestContext, Page } from '@playwright/test';
import { randomPhone } from '../fixtures';

export interface Customer {
  name: string;
  phone: string;
  password: string;
}

/** Registers a new customer through the API. */
export async function registerCustomer(
  request: APIRequestContext,
  name = 'Asha Rao',
): Promise<Customer> {
  const customer = { name, phone: randomPhone(), password: 'tools-and-dies-42' };
  const res = await request.post('/api/auth/register', { data: customer });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return customer;
}

function expOf(token: string): number {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { exp: number };
  return payload.exp;
}

/**
 * Signs in through the API and stores the session in the browser under the spec's keys
 * (accessToken, refreshToken, userData, accessTokenExpiry, refreshTokenExpiry), as the login screen does.
 */
export async function signInAs(page: Page, who: { phone: string; password: string }) {
  const res = await page.request.post('/api/auth/login', {
    data: { phone: who.phone, password: who.password },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as {
    data: { access_token: string; refresh_token: string; user_metadata: unknown };
  };
  const { access_token, refresh_token, user_metadata } = body.data;
  if (page.url() === 'about:blank') await page.goto('/about');
  // The app must have started before the session is written. One still starting would read
  // it, and could refresh it while the journey moves on: a rotation whose answer is lost
  // leaves the browser a dead refresh token (CI failed that way once).
  await page.waitForFunction(
    () => (window as { __earlyInput?: { live: boolean } }).__earlyInput?.live === true,
  );
  await page.evaluate(
    (entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    {
      accessToken: access_token,
      refreshToken: refresh_token,
      userData: JSON.stringify(user_metadata),
      accessTokenExpiry: String(expOf(access_token)),
      refreshTokenExpiry: String(expOf(refresh_token)),
    },
  );
  return body.data;
}

/** Sign-in, tokens, profile and saved addresses, for the user of ../fixtures/accounts. */
import type { SavedAddress } from '@store/contract';
import { fakeJwt, loginResult, profileOf } from '../fixtures/accounts';
import { answer, fail, on } from '../answers';

export const savedAddress = (over: Partial<SavedAddress> = {}): SavedAddress => ({
  address_id: 'ad000000-0000-4000-8000-000000000001',
  customer_name: 'Asha Rao',
  phone_number: '9845012345',
  street_address: '14, 2nd Cross, Peenya',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
  created_at: '2026-01-01T00:00:00.000Z',
  last_used_at: '2026-02-01T00:00:00.000Z',
  ...over,
});

export const accountHandlers = [
  on('POST', '/auth/register', () => null),
  on('POST', '/auth/login', () => loginResult()),
  on('POST', '/auth/rotate-tokens', () => ({
    access_token: fakeJwt(15 * 60),
    refresh_token: fakeJwt(30 * 24 * 3600),
  })),
  on('POST', '/auth/logout', () => null),
  on('POST', '/auth/logout-all-devices', () => null),
  on('GET', '/auth/profile', () => profileOf()),
  on('PATCH', '/auth/profile', () => profileOf()),
  on('POST', '/auth/profile/update', () => profileOf()),
  on('GET', '/addresses', () => ({ content: [] })),
  on('GET', '/addresses/:id', ({ params }) => savedAddress({ address_id: String(params.id) })),
  on('POST', '/addresses', () => answer(savedAddress(), 'Address saved', 201)),
  on('PUT', '/addresses/:id', ({ params }) => savedAddress({ address_id: String(params.id) })),
  on('DELETE', '/addresses/:id', () => answer(null, 'Address deleted')),
];

/** The session is over: the refresh after a 401 is refused, so the client signs out. */
export const sessionOver = () =>
  on('POST', '/auth/rotate-tokens', () => fail(401, 'Session expired'));

/** Sign-in, tokens, profile and saved addresses, for the user of ../fixtures/accounts. */
import { fakeJwt, loginResult, profileOf } from '../fixtures/accounts';
import { fail, on } from '../answers';

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
  on('GET', '/addresses', () => ({ content: [] })),
];

/** The session is over: the refresh after a 401 is refused, so the client signs out. */
export const sessionOver = () =>
  on('POST', '/auth/rotate-tokens', () => fail(401, 'Session expired'));

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installContractCheck, takeContractMismatches } from './contract-check';
import { server } from './server';

// The machine running the suite is shared and busy: a screen may take seconds to settle. Waits
// end on their condition, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

// The shared fake API (docs/decisions/160): a request no handler answers fails the test.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  installContractCheck();
});
afterAll(() => server.close());

// Tests fail on an unexpected console.error.
const original = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  vi.useRealTimers();
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
  // An answer the api-client read that its route's contract schema refuses.
  const drift = takeContractMismatches();
  if (drift.length > 0) {
    throw new Error(
      `answer off the contract: ${drift.map((d) => `${d.route}: ${d.problem}`).join(' | ')}`,
    );
  }
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => undefined;

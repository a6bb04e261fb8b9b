import { afterEach, vi } from 'vitest';

// Tests fail on an unexpected console.error. With `isolate: false` one process runs many
// files and this file runs again before each of them: the errors are kept per process, and
// console.error is wrapped only when it is not wrapped already.
const store = globalThis as { __testConsoleErrors?: unknown[][] };
const wrapped = Symbol.for('store.test.console-error');
if (!(console.error as { [wrapped]?: true })[wrapped]) {
  const original = console.error;
  const wrapper = (...args: unknown[]) => {
    store.__testConsoleErrors?.push(args);
    original(...args);
  };
  console.error = Object.assign(wrapper, { [wrapped]: true as const });
}
store.__testConsoleErrors = [];
afterEach(() => {
  const seen = store.__testConsoleErrors ?? [];
  store.__testConsoleErrors = [];
  if (seen.length > 0) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
  vi.useRealTimers();
});

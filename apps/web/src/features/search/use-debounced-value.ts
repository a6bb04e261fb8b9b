import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms. An empty value passes at once, so
 * clearing the input clears the results without waiting.
 */
export function useDebouncedValue<T>(value: T, delay: number, immediate?: (v: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  const now = immediate?.(value) ?? false;
  if (now && settled !== value) setSettled(value);
  useEffect(() => {
    if (now) return;
    const t = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(t);
  }, [value, delay, now]);
  return settled;
}

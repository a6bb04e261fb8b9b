import { useEffect, type RefObject } from 'react';

/**
 * The search box's placeholder, the longest that fits the box (issue 43.16: it was cut off
 * where the header is crowded). Widths are of the text at the box's text-sm, with a margin.
 */
const PLACEHOLDERS = [
  { text: 'Search tools, brands or part numbers', width: 270 },
  { text: 'Search tools or part no.', width: 180 },
  { text: 'Search', width: 0 },
] as const;

/** The longest placeholder; what the server renders. */
export const FULL_PLACEHOLDER = PLACEHOLDERS[0].text;

/**
 * Shortens the input's placeholder (rendered as FULL_PLACEHOLDER) to the longest that fits,
 * as the box is resized. It writes the DOM attribute itself rather than through React state:
 * a re-render while the app takes over what was typed before the JavaScript arrived
 * (app/early-input.ts) lost the typed search and its Enter.
 */
export function useShortenedPlaceholder(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const el = input.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const style = getComputedStyle(el);
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      el.placeholder = (PLACEHOLDERS.find((p) => p.width <= room) ?? PLACEHOLDERS[2]).text;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [input]);
}

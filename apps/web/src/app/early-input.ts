/**
 * Early input (docs/decisions/140): a server-rendered page paints long before its JavaScript
 * has hydrated it. `public/page-init.js` holds the taps on buttons and the form submissions
 * made meanwhile in `window.__earlyInput`; once the app is live this replays them, after
 * handing React what was typed or chosen in the page's fields, so nothing a customer did early
 * is lost.
 */
import { flushSync } from 'react-dom';

interface HeldClick {
  type: 'click';
  target: HTMLElement;
}
/** Enter pressed in a field outside any form (the quantity stepper acts on it). */
interface HeldKey {
  type: 'key';
  target: HTMLElement;
  key: string;
}
interface HeldSubmit {
  type: 'submit';
  target: HTMLFormElement;
  submitter: HTMLElement | null;
}
export interface EarlyInput {
  /** the app is live: nothing is held any more */
  live: boolean;
  /** hydration has started (React listens): plain clicks on links are held too */
  hydrating: boolean;
  /** the app's modules failed to load: nothing is held */
  failed: boolean;
  queue: (HeldClick | HeldSubmit | HeldKey)[];
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

const TYPED =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], ' +
  'input[type="number"], input[type="password"], input[type="url"], textarea';

/**
 * A field whose value differs from the one React rendered gets an `input` event React sees as
 * a change: the value goes back to React's through React's own tracker, then the typed value in
 * again with the element's native setter (which the tracker does not see).
 */
function handOverTyped(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  const typed = field.value;
  if (typed === field.defaultValue) return false;
  field.value = field.defaultValue;
  const proto =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/** A select whose chosen option is not the rendered one gets a `change` event. */
function handOverChosen(select: HTMLSelectElement) {
  const rendered = Array.from(select.options).findIndex((o) => o.defaultSelected);
  if (select.selectedIndex !== Math.max(rendered, 0))
    select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Called just before hydration starts: from now on, links are held too. */
export function holdLinksWhileHydrating(early = window.__earlyInput): void {
  if (early) early.hydrating = true;
}

/**
 * Called once the hydrated page has committed: the screen's own Suspense boundary hydrates
 * after the app's root, and a controlled field there (the pincode box) must be live before it
 * is handed what was typed (root-layout.tsx `PageHydrated`). Stops the holding, hands over the fields under
 * `root`, then replays the held taps and submissions in the order they were made (an element
 * that is no longer in the page is skipped).
 */
export function replayEarlyInput(root: HTMLElement, early = window.__earlyInput): void {
  if (!early || early.live) return;
  early.live = true;
  const held = early.queue.splice(0);
  // rendered before the replay: a held submission reads what was typed
  flushSync(() => {
    const typed = Array.from(
      root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED),
    ).filter(handOverTyped);
    root.querySelectorAll('select').forEach(handOverChosen);
    // a field the customer has left: the app sees it left (a quantity is committed on blur)
    for (const field of typed)
      if (field !== document.activeElement)
        field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
  for (const item of held) {
    if (!item.target.isConnected) continue;
    if (item.type === 'click') item.target.click();
    else if (item.type === 'key')
      item.target.dispatchEvent(
        new KeyboardEvent('keydown', { key: item.key, bubbles: true, cancelable: true }),
      );
    else if (item.submitter && item.submitter.isConnected)
      item.target.requestSubmit(item.submitter);
    else item.target.requestSubmit();
  }
}

// The server's HTML and the browser's first render must be the same (docs/decisions/140):
// the screen is rendered with the server renderer from the first-screen answers, put in the
// page with its data block, and hydrated the way main.tsx does it. A hydration mismatch is a
// recoverable error (and a console error), which fails these tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { category, productDetail } from '../features/catalogue/test-support';
import { FALLBACK_SHOP } from '../lib/shop';
import { seedFirstScreen } from '../lib/first-screen';
import { createQueryClient } from '../lib/query-client';
import { THEME_KEY } from '../lib/theme';
import { renderOnServer } from './server-render.testing';
import { startApp } from './start';

const product = productDetail();
const entries: [QueryKey, unknown][] = [
  [['company'], FALLBACK_SHOP],
  [['categories', 'active'], [category(1, { name: 'Power Tools', slug: 'power-tools' })]],
  [['products', 'detail', product.slug], product],
];

// every hydrated root is unmounted after its case: a root left running keeps React's
// scheduler busy after the test file's window is gone ("window is not defined")
const roots: Root[] = [];
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
});

async function serverRenderedPage(url: string) {
  const rendered = await renderOnServer(url, entries);
  expect(rendered).not.toBeNull();
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root" data-ssr>${rendered!.html}</div><script type="application/json" id="first-screen">${JSON.stringify(entries).replace(/</g, '\\u003c')}</script>`;
  return document.getElementById('root')!;
}

async function hydrate(root: HTMLElement) {
  const client = createQueryClient();
  expect(seedFirstScreen(client)).toBe(entries.length);
  const recoverable = vi.fn();
  roots.push(await startApp(root, client, { onRecoverableError: recoverable }));
  // the toaster mounts in an effect after hydration: the page is live
  await screen.findByLabelText(/Notifications/, undefined, { timeout: 10_000 });
  return recoverable;
}

// each case starts a server renderer in a child process
vi.setConfig({ testTimeout: 60_000 });

describe('hydrating a server-rendered screen', () => {
  it('a product page hydrates without a mismatch and keeps the server’s markup', async () => {
    const root = await serverRenderedPage(`/product/${product.slug}`);
    const heading = root.querySelector('h1');
    expect(heading).toHaveTextContent(product.name);
    const recoverable = await hydrate(root);
    expect(recoverable).not.toHaveBeenCalled();
    // the same element, not a client re-render
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBe(heading);
  });

  it('stored state (a dark theme) comes after hydration, without a mismatch', async () => {
    localStorage.setItem(THEME_KEY, 'dark');
    const root = await serverRenderedPage(`/product/${product.slug}`);
    // the server renders the light theme's toggle
    expect(root.querySelector('[aria-label="Switch to dark theme"]')).not.toBeNull();
    const recoverable = await hydrate(root);
    expect(recoverable).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: 'Switch to light theme' }).length,
      ).toBeGreaterThan(0),
    );
  });
});

describe('what a customer does before hydration is kept (public/page-init.js)', () => {
  beforeAll(() => {
    // the page's head script, as the browser runs it (no app-modules meta here: nothing loads)
    const source = readFileSync(resolve(import.meta.dirname, '../../public/page-init.js'), 'utf8');
    new Function(source)();
  });
  beforeEach(() => {
    const early = window.__earlyInput!;
    early.live = false;
    early.hydrating = false;
    early.queue.length = 0;
  });

  it('a tap on a button is held, then acted on once the page is live (once)', async () => {
    const root = await serverRenderedPage(`/product/${product.slug}`);
    const toggle = root.querySelector<HTMLButtonElement>('[aria-label="Switch to dark theme"]')!;
    fireEvent.click(toggle);
    expect(window.__earlyInput!.queue).toHaveLength(1);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(await hydrate(root)).not.toHaveBeenCalled();
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(screen.getAllByRole('button', { name: 'Switch to light theme' }).length).toBeGreaterThan(
      0,
    );
    expect(window.__earlyInput!.live).toBe(true);
  });

  it('typing and pressing Enter in the search box before hydration search for what was typed', async () => {
    const root = await serverRenderedPage(`/product/${product.slug}`);
    const input = root.querySelector<HTMLInputElement>('form[role="search"] input')!;
    fireEvent.input(input, { target: { value: 'drill' } });
    fireEvent.submit(input.form!);
    expect(window.location.pathname).toBe(`/product/${product.slug}`);
    expect(await hydrate(root)).not.toHaveBeenCalled();
    await waitFor(() => expect(window.location.pathname).toBe('/search-results'));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('drill');
  });

  it('typing alone is handed to the app: the search box keeps it', async () => {
    const root = await serverRenderedPage(`/product/${product.slug}`);
    const input = root.querySelector<HTMLInputElement>('form[role="search"] input')!;
    fireEvent.input(input, { target: { value: 'drill' } });
    expect(await hydrate(root)).not.toHaveBeenCalled();
    // the app's state has it: clearing is offered
    expect(await screen.findByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    expect(input).toHaveValue('drill');
  });

  it('a link is the browser’s until hydration starts; clicked while hydrating, the router follows it', async () => {
    const root = await serverRenderedPage(`/product/${product.slug}`);
    const about = () => root.querySelector<HTMLAnchorElement>('footer a[href="/about"]')!;
    // not held: the browser would follow it (the event is not cancelled)
    expect(fireEvent.click(about())).toBe(true);
    expect(window.__earlyInput!.queue).toHaveLength(0);
    // hydration has started (start.tsx says so just before hydrateRoot)
    window.__earlyInput!.hydrating = true;
    expect(fireEvent.click(about())).toBe(false);
    expect(window.__earlyInput!.queue).toHaveLength(1);
    expect(await hydrate(root)).not.toHaveBeenCalled();
    await waitFor(() => expect(window.location.pathname).toBe('/about'));
  });
});

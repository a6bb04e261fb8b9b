import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { seedFirstScreen } from './first-screen';

afterEach(() => {
  document.body.innerHTML = '';
});

const block = (text: string) => {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'first-screen';
  el.textContent = text;
  document.body.append(el);
};

describe('seedFirstScreen', () => {
  it('puts the answers of the data block in the query cache and removes the block', () => {
    block(
      JSON.stringify([
        [['categories', 'active'], [{ category_id: 'c1', name: 'Drills' }]],
        [['products', 'detail', 'x'], { name: 'X \u003c/script>' }],
      ]),
    );
    const client = new QueryClient();
    expect(seedFirstScreen(client)).toBe(2);
    expect(client.getQueryData(['categories', 'active'])).toEqual([
      { category_id: 'c1', name: 'Drills' },
    ]);
    expect(client.getQueryData(['products', 'detail', 'x'])).toEqual({ name: 'X </script>' });
    expect(client.getQueryState(['categories', 'active'])?.isInvalidated).toBe(false);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('ignores a missing or malformed block', () => {
    const client = new QueryClient();
    expect(seedFirstScreen(client)).toBe(0);
    block('not json');
    expect(seedFirstScreen(client)).toBe(0);
    block(
      JSON.stringify([
        ['not a key', 1],
        [['k'], null],
      ]),
    );
    expect(seedFirstScreen(client)).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

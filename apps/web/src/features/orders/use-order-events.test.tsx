import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, Page } from '@store/contract';
import { showToast } from '../../lib/toast';
import { orderQueries } from './orders.api';
import { fail, ok, on, recordRequests, server, type RecordedRequest } from '../../test/server';
import { makeOrder, page, signIn, signOut, testQueryClient, USER } from './orders.testing';
import { POLL_AFTER_ERROR_MS, POLL_AFTER_SUCCESS_MS, useOrderEvents } from './use-order-events';

vi.mock('../../lib/toast', () => ({ showToast: vi.fn() }));

const event = (orderId: string, status: Order['status'], id: string) => ({
  event_id: id,
  eventType: 'CUSTOMER_ORDER_STATUS',
  action: 'REFRESH',
  entityType: 'ORDER',
  metadata: { orderId, status },
  created_at: '2026-11-21T10:00:00.000Z',
});

function setup(answers: Array<Response | (() => Response)>) {
  const client = testQueryClient();
  const placed = makeOrder({ status: 'PLACED' });
  const other = makeOrder({ status: 'CONFIRMED' });
  const listKey = orderQueries.list(USER.user_id, 0).queryKey;
  client.setQueryData(listKey, page([placed, other]));
  client.setQueryData(orderQueries.detail(USER.user_id, placed.order_id).queryKey, placed);
  let n = 0;
  const api = { requests: recordRequests() };
  server.use(
    on('GET', '/polling/user/events', () => {
      const a = answers[Math.min(n++, answers.length - 1)];
      return typeof a === 'function' ? a() : a!.clone();
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ enabled }) => useOrderEvents(enabled, USER.user_id), {
    wrapper,
    initialProps: { enabled: true },
  });
  const list = () => client.getQueryData<Page<Order>>(listKey)!.content;
  return { client, placed, other, api, hook, list };
}

const polls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path === '/polling/user/events');

describe('useOrderEvents (store-spec.md › States and transitions Live order updates)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00.000Z'));
    vi.mocked(showToast).mockClear();
    signIn();
  });
  afterEach(() => signOut());

  it('polls at once, then 5 s after each success, carrying lastEventId, and applies events', async () => {
    let orderId = '';
    const { api, list, placed, other, hook, client } = setup([
      ok({ events: [], lastEventId: '10' }),
      () => ok({ events: [event(orderId, 'CANCELLED', '11')], lastEventId: '11' }),
      ok({ events: [], lastEventId: '11' }),
    ]);
    orderId = placed.order_id;

    await vi.advanceTimersByTimeAsync(0);
    expect(polls(api.requests)).toHaveLength(1);
    const first = polls(api.requests)[0]!;
    expect(first.query.get('longPoll')).toBe('true');
    expect(first.query.has('lastEventId')).toBe(false);
    expect(first.headers.get('authorization')).toMatch(/^Bearer /);

    await vi.advanceTimersByTimeAsync(POLL_AFTER_SUCCESS_MS - 1);
    expect(polls(api.requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls(api.requests)).toHaveLength(2);
    expect(polls(api.requests)[1]!.query.get('lastEventId')).toBe('10');

    // The event: status, update time now, cancel flag cleared, info toast.
    const [updated, untouched] = list();
    expect(updated).toMatchObject({
      order_id: placed.order_id,
      status: 'CANCELLED',
      status_updated_at: '2026-11-21T12:00:05.000Z',
      can_be_cancelled_by_user: false,
    });
    expect(untouched).toEqual(other);
    expect(showToast).toHaveBeenCalledWith(
      `Order #${placed.order_id.slice(0, 8).toUpperCase()} status updated to CANCELLED`,
      'info',
    );
    // The cached detail follows and is marked stale for the next visit.
    const detail = client.getQueryState(
      orderQueries.detail(USER.user_id, placed.order_id).queryKey,
    );
    expect(detail?.data).toMatchObject({ status: 'CANCELLED' });
    expect(detail?.isInvalidated).toBe(true);

    await vi.advanceTimersByTimeAsync(POLL_AFTER_SUCCESS_MS);
    expect(polls(api.requests)).toHaveLength(3);
    expect(polls(api.requests)[2]!.query.get('lastEventId')).toBe('11');
    hook.unmount();
  });

  it('keeps the cancel flag for CONFIRMED and updates only that order', async () => {
    let orderId = '';
    const { list, placed, hook } = setup([
      ok({ events: [], lastEventId: '1' }),
      () => ok({ events: [event(orderId, 'CONFIRMED', '2')], lastEventId: '2' }),
    ]);
    orderId = placed.order_id;
    await vi.advanceTimersByTimeAsync(POLL_AFTER_SUCCESS_MS);
    expect(list()[0]).toMatchObject({ status: 'CONFIRMED', can_be_cancelled_by_user: true });
    expect(showToast).toHaveBeenCalledWith(
      expect.stringMatching(/^Order #[0-9A-F-]{8} status updated to CONFIRMED$/),
      'info',
    );
    hook.unmount();
  });

  it('retries 3 s after an error', async () => {
    const { api, hook } = setup([
      fail(500, 'Internal error', 'internal'),
      ok({ events: [], lastEventId: '5' }),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls(api.requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(POLL_AFTER_ERROR_MS - 1);
    expect(polls(api.requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls(api.requests)).toHaveLength(2);
    expect(polls(api.requests)[1]!.query.has('lastEventId')).toBe(false);
    hook.unmount();
  });

  it('stops when the page is left', async () => {
    const { api, hook } = setup([ok({ events: [], lastEventId: '1' })]);
    await vi.advanceTimersByTimeAsync(0);
    hook.unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls(api.requests)).toHaveLength(1);
  });

  it('stops when no access token exists, and does not start while disabled', async () => {
    const { api, hook } = setup([ok({ events: [], lastEventId: '1' })]);
    await vi.advanceTimersByTimeAsync(0);
    signOut();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls(api.requests)).toHaveLength(1);
    hook.rerender({ enabled: false });
    signIn();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls(api.requests)).toHaveLength(1);
    hook.unmount();
  });
});

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BuyingList, ListLine, QuickAddResult } from '@store/contract';
import { quantityProblem } from '@store/contract/quantity';
import { Button, buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { cardClass } from '../../components/ui/surface';
import { ApiError, messageOf } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { listPaths, listQueries, useListMutations, useListUser } from './lists.api';

/** /account/lists/:listId: a list's lines with today's price and stock (decisions.md › §23). */
export function ListScreen({ listId }: { listId: string }) {
  const userId = useListUser();
  const list = useQuery(listQueries.detail(userId, listId));
  usePageMeta(list.data?.name ?? 'List');
  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto max-w-4xl">
        <Link
          to={listPaths.all()}
          className="text-sm text-brand-700 hover:underline dark:text-brand-400"
        >
          ← My lists
        </Link>
        {list.isPending ? (
          <div role="status" aria-label="Loading the list" className="mt-4">
            <Skeleton className="h-60" />
          </div>
        ) : list.isError ? (
          <div className="mt-4">
            <ErrorState
              title={
                list.error instanceof ApiError && list.error.status === 404
                  ? 'List not found'
                  : 'Failed to load the list'
              }
              message={messageOf(list.error, 'Please try again.')}
            />
          </div>
        ) : (
          <ListBody key={list.data.updated_at} list={list.data} />
        )}
      </div>
    </Container>
  );
}

const stockText = (l: ListLine) =>
  !l.available
    ? 'No longer sold'
    : l.stock_quantity <= 0
      ? 'Out of stock'
      : l.stock_quantity < l.quantity
        ? `Only ${l.stock_quantity} in stock`
        : 'In stock';

function ListBody({ list }: { list: BuyingList }) {
  const lines = list.lines ?? [];
  const { update, remove, toCart } = useListMutations();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Record<string, string>>(
    Object.fromEntries(lines.map((l) => [l.product_id, String(l.quantity)])),
  );
  const [result, setResult] = useState<QuickAddResult | null>(null);
  const problems = Object.fromEntries(
    lines.map((l) => {
      const n = Number(draft[l.product_id]);
      const p = Number.isInteger(n) && n > 0 ? quantityProblem(l, n) : 'Enter a whole number';
      return [l.product_id, p];
    }),
  );
  const changed = lines.some((l) => draft[l.product_id] !== String(l.quantity));
  const save = (items: { product_id: string; quantity: number }[]) =>
    update.mutate(
      { id: list.list_id, items },
      {
        onSuccess: () => showToast('List saved', 'success'),
        onError: (e) => showToast(messageOf(e, 'Could not save the list'), 'error'),
      },
    );
  const total = lines.reduce((n, l) => n + l.unit_price * l.quantity, 0);
  return (
    <>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{list.name}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {list.shared ? 'Shared with your company' : 'Only you see this list'}
            {list.owner_name ? ` · made by ${list.owner_name}` : ''}
            {list.can_edit ? '' : ' · you can read it'}
          </p>
        </div>
        <Button
          disabled={toCart.isPending || lines.length === 0}
          onClick={() =>
            toCart.mutate(list.list_id, {
              onSuccess: setResult,
              onError: (e) => showToast(messageOf(e, 'Could not add the list'), 'error'),
            })
          }
        >
          Add all to cart
        </Button>
      </div>
      {result ? <ToCartResult result={result} /> : null}
      {lines.length === 0 ? (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          Nothing on this list yet: use “Add to list” on a product page, or “Save cart as list”.
        </p>
      ) : (
        <ul
          className={`${cardClass} mt-6 divide-y divide-slate-200 dark:divide-slate-800`}
          aria-label="Lines"
        >
          {lines.map((l) => (
            <li
              key={l.product_id}
              className="grid gap-3 p-4 sm:grid-cols-[1fr_8rem_9rem] sm:items-start"
            >
              <div className="min-w-0">
                <Link
                  to={paths.product(l.slug)}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-400"
                >
                  {l.name}
                </Link>
                <p className="font-mono text-xs text-slate-500 dark:text-slate-400">{l.sku}</p>
                <p className="text-sm">
                  {formatRupees(l.unit_price)} each today
                  {l.unit_price < l.list_price ? (
                    <span className="ml-1 text-slate-500 line-through dark:text-slate-400">
                      {formatRupees(l.list_price)}
                    </span>
                  ) : null}
                  {' · '}
                  <span
                    className={
                      l.stock_quantity >= l.quantity && l.available
                        ? 'text-emerald-700 dark:text-emerald-400'
                        : 'text-red-700 dark:text-red-400'
                    }
                  >
                    {stockText(l)}
                  </span>
                </p>
              </div>
              <div>
                <label className="block text-xs font-medium" htmlFor={`q-${l.product_id}`}>
                  Quantity
                </label>
                <input
                  id={`q-${l.product_id}`}
                  type="number"
                  inputMode="numeric"
                  min={l.min_order_qty}
                  step={l.pack_size}
                  disabled={!list.can_edit}
                  aria-invalid={problems[l.product_id] ? true : undefined}
                  className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
                  value={draft[l.product_id] ?? ''}
                  onChange={(e) => setDraft({ ...draft, [l.product_id]: e.target.value })}
                />
                {problems[l.product_id] ? (
                  <p className="mt-1 text-xs text-red-700 dark:text-red-400">
                    {problems[l.product_id]}
                  </p>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-2 sm:flex-col sm:items-end">
                <span className="font-semibold tabular-nums">
                  {formatRupees(l.unit_price * l.quantity)}
                </span>
                {list.can_edit ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      save(
                        lines
                          .filter((x) => x.product_id !== l.product_id)
                          .map((x) => ({ product_id: x.product_id, quantity: x.quantity })),
                      )
                    }
                  >
                    Remove<span className="sr-only"> {l.name}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 ? (
        <p className="mt-3 text-right text-sm">
          Today: <span className="font-semibold tabular-nums">{formatRupees(total)}</span>
        </p>
      ) : null}
      {list.can_edit ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {changed ? (
            <Button
              disabled={update.isPending || Object.values(problems).some(Boolean)}
              onClick={() =>
                save(
                  lines.map((l) => ({
                    product_id: l.product_id,
                    quantity: Number(draft[l.product_id]),
                  })),
                )
              }
            >
              Save quantities
            </Button>
          ) : null}
          {list.shared && !list.owned ? null : (
            <Button
              variant="outline"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: list.list_id, shared: !list.shared },
                  {
                    onSuccess: (l) =>
                      showToast(
                        l.shared ? 'Shared with your company' : 'Only you see it now',
                        'success',
                      ),
                    onError: (e) => showToast(messageOf(e, 'Could not change it'), 'error'),
                  },
                )
              }
            >
              {list.shared ? 'Stop sharing' : 'Share with my company'}
            </Button>
          )}
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(list.list_id, {
                onSuccess: () => {
                  showToast('List deleted', 'success');
                  void navigate(listPaths.all());
                },
                onError: (e) => showToast(messageOf(e, 'Could not delete it'), 'error'),
              })
            }
          >
            Delete list
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ToCartResult({ result }: { result: QuickAddResult }) {
  return (
    <div role="status" className={`${cardClass} mt-4 p-4 text-sm`}>
      <p className="font-medium">
        {result.added.length} {result.added.length === 1 ? 'product' : 'products'} added to your
        cart.{' '}
        <Link to={paths.cart()} className={buttonClass('outline', 'sm', 'ml-2')}>
          Go to cart
        </Link>
      </p>
      {result.rejected.length > 0 ? (
        <>
          <p className="mt-2 font-medium text-red-700 dark:text-red-400">Not added:</p>
          <ul className="mt-1 list-disc pl-5">
            {result.rejected.map((r) => (
              <li key={r.line}>
                <span className="font-mono">{r.sku}</span>: {r.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

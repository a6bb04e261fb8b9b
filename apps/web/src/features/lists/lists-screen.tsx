import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { cardClass } from '../../components/ui/surface';
import { TextField } from '../../components/ui/text-field';
import { messageOf } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { listPaths, listQueries, useListMutations, useListUser } from './lists.api';

/** /account/lists (decisions.md › §23): the caller's lists and their company's shared ones. */
export function ListsScreen() {
  usePageMeta('My lists', 'Buying lists you and your company keep.');
  const userId = useListUser();
  const lists = useQuery(listQueries.all(userId));
  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto max-w-3xl space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My lists</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            What you buy every week, ready to go into the cart at once. Shared lists belong to your
            company: every member sees them.
          </p>
        </div>
        <NewListForm />
        {lists.isPending ? (
          <div role="status" aria-label="Loading your lists">
            <Skeleton className="h-40" />
          </div>
        ) : lists.isError ? (
          <ErrorState
            title="Failed to load your lists"
            message={messageOf(lists.error, 'Please try again.')}
            onRetry={() => void lists.refetch()}
          />
        ) : lists.data.length === 0 ? (
          <EmptyState
            icon={<ListChecks className="h-10 w-10" aria-hidden="true" />}
            title="No lists yet"
            description="Save your cart as a list, or add products from their pages."
          />
        ) : (
          <ul className={`${cardClass} divide-y divide-slate-200 dark:divide-slate-800`}>
            {lists.data.map((l) => (
              <li key={l.list_id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link
                    to={listPaths.one(l.list_id)}
                    className="font-medium text-brand-700 hover:underline dark:text-brand-400"
                  >
                    {l.name}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {l.items.length} {l.items.length === 1 ? 'product' : 'products'} · changed{' '}
                    {formatDate(l.updated_at)}
                    {l.owner_name ? ` · by ${l.owner_name}` : ''}
                  </p>
                </div>
                {l.shared ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900/40 dark:text-brand-200">
                    Shared with company
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}

function NewListForm() {
  const { create } = useListMutations();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    create.mutate(
      { name, shared },
      {
        onSuccess: (l) => void navigate(listPaths.one(l.list_id)),
        onError: (err) => setError(messageOf(err, 'Could not make the list')),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Make a list"
      className={`${cardClass} grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end`}
    >
      <TextField
        label="New list"
        placeholder="e.g. Weekly consumables"
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <label className="flex h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={shared}
          onChange={(e) => setShared(e.target.checked)}
        />
        Share with my company
      </label>
      <Button type="submit" disabled={create.isPending}>
        Make list
      </Button>
      {error ? (
        <p
          role="alert"
          className="text-sm font-medium text-red-700 sm:col-span-3 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { Synonym } from '@store/contract';
import { ArrowRight, ArrowLeftRight, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable, dataRowClass } from '../../components/ui/data-table';
import { ScreenHeader } from '../../components/ui/screen-header';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { synonymQueries, useDeleteSynonym, useSaveSynonym } from './admin-search.api';

/** Phrases as typed in the one field: separated by commas. */
const phrasesOf = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function SynonymForm({ editing, onDone }: { editing: Synonym | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveSynonym();
  const [text, setText] = useState(editing ? editing.terms.join(', ') : '');
  const [oneWay, setOneWay] = useState(editing?.one_way ?? false);
  const [error, setError] = useState<string | undefined>();
  const [seen, setSeen] = useState(editing);
  if (seen !== editing) {
    setSeen(editing);
    setText(editing ? editing.terms.join(', ') : '');
    setOneWay(editing?.one_way ?? false);
    setError(undefined);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const terms = phrasesOf(text);
    if (terms.length < 2) {
      setError('Give at least two phrases, separated by commas');
      return;
    }
    save.mutate(
      { id: editing?.synonym_id, body: { terms, one_way: oneWay } },
      {
        onSuccess: (res) => {
          showToast(res.message);
          setText('');
          setOneWay(false);
          setError(undefined);
          onDone();
        },
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? (err.errors?.[0]?.message ?? err.message)
              : 'Could not save the synonym',
          ),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={`${id}-title`} className="mb-3 text-base font-semibold">
        {editing ? 'Change synonym' : 'Add a synonym'}
      </h3>
      <TextField
        label="Phrases"
        name="terms"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="welding rod, electrode"
        hint="Separate phrases with commas. Two-way: each stands for the others."
        error={error}
        maxLength={600}
      />
      <label className="mt-3 flex cursor-pointer items-center gap-2.5 text-sm font-medium">
        <input
          type="checkbox"
          checked={oneWay}
          onChange={(e) => setOneWay(e.target.checked)}
          className="h-4 w-4 rounded border-slate-300 accent-brand-600"
        />
        One-way: the first phrase stands for the others, not back
      </label>
      <div className="mt-4 flex gap-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Save synonym' : 'Add synonym'}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Row({ s, onEdit }: { s: Synonym; onEdit: () => void }) {
  const remove = useDeleteSynonym();
  const label = s.terms.join(', ');
  const [first, ...rest] = s.terms;
  return (
    <tr className={dataRowClass}>
      <td className="px-4 py-3">
        {s.one_way ? (
          <span className="inline-flex flex-wrap items-center gap-1.5">
            <span className="font-semibold">{first}</span>
            <ArrowRight className="h-4 w-4 text-slate-500" aria-label="stands for" />
            <span>{rest.join(', ')}</span>
          </span>
        ) : (
          <span className="font-medium">{s.terms.join(' · ')}</span>
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
        {s.one_way ? (
          'One-way'
        ) : (
          <span className="inline-flex items-center gap-1">
            <ArrowLeftRight className="h-4 w-4" aria-hidden="true" />
            Two-way
          </span>
        )}
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Change ${label}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Change
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          aria-label={`Remove ${label}`}
          onClick={() =>
            remove.mutate(s.synonym_id, {
              onSuccess: (res) => showToast(res.message),
              onError: (err) =>
                showToast(
                  err instanceof ApiError ? err.message : 'Could not remove the synonym',
                  'error',
                ),
            })
          }
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Remove
        </Button>
      </td>
    </tr>
  );
}

/**
 * /admin/search-synonyms: the trade's words the search reads as each other ("welding rod",
 * "electrode"). A change reaches every server process's search within seconds.
 */
export function SynonymsScreen() {
  const list = useQuery(synonymQueries.list());
  const [editing, setEditing] = useState<Synonym | null>(null);
  return (
    <section>
      <ScreenHeader
        title="Search synonyms"
        subtitle="Words buyers type for what the catalogue names otherwise. Joined and split words, sizes in inches or millimetres and one typo are read without an entry."
      />
      <SynonymForm editing={editing} onDone={() => setEditing(null)} />
      {list.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : list.isError ? (
        <ErrorState title="Failed to load synonyms" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="No synonyms yet" description="Add the first one above." />
      ) : (
        <DataTable
          caption="Search synonyms"
          columns={[
            { label: 'Phrases' },
            { label: 'Kind' },
            { label: 'Actions', hidden: true, align: 'right' },
          ]}
          minWidth={560}
          busy={list.isFetching}
        >
          {list.data.map((s) => (
            <Row key={s.synonym_id} s={s} onEdit={() => setEditing(s)} />
          ))}
        </DataTable>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, Select } from '../../components/ui/form-controls';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import {
  listPaths,
  listQueries,
  useListMutations,
  useListUser,
  type ListLineInput,
} from './lists.api';

const NEW = 'new';

/** Puts lines on one of the caller's lists, or on a new one (shared with the company or not). */
export function SaveToListDialog({
  lines,
  title,
  newOnly,
  onClose,
}: {
  lines: ListLineInput[];
  title: string;
  newOnly: boolean;
  onClose: () => void;
}) {
  const userId = useListUser();
  const lists = useQuery({ ...listQueries.all(userId), enabled: !newOnly && userId !== null });
  const editable = (lists.data ?? []).filter((l) => l.can_edit);
  const [picked, setTarget] = useState<string | null>(null);
  const target = picked ?? editable[0]?.list_id ?? NEW;
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { create, update } = useListMutations();
  const busy = create.isPending || update.isPending;
  const saved = (id: string, listName: string) => {
    showToast(`Saved to ${listName}`, 'success');
    onClose();
    return id;
  };
  const fail = (e: unknown) => setError(messageOf(e, 'Could not save the list'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (target === NEW) {
      create.mutate(
        { name, shared, items: lines },
        { onSuccess: (l) => saved(l.list_id, l.name), onError: fail },
      );
      return;
    }
    const list = editable.find((l) => l.list_id === target);
    if (!list) return;
    const merged = new Map(list.items.map((i) => [i.product_id, i.quantity]));
    for (const l of lines) merged.set(l.product_id, l.quantity);
    update.mutate(
      {
        id: list.list_id,
        items: [...merged].map(([product_id, quantity]) => ({ product_id, quantity })),
      },
      { onSuccess: (l) => saved(l.list_id, l.name), onError: fail },
    );
  };
  return (
    <Modal open onOpenChange={(o) => (o ? null : onClose())} title={title}>
      <form onSubmit={submit} className="space-y-4" aria-label={title}>
        {!newOnly && editable.length > 0 ? (
          <Field label="List">
            {({ id }) => (
              <Select id={id} value={target} onChange={(e) => setTarget(e.target.value)}>
                {editable.map((l) => (
                  <option key={l.list_id} value={l.list_id}>
                    {l.name}
                    {l.shared ? ' (shared)' : ''}
                  </option>
                ))}
                <option value={NEW}>A new list…</option>
              </Select>
            )}
          </Field>
        ) : null}
        {target === NEW ? (
          <>
            <TextField
              label="List name"
              required
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={shared}
                onChange={(e) => setShared(e.target.checked)}
              />
              Share with my company
            </label>
          </>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
          <Link
            to={listPaths.all()}
            className="text-sm text-brand-700 hover:underline dark:text-brand-400"
          >
            My lists
          </Link>
        </div>
      </form>
    </Modal>
  );
}

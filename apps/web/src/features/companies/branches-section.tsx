import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Branch, BranchBody, BusinessCompany } from '@store/contract';
import { INDIAN_STATES } from '@store/contract/gst';
import { Button } from '../../components/ui/button';
import { Field, Select } from '../../components/ui/form-controls';
import { cardClass } from '../../components/ui/surface';
import { TextField } from '../../components/ui/text-field';
import { ApiError, messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { branchQueries, useBranchMutations } from './branches.api';
import { companyQueries, useCompanyUser } from './companies.api';

/**
 * Branches on /account/company (decisions.md › §23): each with its own GSTIN and address; an
 * ADMIN adds, edits and removes them and says which buyer buys for which branch.
 */
export function BranchesSection() {
  const userId = useCompanyUser();
  const company = useQuery(companyQueries.mine(userId));
  const branches = useQuery(branchQueries.list(company.data ? userId : null));
  const [editing, setEditing] = useState<Branch | 'new' | null>(null);
  const { remove } = useBranchMutations();
  const c = company.data;
  if (!c || !branches.data) return null;
  const isAdmin = c.my_role === 'ADMIN';
  return (
    <div className="mx-auto mt-6 max-w-3xl space-y-6">
      <section className={`${cardClass} p-5`} aria-labelledby="branches-heading">
        <h2 id="branches-heading" className="text-lg font-semibold">
          Branches
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          A plant in another state is billed to its own GSTIN, so it keeps its input tax credit.
        </p>
        {branches.data.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No branches yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {branches.data.map((b) => (
              <li
                key={b.branch_id}
                className="flex flex-wrap items-start justify-between gap-3 py-3"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium">{b.name}</p>
                  <p className="font-mono text-xs">{b.gstin ?? 'Registered GSTIN'}</p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {[b.address.line1, b.address.line2, b.address.city].filter(Boolean).join(', ')},{' '}
                    {b.address.state} {b.address.pincode}
                  </p>
                </div>
                {isAdmin ? (
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(b)}>
                      Edit<span className="sr-only"> {b.name}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(b.branch_id, {
                          onSuccess: () => showToast('Branch removed', 'success'),
                          onError: (e) => showToast(messageOf(e, 'Could not remove it'), 'error'),
                        })
                      }
                    >
                      Remove<span className="sr-only"> {b.name}</span>
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {isAdmin && editing ? (
          <BranchForm
            key={editing === 'new' ? 'new' : editing.branch_id}
            branch={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : isAdmin ? (
          <Button className="mt-3" variant="outline" onClick={() => setEditing('new')}>
            Add a branch
          </Button>
        ) : null}
      </section>
      {isAdmin && branches.data.length > 0 ? (
        <BranchBuyers company={c} branches={branches.data} />
      ) : null}
    </div>
  );
}

const EMPTY = { name: '', gstin: '', line1: '', line2: '', city: '', state: '', pincode: '' };

function BranchForm({ branch, onDone }: { branch: Branch | null; onDone: () => void }) {
  const { create, update } = useBranchMutations();
  const [f, setF] = useState(
    branch
      ? {
          name: branch.name,
          gstin: branch.gstin ?? '',
          ...branch.address,
          line2: branch.address.line2 ?? '',
        }
      : EMPTY,
  );
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: k === 'gstin' ? e.target.value.toUpperCase() : e.target.value });
  const busy = create.isPending || update.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const body = {
      name: f.name,
      gstin: f.gstin.trim() || null,
      address: { line1: f.line1, line2: f.line2, city: f.city, state: f.state, pincode: f.pincode },
    } as BranchBody;
    const done = {
      onSuccess: () => {
        showToast(branch ? 'Branch updated' : 'Branch added', 'success');
        onDone();
      },
      onError: (err: unknown) => {
        const fields = Object.fromEntries(
          (err instanceof ApiError ? (err.errors ?? []) : []).map((x) => [
            x.field.replace(/^address\./, ''),
            x.message,
          ]),
        );
        setError({ message: messageOf(err, 'Could not save the branch'), fields });
      },
    };
    if (branch) update.mutate({ id: branch.branch_id, ...body }, done);
    else create.mutate(body, done);
  };
  const fe = (k: string) => error?.fields[k];
  return (
    <form
      onSubmit={submit}
      aria-label={branch ? `Edit ${branch.name}` : 'Add a branch'}
      className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800"
    >
      <TextField
        label="Branch name"
        required
        maxLength={100}
        value={f.name}
        onChange={set('name')}
        error={fe('name')}
      />
      <TextField
        label="GSTIN (optional)"
        maxLength={15}
        autoCapitalize="characters"
        hint="Your company's PAN, with the branch state's code"
        value={f.gstin}
        onChange={set('gstin')}
        error={fe('gstin')}
      />
      <TextField
        label="Address line"
        required
        maxLength={200}
        value={f.line1}
        onChange={set('line1')}
        error={fe('line1')}
      />
      <TextField
        label="Second line (optional)"
        maxLength={200}
        value={f.line2}
        onChange={set('line2')}
      />
      <TextField
        label="City"
        required
        maxLength={100}
        value={f.city}
        onChange={set('city')}
        error={fe('city')}
      />
      <Field label="State" error={fe('state')}>
        {({ id }) => (
          <Select id={id} required value={f.state} onChange={set('state')}>
            <option value="">Choose a state</option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        label="Pincode"
        required
        inputMode="numeric"
        maxLength={6}
        value={f.pincode}
        onChange={(e) => setF({ ...f, pincode: e.target.value.replace(/\D/g, '') })}
        error={fe('pincode')}
      />
      {error ? (
        <p
          role="alert"
          className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-400"
        >
          {error.message}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {branch ? 'Save branch' : 'Add branch'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Which member buys for which branch (a branch buyer's orders are billed to it only). */
function BranchBuyers({ company, branches }: { company: BusinessCompany; branches: Branch[] }) {
  const { assign } = useBranchMutations();
  const members = company.members.filter((m) => m.role !== 'VIEWER');
  return (
    <section className={`${cardClass} p-5`} aria-labelledby="branch-buyers-heading">
      <h2 id="branch-buyers-heading" className="text-lg font-semibold">
        Who buys for which branch
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {members.map((m) => (
          <li key={m.user_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="text-sm font-medium">
              {m.name} <span className="text-slate-500 dark:text-slate-400">· {m.role}</span>
            </span>
            <Field label={`Branch of ${m.name}`} className="w-full sm:w-64">
              {({ id }) => (
                <Select
                  id={id}
                  value={m.branch_id ?? ''}
                  disabled={assign.isPending}
                  onChange={(e) =>
                    assign.mutate(
                      { memberId: m.user_id, branchId: e.target.value || null },
                      {
                        onSuccess: () => showToast(`${m.name}'s branch saved`, 'success'),
                        onError: (err) => showToast(messageOf(err, 'Could not save it'), 'error'),
                      },
                    )
                  }
                >
                  <option value="">The whole company</option>
                  {branches.map((b) => (
                    <option key={b.branch_id} value={b.branch_id}>
                      {b.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </li>
        ))}
      </ul>
    </section>
  );
}

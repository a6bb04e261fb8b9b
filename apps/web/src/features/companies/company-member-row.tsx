import { useState, type FormEvent } from 'react';
import type { CompanyMember, CompanyRole, UpdateMemberBody } from '@store/contract';
import { COMPANY_ROLES, UpdateMemberBodySchema } from '@store/contract/companies';
import { Button } from '../../components/ui/button';
import { Field, Select } from '../../components/ui/form-controls';
import { TextField } from '../../components/ui/text-field';
import { messageOf } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useCompanyMutations } from './companies.api';

/** "limit ₹25,000.00" / "no limit" of a BUYER; nothing for the other roles. */
const limitText = (m: CompanyMember) =>
  m.role === 'BUYER'
    ? ` · ${m.order_limit !== null ? `limit ${formatRupees(m.order_limit)}` : 'no limit'}`
    : '';

/**
 * One member of the company: name, phone, role and a BUYER's order limit; for an ADMIN, Change
 * (role and limit, PATCH /companies/mine/members/{user_id}) and Remove (issue 43.4).
 */
export function MemberRow({ member, editable }: { member: CompanyMember; editable: boolean }) {
  const { remove } = useCompanyMutations();
  const [editing, setEditing] = useState(false);
  const fail = (err: unknown) => showToast(messageOf(err, 'Could not change the member'), 'error');
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium">{member.name}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {member.phone} · {member.role}
            {limitText(member)}
          </p>
        </div>
        {editable && !editing ? (
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Change ${member.name}`}
              onClick={() => setEditing(true)}
            >
              Change
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${member.name}`}
              onClick={() => remove.mutate(member.user_id, { onError: fail })}
            >
              Remove
            </Button>
          </div>
        ) : null}
      </div>
      {editable && editing ? <MemberForm member={member} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

/**
 * The role and, for a BUYER, the order limit in rupees (empty: no limit). Sends only what
 * changed. The server keeps a limit while the member is not a BUYER, so it is shown (and
 * kept) when the role goes back to BUYER.
 */
function MemberForm({ member, onDone }: { member: CompanyMember; onDone: () => void }) {
  const { update } = useCompanyMutations();
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [limit, setLimit] = useState(member.order_limit === null ? '' : String(member.order_limit));
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const typed = limit.trim() === '' ? null : Number(limit.trim().replace(/,/g, ''));
    const body: UpdateMemberBody = {
      ...(role !== member.role ? { role } : {}),
      ...(role === 'BUYER' && typed !== member.order_limit ? { order_limit: typed } : {}),
    };
    const parsed = UpdateMemberBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter an amount in rupees');
      return;
    }
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { userId: member.user_id, ...body },
      {
        onSuccess: () => {
          showToast('Member changed', 'success');
          onDone();
        },
        onError: (err) => setError(messageOf(err, 'Could not change the member')),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Change ${member.name}`}
      className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start dark:bg-slate-800/60"
    >
      <Field label="Role">
        {({ id }) => (
          <Select id={id} value={role} onChange={(e) => setRole(e.target.value as CompanyRole)}>
            {COMPANY_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        label="Order limit (₹)"
        inputMode="decimal"
        disabled={role !== 'BUYER'}
        placeholder={role === 'BUYER' ? 'No limit' : '—'}
        hint={role === 'BUYER' ? 'Empty: no limit' : 'Only a BUYER has a limit'}
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
      />
      <div className="flex gap-2 sm:pt-[1.625rem]">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
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

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BusinessCompany, CompanyRole } from '@store/contract';
import { stateOfGstin } from '@store/contract/companies';
import { Button } from '../../components/ui/button';
import { Field, Select } from '../../components/ui/form-controls';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { cardClass } from '../../components/ui/surface';
import { TextField } from '../../components/ui/text-field';
import { messageOf } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { companyQueries, useCompanyMutations, useCompanyUser } from './companies.api';
import { MemberRow } from './company-member-row';
import { CompanyStatement } from './company-statement';

const ROLE_NAMES: Record<CompanyRole, string> = {
  ADMIN: 'Admin (members, limits, approvals)',
  BUYER: 'Buyer (orders up to a limit)',
  VIEWER: 'Viewer (sees orders and invoices)',
};

/** /account/company: create the company, or see and manage its members (decisions.md › §16). */
export function CompanyScreen() {
  usePageMeta('My company');
  const userId = useCompanyUser();
  const query = useQuery(companyQueries.mine(userId));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">My company</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Buy as a company: members share its GSTIN, orders and invoices, and a buyer’s large order
          waits for an approver.
        </p>
      </div>
      {query.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : query.isError ? (
        <ErrorState
          title="Failed to load your company"
          message={messageOf(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      ) : query.data ? (
        <CompanyDetails company={query.data} />
      ) : (
        <CreateCompanyForm />
      )}
    </div>
  );
}

/** The GSTIN's state, once 15 characters are typed (the billing state is the GSTIN's, §16). */
function gstinState(gstin: string): string | null {
  return gstin.length === 15 ? stateOfGstin(gstin) : null;
}

function CreateCompanyForm() {
  const { create } = useCompanyMutations();
  const [form, setForm] = useState({ legal_name: '', gstin: '' });
  const [address, setAddress] = useState({ line: '', city: '', pincode: '' });
  const [error, setError] = useState<string | null>(null);
  const state = gstinState(form.gstin);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    create.mutate(
      { ...form, billing_address_parts: address },
      {
        onSuccess: () => showToast('Company created', 'success'),
        onError: (err) => setError(messageOf(err, 'Could not create the company')),
      },
    );
  };
  return (
    <form onSubmit={submit} className={`${cardClass} space-y-4 p-5`} aria-label="Create a company">
      <h2 className="text-lg font-semibold">Create your company</h2>
      <TextField
        label="Legal name"
        required
        maxLength={200}
        value={form.legal_name}
        onChange={(e) => setForm({ ...form, legal_name: e.target.value })}
      />
      <TextField
        label="GSTIN"
        required
        maxLength={15}
        autoCapitalize="characters"
        hint="15 characters, e.g. 29AAACB1234C1ZB; its state is your billing state"
        value={form.gstin}
        onChange={(e) => setForm({ ...form, gstin: e.target.value.toUpperCase() })}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Registered billing address</legend>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          As on your GST registration: it is the “Bill to” of your tax invoices.
        </p>
        <TextField
          label="Address line"
          required
          maxLength={300}
          autoComplete="street-address"
          value={address.line}
          onChange={(e) => setAddress({ ...address, line: e.target.value })}
        />
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label="City"
            required
            maxLength={100}
            autoComplete="address-level2"
            value={address.city}
            onChange={(e) => setAddress({ ...address, city: e.target.value })}
          />
          <TextField
            label="Pincode"
            required
            inputMode="numeric"
            maxLength={6}
            pattern="[1-9][0-9]{5}"
            autoComplete="postal-code"
            value={address.pincode}
            onChange={(e) => setAddress({ ...address, pincode: e.target.value.replace(/\D/g, '') })}
          />
          <div className="text-sm">
            <span className="block font-medium">State</span>
            <span className="mt-2 block text-slate-600 dark:text-slate-400" aria-live="polite">
              {state ?? 'From the GSTIN'}
            </span>
          </div>
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create company'}
      </Button>
    </form>
  );
}

function CompanyDetails({ company }: { company: BusinessCompany }) {
  const isAdmin = company.my_role === 'ADMIN';
  return (
    <>
      <section className={`${cardClass} p-5`} aria-labelledby="company-heading">
        <h2 id="company-heading" className="text-lg font-semibold">
          {company.legal_name}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">GSTIN</dt>
            <dd className="font-mono">{company.gstin}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Billing state</dt>
            <dd>{company.billing_state}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-slate-500 dark:text-slate-400">Billing address</dt>
            <dd>{company.billing_address}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Credit terms</dt>
            <dd>
              {company.credit_days
                ? `${company.credit_days} days${company.credit_limit !== null ? `, limit ${formatRupees(company.credit_limit)}` : ''}`
                : 'None (ask us for credit terms)'}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Unpaid on credit</dt>
            <dd>{formatRupees(company.outstanding)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm">
          <Link to={paths.orders()} className="text-brand-700 hover:underline dark:text-brand-400">
            Company orders are on My Orders
          </Link>
        </p>
      </section>
      <CompanyStatement company={company} />
      <section className={`${cardClass} p-5`} aria-labelledby="members-heading">
        <h2 id="members-heading" className="text-lg font-semibold">
          Members
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {company.members.map((m) => (
            <MemberRow key={m.user_id} member={m} editable={isAdmin} />
          ))}
        </ul>
        {isAdmin ? <AddMemberForm /> : null}
      </section>
    </>
  );
}

function AddMemberForm() {
  const { add } = useCompanyMutations();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<CompanyRole>('BUYER');
  const [limit, setLimit] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    add.mutate(
      {
        phone,
        role,
        ...(role === 'BUYER' && limit.trim() ? { order_limit: Number(limit) } : {}),
      },
      {
        onSuccess: () => {
          setPhone('');
          setLimit('');
          showToast('Member added', 'success');
        },
        onError: (err) => setError(messageOf(err, 'Could not add the member')),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Add a member"
      className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end dark:border-slate-800"
    >
      <TextField
        label="Phone of an existing customer"
        inputMode="numeric"
        required
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <Field label="Role">
        {({ id }) => (
          <Select id={id} value={role} onChange={(e) => setRole(e.target.value as CompanyRole)}>
            {(['ADMIN', 'BUYER', 'VIEWER'] as const).map((r) => (
              <option key={r} value={r} title={ROLE_NAMES[r]}>
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
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
      />
      <Button type="submit" disabled={add.isPending}>
        Add member
      </Button>
      {error ? (
        <p
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-400 sm:col-span-4"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}

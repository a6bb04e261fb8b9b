import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BusinessCompany } from '@store/contract';
import { Field, Select } from '../../components/ui/form-controls';
import { branchQueries } from './branches.api';
import { useCompanyUser } from './companies.api';

/**
 * The checkout's "Bill to" for a company purchase (decisions.md › §23): the registered GSTIN
 * or one of the company's branches; a buyer assigned to a branch has it chosen and fixed.
 */
export function BranchChoice({
  company: c,
  value,
  onChange,
  disabled,
}: {
  company: BusinessCompany;
  value: string | null;
  onChange: (branchId: string | null) => void;
  disabled?: boolean;
}) {
  const userId = useCompanyUser();
  const branches = useQuery(branchQueries.list(userId)).data ?? [];
  const fixed = c.my_branch_id ?? null;
  useEffect(() => {
    if (fixed && value !== fixed) onChange(fixed);
  }, [fixed, value, onChange]);
  const chosen = branches.find((b) => b.branch_id === (fixed ?? value));
  const billed = chosen?.gstin
    ? {
        gstin: chosen.gstin,
        address: [chosen.address.line1, chosen.address.line2, chosen.address.city]
          .filter(Boolean)
          .join(', ')
          .concat(`, ${chosen.address.state} ${chosen.address.pincode}`),
      }
    : { gstin: c.gstin, address: c.billing_address };
  return (
    <div className="space-y-3">
      {branches.length > 0 ? (
        <Field
          label="Branch"
          hint={fixed ? 'You buy for this branch' : 'Billed to the branch’s GSTIN and address'}
        >
          {({ id, describedBy }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              value={fixed ?? value ?? ''}
              disabled={disabled || !!fixed}
              onChange={(e) => onChange(e.target.value || null)}
            >
              <option value="">{c.legal_name} (registered office)</option>
              {branches.map((b) => (
                <option key={b.branch_id} value={b.branch_id}>
                  {b.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">GSTIN</dt>
          <dd className="font-mono">{billed.gstin}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Billed to</dt>
          <dd>
            {c.legal_name}, {billed.address}
          </dd>
        </div>
      </dl>
    </div>
  );
}

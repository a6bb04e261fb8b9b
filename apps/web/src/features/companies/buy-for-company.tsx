import { useQuery } from '@tanstack/react-query';
import { PO_NUMBER_MAX } from '@store/contract/companies';
import { TextField } from '../../components/ui/text-field';
import { BranchChoice } from './branch-choice';
import { companyQueries, useCompanyUser } from './companies.api';

/** The checkout's company purchase (decisions.md › §16). */
export interface CompanyChoice {
  companyId: string | null;
  poNumber: string;
  onCredit: boolean;
  /** The branch billed (decisions.md › §23); null: the registered GSTIN. */
  branchId?: string | null;
}
export const EMPTY_COMPANY_CHOICE: CompanyChoice = {
  companyId: null,
  poNumber: '',
  onCredit: false,
};

/** The POST /orders fields of the choice (nothing for a personal purchase). */
export function companyChoiceBody(v: CompanyChoice) {
  if (!v.companyId) return {};
  return {
    company_id: v.companyId,
    ...(v.poNumber.trim() ? { po_number: v.poNumber.trim() } : {}),
    ...(v.branchId ? { branch_id: v.branchId } : {}),
    ...(v.onCredit ? { payment_method: 'ON_CREDIT' as const } : {}),
  };
}

/**
 * "Buy for <company>": for a member who may order (not a VIEWER), the company's GSTIN and
 * billing details filled in, a PO number, and "On credit (N days)" when staff gave terms.
 */
export function BuyForCompany({
  value,
  onChange,
  disabled,
}: {
  value: CompanyChoice;
  onChange: (v: CompanyChoice) => void;
  disabled?: boolean;
}) {
  const userId = useCompanyUser();
  const mine = useQuery(companyQueries.mine(userId));
  const c = mine.data;
  if (!c || c.my_role === 'VIEWER') return null;
  const on = value.companyId === c.company_id;
  return (
    <div className="mb-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={on}
          disabled={disabled}
          onChange={(e) =>
            onChange(
              e.target.checked ? { ...value, companyId: c.company_id } : EMPTY_COMPANY_CHOICE,
            )
          }
        />
        Buy for {c.legal_name}
      </label>
      {on ? (
        <div className="mt-3 space-y-3">
          <BranchChoice
            company={c}
            value={value.branchId ?? null}
            disabled={disabled}
            onChange={(branchId) => onChange({ ...value, branchId })}
          />
          <TextField
            label="PO number (optional)"
            name="po_number"
            maxLength={PO_NUMBER_MAX}
            disabled={disabled}
            value={value.poNumber}
            onChange={(e) => onChange({ ...value, poNumber: e.target.value })}
          />
          {c.credit_days ? (
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={value.onCredit}
                disabled={disabled}
                onChange={(e) => onChange({ ...value, onCredit: e.target.checked })}
              />
              On credit ({c.credit_days} days)
            </label>
          ) : null}
          {c.my_role === 'BUYER' ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              An order above your limit waits for a company admin’s approval.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

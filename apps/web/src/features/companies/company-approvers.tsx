import { useQuery } from '@tanstack/react-query';
import { companyQueries, useCompanyUser } from './companies.api';

/** The names of the caller's company's ADMINs, who approve a buyer's order above the limit. */
export function useCompanyApprovers(enabled = true): string[] {
  const userId = useCompanyUser();
  const company = useQuery(companyQueries.mine(enabled ? userId : null));
  return (company.data?.members ?? []).filter((m) => m.role === 'ADMIN').map((m) => m.name);
}

/** "Meera Rao", "Meera Rao or Vikram Shah", "Meera Rao, Vikram Shah or Anil Das". */
export const approverNames = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/**
 * Who approves an order waiting for approval (decisions.md › §16): "your company’s ADMIN
 * (Meera Rao)"; the names once the company is known, the role alone before.
 */
export function CompanyApprovers({ prefix = 'your company’s ADMIN' }: { prefix?: string }) {
  const names = useCompanyApprovers();
  return (
    <>
      {prefix}
      {names.length > 0 ? (
        <>
          {' '}
          (<strong className="font-semibold">{approverNames(names)}</strong>)
        </>
      ) : null}
    </>
  );
}

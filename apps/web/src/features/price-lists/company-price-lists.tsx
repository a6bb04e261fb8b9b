import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { priceListPaths, validityText } from './price-lists-screen';
import { priceListQueries } from './price-lists.api';

/** A company's price lists on the staff Companies screen (decisions.md › §22). */
export function CompanyPriceLists({ companyId }: { companyId: string }) {
  const lists = useQuery(priceListQueries.all(companyId));
  return (
    <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
      <span className="font-medium">Price lists: </span>
      {lists.data?.length
        ? lists.data.map((l, i) => (
            <span key={l.price_list_id}>
              {i > 0 ? ', ' : ''}
              <Link
                to={priceListPaths.edit(l.price_list_id)}
                className="text-brand-700 hover:underline dark:text-brand-400"
              >
                {l.name}
              </Link>{' '}
              ({validityText(l.valid_from, l.valid_until)})
            </span>
          ))
        : lists.isPending
          ? '…'
          : 'none'}
    </p>
  );
}

import type { SavedAddress } from '@store/contract';
import { clsx } from 'clsx';
import { BookUser } from 'lucide-react';
import { addressLine } from './addresses.api';

export const NEW_ADDRESS = 'new';

/**
 * Checkout's "Deliver to a saved address": one radio per saved address and one for a new
 * address. Choosing an address fills the shipping form (the route screen does the filling).
 */
export function SavedAddressPicker({
  addresses,
  chosen,
  onChoose,
  disabled,
}: {
  addresses: SavedAddress[];
  /** The chosen address id, or NEW_ADDRESS. */
  chosen: string;
  onChoose: (address: SavedAddress | null) => void;
  disabled?: boolean;
}) {
  if (addresses.length === 0) return null;
  const option = (id: string, checked: boolean) =>
    clsx(
      'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
      checked
        ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-slate-800'
        : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60',
      id === NEW_ADDRESS && 'items-center',
    );
  return (
    <fieldset className="mb-6" disabled={disabled}>
      <legend className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <BookUser className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        Deliver to a saved address
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {addresses.map((a) => (
          <label key={a.address_id} className={option(a.address_id, chosen === a.address_id)}>
            <input
              type="radio"
              name="saved-address"
              value={a.address_id}
              checked={chosen === a.address_id}
              onChange={() => onChoose(a)}
              className="mt-0.5 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900 dark:text-slate-100">
                {a.customer_name} · {a.phone_number}
              </span>
              <span className="block break-words text-slate-600 dark:text-slate-400">
                {addressLine(a)}
              </span>
            </span>
          </label>
        ))}
        <label className={option(NEW_ADDRESS, chosen === NEW_ADDRESS)}>
          <input
            type="radio"
            name="saved-address"
            value={NEW_ADDRESS}
            checked={chosen === NEW_ADDRESS}
            onChange={() => onChoose(null)}
            className="accent-brand-600"
          />
          <span className="font-semibold text-slate-900 dark:text-slate-100">
            Use a new address
          </span>
        </label>
      </div>
    </fieldset>
  );
}

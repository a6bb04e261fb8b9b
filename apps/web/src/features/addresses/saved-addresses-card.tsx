import { useQuery } from '@tanstack/react-query';
import type { SavedAddress, Shipping } from '@store/contract';
import { shippingOf } from '@store/contract/addresses';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/states';
import { messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { addressLine, addressQueries, useDeleteAddress, useSaveAddress } from './addresses.api';

export interface AddressFormSlot {
  defaultValues: Partial<Shipping>;
  onSubmit: (values: Shipping) => void;
  disabled: boolean;
}

/**
 * Account Settings → Saved addresses: the addresses checkout offers, with Edit and Delete
 * (and Add). `renderForm` is the checkout's shipping form, composed by the route screen; its
 * submit button is `formId`.
 */
export function SavedAddressesCard({
  userId,
  renderForm,
  formId,
}: {
  userId: string;
  renderForm: (slot: AddressFormSlot) => ReactNode;
  formId: string;
}) {
  const list = useQuery(addressQueries.list(userId));
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  /** The address being edited, 'new' while adding one, null otherwise. */
  const [editing, setEditing] = useState<string | null>(null);

  const submit = (id: string | undefined) => (body: Shipping) =>
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          setEditing(null);
          showToast(id ? 'Address updated' : 'Address saved');
        },
        onError: (e) => showToast(messageOf(e, 'Failed to save the address'), 'error'),
      },
    );
  const del = (a: SavedAddress) =>
    remove.mutate(a.address_id, {
      onSuccess: () => showToast('Address deleted'),
      onError: (e) => showToast(messageOf(e, 'Failed to delete the address'), 'error'),
    });

  // Keyed apart from the address view: React must not turn the clicked Edit button into the
  // Save button in place (the browser would then submit the form on that very click).
  const form = (id: string | undefined, defaults: Partial<Shipping>) => (
    <div key="form" className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      {renderForm({ defaultValues: defaults, onSubmit: submit(id), disabled: save.isPending })}
      <div className="mt-4 flex gap-2">
        <Button type="submit" form={formId} size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save address'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setEditing(null)}>
          Cancel
        </Button>
      </div>
    </div>
  );

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div className="space-y-2" aria-hidden="true">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div role="alert" className="text-sm text-red-700 dark:text-red-400">
        Failed to load your saved addresses.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void list.refetch()}
        >
          Try again
        </button>
      </div>
    );
  } else if (list.data.length === 0 && editing !== 'new') {
    body = (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No saved addresses yet. The address of each order you place is saved here, ready for your
        next checkout.
      </p>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {list.data.map((a) => (
          <li key={a.address_id}>
            {editing === a.address_id ? (
              form(a.address_id, shippingOf(a))
            ) : (
              <div
                key="view"
                className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start sm:justify-between dark:border-slate-700"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold">
                    {a.customer_name} · {a.phone_number}
                  </p>
                  <p className="break-words text-slate-600 dark:text-slate-400">{addressLine(a)}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(a.address_id)}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    Edit
                    <span className="sr-only">: {addressLine(a)}</span>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => del(a)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    Delete
                    <span className="sr-only">: {addressLine(a)}</span>
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="saved-addresses-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="saved-addresses-heading"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
          >
            <MapPin className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
            Saved addresses
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            Offered at checkout, most recently used first.
          </p>
        </div>
        {editing === null && list.isSuccess ? (
          <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add address
          </Button>
        ) : null}
      </div>
      {body}
      {editing === 'new' ? <div className="mt-3">{form(undefined, {})}</div> : null}
    </section>
  );
}

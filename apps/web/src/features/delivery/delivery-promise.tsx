import { useQuery } from '@tanstack/react-query';
import { Banknote, CircleAlert, Truck } from 'lucide-react';
import type { PincodeInfo } from '@store/contract';
import { PINCODE_NOT_FOUND_MESSAGE, UNSERVICEABLE_MESSAGE } from '@store/contract/constants';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { formatDeliveryDate, pincodeQueries } from './delivery.api';

/** "Delivery by <date>" and cash on delivery for a known pincode (or why not). */
export function PromiseLines({ info }: { info: PincodeInfo }) {
  if (!info.serviceable || !info.estimated_delivery) {
    return (
      <p className="flex items-start gap-2 text-sm text-red-700 dark:text-red-400">
        <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {UNSERVICEABLE_MESSAGE}
      </p>
    );
  }
  return (
    <div className="space-y-1 text-sm">
      <p className="flex items-start gap-2 font-medium text-slate-900 dark:text-slate-100">
        <Truck
          className="mt-0.5 h-4 w-4 shrink-0 text-brand-600 dark:text-brand-400"
          aria-hidden="true"
        />
        <span>
          Delivery by {formatDeliveryDate(info.estimated_delivery.to)}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            {' '}
            to {info.city}, {info.state} {info.pincode}
          </span>
        </span>
      </p>
      <p className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
        <Banknote className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        {info.cod_available ? 'Cash on delivery available' : 'Cash on delivery not available here'}
      </p>
    </div>
  );
}

/** The answer for a pincode: loading, the promise, or the decisions.md › Delivery message. */
export function PincodeAnswer({ pincode }: { pincode: string }) {
  const query = useQuery(pincodeQueries.detail(pincode));
  return (
    <div aria-live="polite" className="min-h-5">
      {query.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="h-4 w-4" /> Checking delivery to {pincode}...
        </p>
      ) : query.isError ? (
        <p className="flex items-start gap-2 text-sm text-red-700 dark:text-red-400">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {query.error instanceof ApiError && query.error.status === 404
            ? PINCODE_NOT_FOUND_MESSAGE
            : 'Could not check delivery right now. Please try again.'}
        </p>
      ) : query.data ? (
        <PromiseLines info={query.data} />
      ) : null}
    </div>
  );
}

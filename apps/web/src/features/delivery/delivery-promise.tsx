import { useQuery } from '@tanstack/react-query';
import { Banknote, CircleAlert, Truck } from 'lucide-react';
import type { PincodeInfo } from '@store/contract';
import { PINCODE_NOT_FOUND_MESSAGE, UNSERVICEABLE_MESSAGE } from '@store/contract/constants';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useShop } from '../../lib/shop';
import { formatRupeesWhole } from '../../lib/format';
import { formatDeliveryDate, pincodeQueries } from './delivery.api';

/**
 * Whether cash on delivery is open here and for this amount, and why not (docs/decisions/183):
 * a pincode may allow it while the order is above COD_MAX_RUPEES, where checkout's COD choice
 * is disabled; the box must not say "available" beside it.
 */
export function codLine(info: PincodeInfo, codMaxRupees: number, amount?: number): string {
  if (!info.cod_available) return 'Cash on delivery not available here';
  if (amount !== undefined && amount > codMaxRupees) {
    return `Cash on delivery not available: only for orders up to ${formatRupeesWhole(codMaxRupees)}`;
  }
  return `Cash on delivery available for orders up to ${formatRupeesWhole(codMaxRupees)}`;
}

/** "Delivery by <date>" and cash on delivery for a known pincode (or why not). */
export function PromiseLines({ info, amount }: { info: PincodeInfo; amount?: number }) {
  const shop = useShop();
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
        {codLine(info, shop.payment.cod_max_rupees, amount)}
      </p>
    </div>
  );
}

/**
 * The answer for a pincode: loading, the promise, or the decisions.md › Delivery message.
 * `amount`: what is being bought (rupees), for cash on delivery's limit.
 */
export function PincodeAnswer({ pincode, amount }: { pincode: string; amount?: number }) {
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
        <PromiseLines info={query.data} amount={amount} />
      ) : null}
    </div>
  );
}

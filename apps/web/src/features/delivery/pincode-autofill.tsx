import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { PincodeInfo } from '@store/contract';
import { PINCODE_RE } from '@store/contract/constants';
import { pincodeNotInStateMessage } from '@store/contract/delivery';
import { pincodeQueries, rememberPincode } from './delivery.api';
import { PincodeAnswer } from './delivery-promise';

export interface PincodeAutofillProps {
  pincode: string;
  state: string;
  /** Fills city and state from the directory (the customer may still edit them). */
  onFill: (place: { city: string; state: string }) => void;
  /** The order's total (rupees): cash on delivery has a limit. */
  amount?: number;
  /** The directory's answer for the pincode as typed (undefined while unknown): checkout's COD choice follows it. */
  onAnswer?: (info: PincodeInfo | undefined) => void;
}

/**
 * Under the checkout's pincode field: a 6-digit pincode fills city and state once, remembers
 * the pincode, and shows the delivery date, cash on delivery or the decisions.md › Delivery message.
 */
export function PincodeAutofill({
  pincode,
  state,
  onFill,
  amount,
  onAnswer,
}: PincodeAutofillProps) {
  const valid = PINCODE_RE.test(pincode);
  const query = useQuery(pincodeQueries.detail(pincode));
  const filledFor = useRef<string | null>(null);
  const info = valid ? query.data : undefined;

  useEffect(() => {
    if (!info || filledFor.current === info.pincode) return;
    filledFor.current = info.pincode;
    rememberPincode(info.pincode);
    onFill({ city: info.city, state: info.state });
  }, [info, onFill]);

  useEffect(() => {
    onAnswer?.(info);
  }, [info, onAnswer]);

  if (!valid) return null;
  const mismatch = info && state && state.toLowerCase() !== info.state.toLowerCase();
  return (
    <div className="mt-2 space-y-1" data-testid="pincode-delivery">
      <PincodeAnswer pincode={pincode} amount={amount} />
      {mismatch ? (
        <p className="flex items-start gap-2 text-sm text-red-700 dark:text-red-400" role="alert">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {pincodeNotInStateMessage(pincode, state)}
        </p>
      ) : null}
    </div>
  );
}

import { CircleAlert, MapPin } from 'lucide-react';
import { PINCODE_RE } from '@store/contract/constants';
import { quotePincodeMessage } from '@store/contract/quotes';

/**
 * Checkout from a quote (docs/decisions/211): the quote's prices and GST were given for one
 * pincode, so the order goes to an address there. Above the saved addresses: why only those
 * with the quote's pincode are offered, and how to add one.
 */
export function QuotePincodeNote({
  pincode,
  offered,
  hidden,
}: {
  pincode: string;
  /** Saved addresses with the quote's pincode (offered). */
  offered: number;
  /** Saved addresses elsewhere (not offered). */
  hidden: number;
}) {
  return (
    <div
      data-testid="quote-pincode-note"
      className="mb-5 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100"
    >
      <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">This quote is for delivery to {pincode}.</span> Its prices
        and GST were worked out for that pincode, so the order goes to an address there.
        {hidden > 0
          ? ` ${hidden === 1 ? 'A saved address' : `${hidden} saved addresses`} with another pincode ${hidden === 1 ? 'is' : 'are'} not shown.`
          : ''}
        {offered === 0 ? ` Add an address with pincode ${pincode} below.` : ''}
      </p>
    </div>
  );
}

/** Under the pincode field: the typed pincode is not the quote's. */
export function QuotePincodeMismatch({
  quotePincode,
  typed,
}: {
  quotePincode: string;
  typed: string;
}) {
  if (!PINCODE_RE.test(typed) || typed === quotePincode) return null;
  return (
    <p className="mt-2 flex items-start gap-2 text-sm text-red-700 dark:text-red-400" role="alert">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {quotePincodeMessage(quotePincode)}
    </p>
  );
}

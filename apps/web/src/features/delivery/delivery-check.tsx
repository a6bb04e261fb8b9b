import { useId, useState, type FormEvent } from 'react';
import { MapPin } from 'lucide-react';
import { PINCODE_RE, MALFORMED_PINCODE_MESSAGE } from '@store/contract/constants';
import { Button } from '../../components/ui/button';
import { rememberPincode, useRememberedPincode } from './delivery.api';
import { PincodeAnswer } from './delivery-promise';

/**
 * The pincode box of the product page and the cart: the customer types a pincode once (it is
 * remembered in this browser) and sees "Delivery by <date>" and cash on delivery.
 */
export function DeliveryCheck({
  className,
  amount,
}: {
  className?: string;
  /** What is being bought (rupees): cash on delivery has a limit. */
  amount?: number;
}) {
  const remembered = useRememberedPincode();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const showForm = editing || !remembered;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!PINCODE_RE.test(draft)) {
      setProblem(MALFORMED_PINCODE_MESSAGE);
      return;
    }
    setProblem(null);
    rememberPincode(draft);
    setEditing(false);
  };

  return (
    <section
      aria-label="Delivery to your pincode"
      className={`rounded-lg border border-slate-200 p-3 dark:border-slate-800 ${className ?? ''}`}
    >
      {showForm ? (
        <form onSubmit={submit} noValidate className="space-y-2">
          <label htmlFor={inputId} className="flex items-center gap-1.5 text-sm font-medium">
            <MapPin className="h-4 w-4 text-slate-500" aria-hidden="true" />
            Check delivery to your pincode
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={draft}
              onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              placeholder="6-digit pincode"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-error` : undefined}
              className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            />
            <Button type="submit" variant="outline">
              Check
            </Button>
          </div>
          {problem ? (
            <p id={`${inputId}-error`} className="text-sm text-red-700 dark:text-red-400">
              {problem}
            </p>
          ) : null}
        </form>
      ) : (
        <div className="space-y-2">
          <PincodeAnswer pincode={remembered} amount={amount} />
          <button
            type="button"
            onClick={() => {
              setDraft(remembered);
              setEditing(true);
            }}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-400"
          >
            Change pincode
          </button>
        </div>
      )}
    </section>
  );
}

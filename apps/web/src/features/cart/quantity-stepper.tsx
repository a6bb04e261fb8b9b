import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { clsx } from 'clsx';
import { formatCount } from '../../lib/format';
import { quantityOffer, type QuantityOffer } from './quantity-offer';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  /**
   * The pack size: the quantity moves by it. A typed quantity off the pack (or below the
   * minimum) is never changed unseen: the stepper says why and offers the packs either side.
   */
  step?: number;
  onChange: (value: number) => void;
  /** Told while a typed quantity waits for the buyer's choice (the caller holds its action). */
  onPendingChange?: (pending: boolean) => void;
  disabled?: boolean;
  /** Accessible name of the number field, e.g. "Quantity of Bosch drill". */
  label?: string;
  size?: 'sm' | 'md';
  /**
   * Said next to the stepper when a typed quantity is above `max` (e.g. "Only 69 in stock"),
   * from the moment it is typed until the quantity goes down again.
   */
  overMaxMessage?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
/** The nearest multiple of `step` within min..max (min is itself a multiple of it). */
const snap = (n: number, min: number, max: number, step: number) =>
  step <= 1 ? clamp(n, min, max) : clamp(Math.round(n / step) * step, min, max - (max % step));

/** − [n] + : a quantity bounded to min..max; typed values are clamped when committed. */
export function QuantityStepper({
  value,
  min = 1,
  max,
  step: by = 1,
  onChange,
  disabled,
  label = 'Quantity',
  size = 'md',
  overMaxMessage,
  onPendingChange,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  /** A typed quantity the terms do not allow, kept in the field until the buyer chooses. */
  const [offer, setOfferState] = useState<QuantityOffer | null>(null);
  const setOffer = (next: QuantityOffer | null) => {
    setOfferState(next);
    if ((next === null) !== (offer === null)) onPendingChange?.(next !== null);
  };
  /** A typed quantity was above max (and clamped to it). */
  const [overMax, setOverMax] = useState(false);
  const typed = draft === null ? Number.NaN : Number.parseInt(draft, 10);
  const showOverMax =
    overMaxMessage !== undefined && (typed > max || (draft === null && overMax && value >= max));
  const commit = () => {
    if (draft === null) return;
    const n = Number.parseInt(draft, 10);
    const pending = Number.isFinite(n) && n <= max ? quantityOffer(n, min, max, by) : null;
    setOffer(pending);
    if (pending) return;
    setDraft(null);
    const next = Number.isFinite(n) ? snap(n, min, max, by) : value;
    setOverMax(Number.isFinite(n) && n > max);
    if (next !== value) onChange(next);
  };
  const choose = (n: number) => {
    setDraft(null);
    setOffer(null);
    setOverMax(false);
    if (n !== value) onChange(n);
  };
  const step = (delta: number) => {
    setDraft(null);
    setOffer(null);
    setOverMax(false);
    const next = snap(value + delta, min, max, by);
    if (next !== value) onChange(next);
  };
  const h = size === 'sm' ? 'h-8' : 'h-10';
  const btn = clsx(
    'flex w-9 items-center justify-center text-slate-600 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800',
    h,
  );
  return (
    <div className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <div
        className={clsx(
          'inline-flex items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900',
          h,
        )}
      >
        <button
          type="button"
          className={btn}
          aria-label="Decrease quantity"
          disabled={disabled || value <= min}
          onClick={() => step(-by)}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          aria-label={label}
          className="w-14 border-x border-slate-300 bg-transparent text-center text-sm font-semibold tabular-nums outline-none focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset dark:border-slate-700 dark:focus-visible:bg-slate-800"
          value={draft ?? String(value)}
          disabled={disabled}
          aria-invalid={offer ? true : undefined}
          onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 5))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className={btn}
          aria-label="Increase quantity"
          disabled={disabled || value + by > max}
          onClick={() => step(by)}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <span
        role="status"
        className="text-sm font-medium text-amber-700 empty:hidden dark:text-amber-400"
      >
        {offer ? offer.message : showOverMax ? overMaxMessage : null}
      </span>
      {offer ? (
        <span role="group" aria-label="Choose a quantity" className="inline-flex gap-2">
          {offer.choices.map((n) => (
            <button
              key={n}
              type="button"
              className="rounded-md border border-amber-600 px-2 py-0.5 text-sm font-semibold text-amber-800 tabular-nums hover:bg-amber-50 dark:border-amber-400 dark:text-amber-300 dark:hover:bg-slate-800"
              onClick={() => choose(n)}
            >
              Make it {formatCount(n)}
            </button>
          ))}
        </span>
      ) : null}
    </div>
  );
}

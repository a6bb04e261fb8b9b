import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { clsx } from 'clsx';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  /** The pack size: the quantity moves by it and a typed one is rounded to a multiple of it. */
  step?: number;
  onChange: (value: number) => void;
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
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  /** A typed quantity was above max (and clamped to it). */
  const [overMax, setOverMax] = useState(false);
  const typed = draft === null ? Number.NaN : Number.parseInt(draft, 10);
  const showOverMax =
    overMaxMessage !== undefined && (typed > max || (draft === null && overMax && value >= max));
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const n = Number.parseInt(draft, 10);
    const next = Number.isFinite(n) ? snap(n, min, max, by) : value;
    setOverMax(Number.isFinite(n) && n > max);
    if (next !== value) onChange(next);
  };
  const step = (delta: number) => {
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
        {showOverMax ? overMaxMessage : null}
      </span>
    </div>
  );
}

import { clsx } from 'clsx';
import { Banknote, Building2, Landmark, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import type { PaymentMethod } from '@store/contract';
import { BillingNameSchema, GstinSchema, PAYMENT_MESSAGES } from '@store/contract/payments';
import { formatRupees } from '../../lib/format';

export interface PaymentChoiceValue {
  payment_method: PaymentMethod;
  business: boolean;
  gstin: string;
  billing_name: string;
}

export const EMPTY_PAYMENT_CHOICE: PaymentChoiceValue = {
  payment_method: 'UPI',
  business: false,
  gstin: '',
  billing_name: '',
};

/** The problem with the business part, field by field (same contract schemas as the server). */
export function paymentChoiceErrors(v: PaymentChoiceValue): {
  gstin?: string;
  billing_name?: string;
} {
  if (!v.business) return {};
  const errors: { gstin?: string; billing_name?: string } = {};
  if (!GstinSchema.safeParse(v.gstin).success) errors.gstin = PAYMENT_MESSAGES.gstin;
  const name = BillingNameSchema.safeParse(v.billing_name);
  if (!name.success || name.data === '') errors.billing_name = PAYMENT_MESSAGES.billingName;
  return errors;
}

/** Why COD is not offered: the delivery pincode does not allow it (decisions.md › Delivery). */
export const codUnavailableForPincode = (pincode: string) =>
  `Cash on delivery is not available for pincode ${pincode}.`;

/** The body fields for POST /orders. */
export function paymentChoiceBody(v: PaymentChoiceValue) {
  return {
    payment_method: v.payment_method,
    ...(v.business
      ? { gstin: v.gstin.trim().toUpperCase(), billing_name: v.billing_name.trim() }
      : {}),
  };
}

const METHODS: { value: PaymentMethod; title: string; text: string; icon: typeof Smartphone }[] = [
  {
    value: 'UPI',
    title: 'UPI',
    text: 'Scan a QR code or pay with any UPI app after placing the order.',
    icon: Smartphone,
  },
  {
    value: 'BANK_TRANSFER',
    title: 'Bank transfer',
    text: 'NEFT, RTGS or IMPS to our account; a proforma invoice is ready at once.',
    icon: Landmark,
  },
  {
    value: 'COD',
    title: 'Cash on delivery',
    text: 'Pay in cash when the order arrives.',
    icon: Banknote,
  },
];

const inputClass = (invalid: boolean) =>
  clsx(
    'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:ring-2 focus:outline-none dark:bg-slate-950 dark:text-slate-100',
    invalid
      ? 'border-red-500 focus:ring-red-500/40'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/40 dark:border-slate-700',
  );

export interface PaymentChoiceProps {
  value: PaymentChoiceValue;
  onChange: (value: PaymentChoiceValue) => void;
  /** Order total (rupees) and the COD limit: COD is offered only up to the limit. */
  totalRupees: number;
  codMaxRupees: number;
  /** Set when the delivery pincode does not allow COD: the reason shown on the disabled choice. */
  codUnavailable?: string;
  disabled?: boolean;
  /** Show every problem (after a submit), not only those of fields already left. */
  showErrors?: boolean;
}

/** Payment method and the optional "Buying for a business?" part of the checkout. */
export function PaymentChoice({
  value,
  onChange,
  totalRupees,
  codMaxRupees,
  codUnavailable,
  disabled,
  showErrors = false,
}: PaymentChoiceProps) {
  const id = useId();
  const [touched, setTouched] = useState<{ gstin?: boolean; billing_name?: boolean }>({});
  const codAllowed = totalRupees <= codMaxRupees;
  const errors = paymentChoiceErrors(value);
  // As typed: a complete 15-character GSTIN is checked at once; a shorter one when left.
  const gstinError =
    errors.gstin && (showErrors || touched.gstin || value.gstin.trim().length >= 15)
      ? errors.gstin
      : undefined;
  const nameError =
    errors.billing_name && (showErrors || touched.billing_name) ? errors.billing_name : undefined;
  const set = (patch: Partial<PaymentChoiceValue>) => onChange({ ...value, ...patch });

  return (
    <fieldset disabled={disabled} className="space-y-5">
      <div role="radiogroup" aria-labelledby={`${id}-method`} className="space-y-2">
        <p id={`${id}-method`} className="text-sm font-medium">
          How would you like to pay?
        </p>
        {METHODS.map((m) => {
          const overLimit = m.value === 'COD' && !codAllowed;
          const blocked = overLimit || (m.value === 'COD' && Boolean(codUnavailable));
          const checked = value.payment_method === m.value;
          const Icon = m.icon;
          return (
            <label
              key={m.value}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                checked
                  ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/30'
                  : 'border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600',
                blocked && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={`${id}-payment-method`}
                value={m.value}
                checked={checked}
                disabled={blocked}
                onChange={() => set({ payment_method: m.value })}
                className="mt-1 h-4 w-4 accent-brand-600"
              />
              <Icon
                className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
                aria-hidden="true"
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold">{m.title}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {overLimit
                    ? `Not available for orders above ${formatRupees(codMaxRupees)}.`
                    : blocked
                      ? codUnavailable
                      : m.text}
                </span>
              </span>
            </label>
          );
        })}
      </div>

      <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={value.business}
            onChange={(e) => set({ business: e.target.checked })}
            className="h-4 w-4 accent-brand-600"
          />
          <Building2 className="h-5 w-5 text-slate-500 dark:text-slate-400" aria-hidden="true" />
          Buying for a business?
        </label>
        {value.business ? (
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-gstin`} className="text-sm font-medium">
                GSTIN
              </label>
              <input
                id={`${id}-gstin`}
                name="gstin"
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={15}
                placeholder="29ABCDE1234F1ZW"
                value={value.gstin}
                onChange={(e) => set({ gstin: e.target.value.toUpperCase().replace(/\s/g, '') })}
                onBlur={() => setTouched((t) => ({ ...t, gstin: true }))}
                aria-invalid={gstinError ? true : undefined}
                aria-describedby={`${id}-gstin-${gstinError ? 'error' : 'hint'}`}
                className={clsx(inputClass(Boolean(gstinError)), 'font-mono uppercase')}
              />
              {gstinError ? (
                <p
                  id={`${id}-gstin-error`}
                  role="alert"
                  className="mt-1 text-xs text-red-700 dark:text-red-400"
                >
                  {gstinError}
                </p>
              ) : (
                <p
                  id={`${id}-gstin-hint`}
                  className="mt-1 text-xs text-slate-500 dark:text-slate-400"
                >
                  15 characters; printed on the tax invoice.
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${id}-legal`} className="text-sm font-medium">
                Legal name of the business
              </label>
              <input
                id={`${id}-legal`}
                name="billing_name"
                type="text"
                autoComplete="organization"
                maxLength={200}
                value={value.billing_name}
                onChange={(e) => set({ billing_name: e.target.value })}
                onBlur={() => setTouched((t) => ({ ...t, billing_name: true }))}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${id}-legal-error` : undefined}
                className={inputClass(Boolean(nameError))}
              />
              {nameError ? (
                <p
                  id={`${id}-legal-error`}
                  role="alert"
                  className="mt-1 text-xs text-red-700 dark:text-red-400"
                >
                  {nameError}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}

import { useCallback, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import type { Shipping, ShippingField } from '@store/contract';
import { INDIAN_STATES } from '@store/contract/gst';
import { ShippingSchema } from '@store/contract/orders';
import { showToast } from '../../lib/toast';
import { phoneInputProps } from '../../components/ui/phone-input';
import { pickShippingProblem } from './shipping-validation';

export const SHIPPING_FORM_ID = 'shipping-form';

const fieldClass = (invalid: boolean) =>
  clsx(
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm transition-colors outline-none placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 sm:text-sm dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500',
    invalid ? 'border-red-500 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
  );

function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}{' '}
        <span className="text-red-600 dark:text-red-400" aria-hidden="true">
          *
        </span>
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Keeps only digits (numeric fields: phone and pincode). */
const digitsOnly =
  (reg: UseFormRegisterReturn) =>
  (e: ChangeEvent<HTMLInputElement>): void => {
    e.target.value = e.target.value.replace(/\D/g, '');
    void reg.onChange(e);
  };

export interface ShippingFormProps {
  defaultValues?: Partial<Shipping>;
  onSubmit: (values: Shipping) => void;
  disabled?: boolean;
  /**
   * Shown under the pincode with what is typed (the delivery feature's dates and messages);
   * `fill` sets city and state, which stay editable.
   */
  renderPincodeExtra?: (args: {
    pincode: string;
    state: string;
    fill: (place: { city: string; state: string }) => void;
  }) => ReactNode;
}

/**
 * Shipping Information (store-spec.md › Screens and routes › Checkout, store-spec.md › Validation rules): validated on submit with the contract's
 * ShippingSchema; the first problem in field order is shown as a toast and its field focused.
 */
export function ShippingForm({
  defaultValues,
  onSubmit,
  disabled,
  renderPincodeExtra,
}: ShippingFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    control,
    formState: { errors },
  } = useForm<Shipping>({
    resolver: zodResolver(ShippingSchema),
    shouldFocusError: false,
    defaultValues: {
      customer_name: '',
      phone_number: '',
      street_address: '',
      city: '',
      state: '',
      pincode: '',
      ...defaultValues,
    },
  });

  const onInvalid = (errs: FieldErrors<Shipping>) => {
    const messages: Partial<Record<ShippingField, string>> = {};
    for (const [field, err] of Object.entries(errs)) {
      if (err?.message) messages[field as ShippingField] = String(err.message);
    }
    const problem = pickShippingProblem(messages);
    if (!problem) return;
    showToast(problem.message, 'error');
    setFocus(problem.field);
  };

  const a11y = (field: ShippingField, hint = false) => ({
    id: field,
    'aria-required': true as const,
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? `${field}-error` : hint ? `${field}-hint` : undefined,
  });

  const [typedPincode, typedState] = useWatch({ control, name: ['pincode', 'state'] });
  const fill = useCallback(
    (place: { city: string; state: string }) => {
      setValue('city', place.city);
      setValue('state', place.state);
    },
    [setValue],
  );

  const phone = register('phone_number');
  const pincode = register('pincode');

  return (
    <form
      id={SHIPPING_FORM_ID}
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit, onInvalid)(e)}
      aria-label="Shipping Information"
    >
      <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
        <Field id="customer_name" label="Full name" error={errors.customer_name?.message}>
          <input
            {...register('customer_name')}
            {...a11y('customer_name')}
            type="text"
            autoComplete="name"
            maxLength={100}
            className={fieldClass(Boolean(errors.customer_name))}
          />
        </Field>
        <Field
          id="phone_number"
          label="Phone number"
          error={errors.phone_number?.message}
          hint="10-digit mobile number"
        >
          <input
            {...phone}
            {...a11y('phone_number', true)}
            {...phoneInputProps(phone.onChange)}
            autoComplete="tel-national"
            placeholder="98450 12345"
            className={fieldClass(Boolean(errors.phone_number))}
          />
        </Field>
        <Field
          id="street_address"
          label="Street address"
          error={errors.street_address?.message}
          className="sm:col-span-2"
        >
          <textarea
            {...register('street_address')}
            {...a11y('street_address')}
            rows={2}
            autoComplete="street-address"
            maxLength={300}
            placeholder="Building, street, area"
            className={clsx(fieldClass(Boolean(errors.street_address)), 'resize-y')}
          />
        </Field>
        <Field id="city" label="City" error={errors.city?.message}>
          <input
            {...register('city')}
            {...a11y('city')}
            type="text"
            autoComplete="address-level2"
            maxLength={100}
            className={fieldClass(Boolean(errors.city))}
          />
        </Field>
        <Field id="state" label="State" error={errors.state?.message}>
          <select
            {...register('state')}
            {...a11y('state')}
            autoComplete="address-level1"
            className={fieldClass(Boolean(errors.state))}
          >
            <option value="">Select state</option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field id="pincode" label="Pincode" error={errors.pincode?.message} hint="6 digits">
          <input
            {...pincode}
            {...a11y('pincode', true)}
            onChange={digitsOnly(pincode)}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="560058"
            className={fieldClass(Boolean(errors.pincode))}
          />
        </Field>
        {renderPincodeExtra ? (
          <div className="sm:col-span-2">
            {renderPincodeExtra({ pincode: typedPincode, state: typedState, fill })}
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}

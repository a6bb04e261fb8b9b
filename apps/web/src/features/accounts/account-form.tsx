import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { phoneInputProps } from '../../components/ui/phone-input';
import { TextField, type TextFieldProps } from '../../components/ui/text-field';
import { FormAlert } from './form-alert';

/** The sign-in and registration forms' frame: the server's message on top, the fields, one submit button. */
export function AccountForm({
  onSubmit,
  serverError,
  submitting,
  submitLabel,
  pendingLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError: string | null;
  submitting: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {serverError ? <FormAlert tone="error" message={serverError} /> : null}
      {children}
      <Button type="submit" size="lg" disabled={submitting} className="mt-2 w-full">
        {submitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

/** The account's phone number (the contract's phone rule validates it). */
export function PhoneField({ onChange, ...props }: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Phone number"
      autoComplete="tel"
      placeholder="10-digit mobile number"
      {...props}
      {...phoneInputProps(onChange)}
    />
  );
}

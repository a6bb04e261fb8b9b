import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { RegisterBodySchema } from '@store/contract/accounts';
import { z } from 'zod';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { SESSION_MESSAGES } from '../../lib/session';
import { authErrorMessage, registerRequest } from './accounts.api';
import { AccountForm, PhoneField } from './account-form';
import { PasswordField } from './password-field';

/** The contract's registration rules plus the password confirmation (checked here only). */
export const RegisterFormSchema = RegisterBodySchema.extend({
  confirm_password: z.string().min(1, 'Please confirm your password'),
}).refine((v) => v.password === v.confirm_password, {
  path: ['confirm_password'],
  message: 'Passwords do not match',
});
type RegisterInput = z.input<typeof RegisterFormSchema>;
type RegisterValues = z.output<typeof RegisterFormSchema>;

const FIELDS = ['name', 'phone', 'email', 'password', 'confirm_password'] as const;

/**
 * Registration (store-spec.md › Screens and routes /register, decisions.md › Accounts and sessions): name, phone, optional e-mail, password and
 * its confirmation, each with its error inline. It does not sign in: `onRegistered` gets the
 * normalised phone so the sign-in page can be filled in.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (phone: string) => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', phone: '', email: '', password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async ({ confirm_password: _confirm, email, ...rest }) => {
    setServerError(null);
    try {
      await registerRequest({ ...rest, email: email ? email : undefined });
      onRegistered(rest.phone);
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        for (const e of err.errors) {
          if ((FIELDS as readonly string[]).includes(e.field)) {
            setError(e.field as Path<RegisterInput>, { message: e.message });
          }
        }
      }
      setServerError(authErrorMessage(err, SESSION_MESSAGES.registrationFailed));
    }
  });

  return (
    <AccountForm
      onSubmit={onSubmit}
      serverError={serverError}
      submitting={isSubmitting}
      submitLabel="Create account"
      pendingLabel="Creating account..."
    >
      <TextField
        label="Full name"
        autoComplete="name"
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
      />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters"
        maxLength={128}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        maxLength={128}
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
    </AccountForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginResult } from '@store/contract';
import { LoginBodySchema } from '@store/contract/accounts';
import type { z } from 'zod';
import { SESSION_MESSAGES, storeLogin } from '../../lib/session';
import { authErrorMessage, loginRequest } from './accounts.api';
import { AccountForm, PhoneField } from './account-form';
import { PasswordField } from './password-field';

type LoginInput = z.input<typeof LoginBodySchema>;
type LoginValues = z.output<typeof LoginBodySchema>;

/**
 * Sign-in with phone and password (store-spec.md › Screens and routes /login). On success the session is stored
 * (tokens, user, expiries) and `onSignedIn` decides where to go; on failure the server's
 * message is shown, else 'Login failed'.
 */
export function LoginForm({
  initialPhone = '',
  onSignedIn,
}: {
  initialPhone?: string;
  onSignedIn: (result: LoginResult) => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { phone: initialPhone, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await loginRequest(values);
      storeLogin(result);
      onSignedIn(result);
    } catch (err) {
      setServerError(authErrorMessage(err, SESSION_MESSAGES.loginFailed));
    }
  });

  return (
    <AccountForm
      onSubmit={onSubmit}
      serverError={serverError}
      submitting={isSubmitting}
      submitLabel="Sign in"
      pendingLabel="Signing in..."
    >
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
    </AccountForm>
  );
}

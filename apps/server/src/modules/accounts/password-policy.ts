import { AppError } from '../../lib/errors';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.data';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords. Please choose one that is harder to guess.';
export const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces';

let common: Set<string> | null = null;

/** True for one of the 10,000 most common passwords (any letter case) or an all-blank one. */
export function isRefusedPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return password.trim() === '' || common.has(password.toLowerCase());
}

/**
 * Wherever a password is set (register, create-admin): refuse the common and blank ones with
 * a 400 naming the field (issue 16). Sign-in does not check: an old password still works.
 */
export function assertPasswordAllowed(password: string): void {
  if (password.trim() === '') {
    throw new AppError('invalid_data', BLANK_PASSWORD_MESSAGE, [
      { field: 'password', message: BLANK_PASSWORD_MESSAGE },
    ]);
  }
  if (isRefusedPassword(password)) {
    throw new AppError('invalid_data', COMMON_PASSWORD_MESSAGE, [
      { field: 'password', message: COMMON_PASSWORD_MESSAGE },
    ]);
  }
}

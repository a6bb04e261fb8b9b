import { AppError } from '../../lib/errors';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.data';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords. Please choose one that is harder to guess.';
export const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces';
export const PATTERN_PASSWORD_MESSAGE =
  'This password is a repeated or running pattern (like aaaaaaaa or 12345678). Please choose one that is harder to guess.';
export const PERSONAL_PASSWORD_MESSAGE =
  "This password is built from your name, phone number, e-mail or the shop's name. Please choose one that is harder to guess.";

/** What a guesser knows about the account (NIST SP 800-63B §5.1.1.2: context-specific words). */
export interface PasswordContext {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  /** The shop's name (COMPANY_NAME) and anything else a stranger would try first. */
  shopName?: string | null;
}

let common: Set<string> | null = null;

/** True for one of the 10,000 most common passwords (any letter case) or an all-blank one. */
export function isRefusedPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return password.trim() === '' || common.has(password.toLowerCase());
}

/** Letters and digits only, lower case: `Ravi.Kumar-98` → `ravikumar98`. */
const squeeze = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A repeated or running pattern: one unit repeated (`aaaaaaaa`, `abcabcabc`, `12121212`), or a
 * run with one fixed step (`12345678`, `abcdefgh`, `87654321`, `2468ace`).
 */
export function isPatternPassword(password: string): boolean {
  const p = password.toLowerCase();
  for (let unit = 1; unit <= Math.floor(p.length / 2) && unit <= 4; unit++) {
    if (
      p ===
      p
        .slice(0, unit)
        .repeat(Math.ceil(p.length / unit))
        .slice(0, p.length)
    )
      return true;
  }
  const codes = [...p].map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) <= 2 && codes.length > 2) {
    if (codes.every((c, i) => i === 0 || c - (codes[i - 1] ?? 0) === step)) return true;
  }
  return new Set(p).size <= 2;
}

/** The words a stranger who knows the account would try: each at least 3 characters. */
function contextWords(ctx: PasswordContext): string[] {
  const words = new Set<string>();
  const add = (s: string | null | undefined) => {
    if (!s) return;
    const whole = squeeze(s);
    if (whole.length >= 3) words.add(whole);
    for (const part of s.split(/[^\p{L}\p{N}]+/u)) {
      const w = squeeze(part);
      if (w.length >= 3) words.add(w);
    }
  };
  add(ctx.name);
  add(ctx.shopName);
  if (ctx.email) add(ctx.email.split('@')[0]);
  if (ctx.phone) {
    const digits = ctx.phone.replace(/\D/g, '');
    words.add(digits);
    words.add(`91${digits}`);
    if (digits.length >= 10) {
      words.add(digits.slice(0, 5));
      words.add(digits.slice(-5));
    }
  }
  // longest first, so "ravikumar" goes before "ravi"
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * True when the password is little more than the account's own details: once every context
 * word (name, its parts, phone, e-mail name, shop name) is taken out, under 6 characters are
 * left, or what is left is itself a pattern (`ravikumar1234`, `9876543210`, `BangaloreTools!`).
 */
export function isPersonalPassword(password: string, ctx: PasswordContext): boolean {
  let rest = squeeze(password);
  if (rest === '') return false;
  let took = false;
  for (const word of contextWords(ctx)) {
    if (rest.includes(word)) {
      rest = rest.split(word).join('');
      took = true;
    }
  }
  if (!took) return false;
  return rest.length < 6 || isPatternPassword(rest) || isRefusedPassword(rest);
}

function refuse(message: string): never {
  throw new AppError('invalid_data', message, [{ field: 'password', message }]);
}

/**
 * Wherever a password is set (register, create-admin): refuse blank, common, patterned and
 * personal ones with a 400 naming the field (issues 16 and 23). Sign-in does not check: an
 * old password still works.
 */
export function assertPasswordAllowed(password: string, ctx: PasswordContext = {}): void {
  if (password.trim() === '') refuse(BLANK_PASSWORD_MESSAGE);
  if (isRefusedPassword(password)) refuse(COMMON_PASSWORD_MESSAGE);
  if (isPatternPassword(password)) refuse(PATTERN_PASSWORD_MESSAGE);
  if (isPersonalPassword(password, ctx)) refuse(PERSONAL_PASSWORD_MESSAGE);
}

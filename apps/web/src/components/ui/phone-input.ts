import type { ChangeEvent, ClipboardEvent, InputHTMLAttributes } from 'react';

/**
 * What a phone field keeps of what was typed or pasted: the 10-digit national number. A
 * "+91" or "0" in front goes (decisions.md › Accounts and sessions), spaces and dashes go,
 * never more than 10 digits stay. "+" and "+9" stay while a "+91" is being typed.
 * "+91 98123 45678" → "9812345678" (docs/decisions/181).
 */
export function phoneTyped(raw: string): string {
  const compact = raw.replace(/[^\d+]/g, '');
  if (/^\+9?$/.test(compact)) return compact;
  let digits = (compact.startsWith('+91') ? compact.slice(3) : compact).replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  return digits.replace(/^0+/, '').slice(0, 10);
}

type PhoneProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'maxLength' | 'onChange' | 'onPaste'
>;

/**
 * The one phone input's behaviour, spread on an `<input>` (the checkout's field, the sign-in
 * and registration field): keeps `phoneTyped` of every change, and a paste is taken whole
 * before the 10-character limit can cut it ("+91 98123 45678" pasted is not "+91 98123 ").
 */
export function phoneInputProps(
  onChange?: (e: ChangeEvent<HTMLInputElement>) => unknown,
): PhoneProps {
  return {
    type: 'tel',
    inputMode: 'numeric',
    maxLength: 10,
    onChange: (e) => {
      const kept = phoneTyped(e.target.value);
      if (kept !== e.target.value) e.target.value = kept;
      void onChange?.(e);
    },
    onPaste: (e: ClipboardEvent<HTMLInputElement>) => {
      const input = e.currentTarget;
      const pasted = e.clipboardData.getData('text');
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? input.value.length;
      const next = phoneTyped(input.value.slice(0, start) + pasted + input.value.slice(end));
      e.preventDefault();
      // Set through the native setter and announce it, so React (and a form library) see a change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
  };
}

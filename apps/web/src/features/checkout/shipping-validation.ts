import type { ShippingField } from '@store/contract';
import { fillInMessage, SHIPPING_FIELDS } from '@store/contract/orders';

export interface ShippingProblem {
  field: ShippingField;
  message: string;
}

/**
 * The one problem to report for a shipping form (store-spec.md › Validation rules): first any blank field in field order
 * ('Please fill in customer name' ... 'Please fill in pincode'), then the phone format, then the
 * pincode format. `messages` are per-field messages from the contract schema (first issue each).
 */
export function pickShippingProblem(
  messages: Partial<Record<ShippingField, string | undefined>>,
): ShippingProblem | null {
  const blank = SHIPPING_FIELDS.find((f) => messages[f] === fillInMessage(f));
  if (blank) return { field: blank, message: fillInMessage(blank) };
  const field = SHIPPING_FIELDS.find((f) => messages[f]);
  return field ? { field, message: messages[field] ?? '' } : null;
}

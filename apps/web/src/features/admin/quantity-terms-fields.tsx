import { Plus, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Field, TextInput } from '../../components/ui/form-controls';
import { Card } from './product-form-card';
import { toNumber, type FormInput } from './product-form-values';

const MAX_SLABS = 5;
const errorText = 'mt-1 text-xs text-red-600 dark:text-red-400';

/**
 * The product form's "Buying in quantity" card (decisions.md › Buying in quantity): pack size,
 * minimum order and up to five price slabs. The rules between them are checked by the server,
 * which names the field (e.g. `price_slabs.1.price`); the form shows that message beside it.
 */
export function QuantityTermsFields({
  control,
  register,
  errors,
}: {
  control: Control<FormInput>;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}) {
  const slabs = useFieldArray({ control, name: 'price_slabs' });
  return (
    <Card title="Buying in quantity">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Pack size"
          error={errors.pack_size?.message}
          hint="Sold only in multiples of this"
        >
          {(ids) => (
            <TextInput
              type="number"
              step="1"
              min="1"
              inputMode="numeric"
              id={ids.id}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid || undefined}
              {...register('pack_size', { setValueAs: toNumber })}
            />
          )}
        </Field>
        <Field
          label="Minimum order"
          error={errors.min_order_qty?.message}
          hint="A multiple of the pack size; empty: one pack"
        >
          {(ids) => (
            <TextInput
              type="number"
              step="1"
              min="1"
              inputMode="numeric"
              id={ids.id}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid || undefined}
              {...register('min_order_qty', { setValueAs: toNumber })}
            />
          )}
        </Field>
      </div>
      <p className="mt-4 mb-2 text-sm font-medium">Price slabs (₹ each, GST included)</p>
      {slabs.fields.length === 0 ? (
        <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">
          One price at every quantity.
        </p>
      ) : (
        <ul className="mb-3 space-y-2">
          {slabs.fields.map((f, i) => {
            const e = errors.price_slabs?.[i];
            return (
              <li key={f.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <div>
                  <TextInput
                    type="number"
                    step="1"
                    min="2"
                    inputMode="numeric"
                    aria-label={`Slab ${i + 1} from quantity`}
                    placeholder="From quantity, e.g. 10"
                    {...register(`price_slabs.${i}.min_quantity`, { setValueAs: toNumber })}
                    aria-invalid={Boolean(e?.min_quantity) || undefined}
                  />
                  {e?.min_quantity ? <p className={errorText}>{e.min_quantity.message}</p> : null}
                </div>
                <div>
                  <TextInput
                    type="number"
                    step="0.01"
                    min="0"
                    inputMode="decimal"
                    aria-label={`Slab ${i + 1} price each`}
                    placeholder="Price each, e.g. 420"
                    {...register(`price_slabs.${i}.price`, { setValueAs: toNumber })}
                    aria-invalid={Boolean(e?.price) || undefined}
                  />
                  {e?.price ? <p className={errorText}>{e.price.message}</p> : null}
                </div>
                <button
                  type="button"
                  aria-label={`Remove slab ${i + 1}`}
                  className="rounded-md p-2 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                  onClick={() => slabs.remove(i)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {errors.price_slabs?.message ? (
        <p className={errorText}>{errors.price_slabs.message}</p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={slabs.fields.length >= MAX_SLABS}
        onClick={() =>
          slabs.append({
            min_quantity: undefined as unknown as number,
            price: undefined as unknown as number,
          })
        }
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add slab
      </Button>
    </Card>
  );
}

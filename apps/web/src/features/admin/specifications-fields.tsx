import { Plus, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/form-controls';
import { Card } from './product-form-card';
import type { FormInput } from './product-form-values';

/** The product form's "Specifications" card: name and value pairs, added and removed in place. */
export function SpecificationsFields({
  control,
  register,
  errors,
}: {
  control: Control<FormInput>;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}) {
  const specs = useFieldArray({ control, name: 'specifications' });
  return (
    <Card title="Specifications">
      {specs.fields.length === 0 ? (
        <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">No specifications yet.</p>
      ) : (
        <ul className="mb-3 space-y-2">
          {specs.fields.map((f, i) => (
            <li key={f.id} className="grid grid-cols-[1fr_1.5fr_auto] items-start gap-2">
              <div>
                <TextInput
                  aria-label={`Specification ${i + 1} name`}
                  placeholder="Name, e.g. Power"
                  {...register(`specifications.${i}.name`)}
                  aria-invalid={Boolean(errors.specifications?.[i]?.name) || undefined}
                />
                {errors.specifications?.[i]?.name ? (
                  <p className="mt-1 text-xs text-red-600 dark:text-red-400">
                    {errors.specifications[i]?.name?.message}
                  </p>
                ) : null}
              </div>
              <div>
                <TextInput
                  aria-label={`Specification ${i + 1} value`}
                  placeholder="Value, e.g. 750 W"
                  {...register(`specifications.${i}.value`)}
                  aria-invalid={Boolean(errors.specifications?.[i]?.value) || undefined}
                />
                {errors.specifications?.[i]?.value ? (
                  <p className="mt-1 text-xs text-red-600 dark:text-red-400">
                    {errors.specifications[i]?.value?.message}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                aria-label={`Remove specification ${i + 1}`}
                className="rounded-md p-2 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                onClick={() => specs.remove(i)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {errors.specifications?.message ? (
        <p className="mb-2 text-xs text-red-600 dark:text-red-400">
          {errors.specifications.message}
        </p>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => specs.append({ name: '', value: '' })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add specification
      </Button>
    </Card>
  );
}

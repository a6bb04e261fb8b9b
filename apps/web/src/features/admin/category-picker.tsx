import { type AdminCategory } from '@store/contract';

export function CategoryPicker({
  categories,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  categories: AdminCategory[];
  value: string[];
  onChange: (ids: string[]) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const chosen = new Set(value);
  return (
    <div
      role="group"
      aria-label="Categories"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-slate-300 p-2 sm:grid-cols-2 dark:border-slate-700"
    >
      {categories.map((c) => (
        <label
          key={c.category_id}
          className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
        >
          <input
            type="checkbox"
            className="h-4 w-4 accent-amber-500"
            checked={chosen.has(c.category_id)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [...value, c.category_id]
                  : value.filter((id) => id !== c.category_id),
              )
            }
          />
          <span className="truncate">{c.name}</span>
          {c.is_active ? null : (
            <span className="text-xs text-slate-500 dark:text-slate-400">(inactive)</span>
          )}
        </label>
      ))}
    </div>
  );
}

/** Add or remove units (safe while customers order), or set the count outright. */

/** A white card with a hairline border, in both themes. */
export const cardClass =
  'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

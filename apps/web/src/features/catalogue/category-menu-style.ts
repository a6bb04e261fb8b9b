/** Classes shared by the Product trigger before and after the menu code loads. */
export const triggerClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800';
export const chevronClass =
  'h-4 w-4 transition-transform duration-200 [[data-state=open]>&]:rotate-180';

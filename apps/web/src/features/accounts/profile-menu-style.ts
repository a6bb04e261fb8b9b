/** Classes shared by the profile menu trigger before and after the menu code loads. */
export const profileTriggerClass =
  'inline-flex h-9 items-center gap-1 rounded-full p-1 text-slate-700 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800';
export const avatarClass =
  'flex h-7 w-7 items-center justify-center rounded-full bg-brand-500 text-xs font-bold text-slate-950 uppercase';

/** First letter of the name for the avatar ('?' when there is none). */
export function initialOf(name: string | undefined | null): string {
  const letter = name?.trim().charAt(0);
  return letter ? letter : '?';
}

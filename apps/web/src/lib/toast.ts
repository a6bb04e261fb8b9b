// Toasts without sonner in the first load (docs/decisions/131): the library and the app's
// <Toaster> are fetched after the first paint; a toast asked for before they are ready waits
// for them, so none is lost.
export type ToastType = 'success' | 'error' | 'warning' | 'info';
export const TOAST_DEFAULT_DURATION = 3000;

let mounted: Promise<void> = Promise.resolve();
let markMounted: () => void = () => {};
let count = 0;

/** The app's toaster started loading: toasts wait until it listens. */
export function toasterLoading(): void {
  mounted = new Promise<void>((resolve) => {
    markMounted = resolve;
  });
}

/** The app's toaster is mounted and listening. */
export function toasterMounted(): void {
  markMounted();
}

/** store-spec.md › Entities and their fields Toast: type defaults to success, duration to 3000 ms. Returns the toast id. */
export function showToast(
  message: string,
  type: ToastType = 'success',
  duration: number = TOAST_DEFAULT_DURATION,
): string {
  count += 1;
  const id = `toast-${count}`;
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => {
    toast[type](message, { duration, id });
  });
  return id;
}

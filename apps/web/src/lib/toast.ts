import { toast as sonner } from 'sonner';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export const TOAST_DEFAULT_DURATION = 3000;

/** Spec §3 Toast: type defaults to success, duration to 3000 ms. Returns the toast id. */
export function showToast(
  message: string,
  type: ToastType = 'success',
  duration: number = TOAST_DEFAULT_DURATION,
): string | number {
  return sonner[type](message, { duration });
}

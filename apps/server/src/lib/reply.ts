/** The success envelope of decisions §1. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

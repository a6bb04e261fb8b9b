/** The success envelope of decisions.md › Shape of the whole. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

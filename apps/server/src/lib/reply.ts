/** The success envelope of decisions.md §1 "Shape of the whole". */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

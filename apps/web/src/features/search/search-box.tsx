/** The navigation bar's search box (the catalogue work adds the dropdown). */
export function SearchBox() {
  return null;
}

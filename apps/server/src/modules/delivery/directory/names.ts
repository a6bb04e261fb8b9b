/** "BENGALURU URBAN" → "Bengaluru Urban"; keeps short joining words lower case. */
export function titleCase(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w, i) =>
      i > 0 && (w === 'and' || w === 'of')
        ? w
        : w.replace(/(^|[-(.])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase()),
    )
    .join(' ');
}

/** Districts whose post-office towns everyone calls by the city's name. */
const CITY_OF_DISTRICT: Record<string, string> = {
  'Bengaluru Urban': 'Bengaluru',
  Bengaluru: 'Bengaluru',
  'Kamrup Metro': 'Guwahati',
  'Mumbai Suburban': 'Mumbai',
  Mumbai: 'Mumbai',
  'New Delhi': 'New Delhi',
  Hyderabad: 'Hyderabad',
  Kolkata: 'Kolkata',
  Chennai: 'Chennai',
  'South Andamans': 'Port Blair',
  'Leh Ladakh': 'Leh',
  Leh: 'Leh',
};

/** The city shown for a pincode: the district's city (Delhi's districts are all "Delhi"). */
export function cityOfDistrict(district: string, state: string): string {
  const known = CITY_OF_DISTRICT[district];
  if (known) return known;
  if (state === 'Delhi') return 'Delhi';
  return district;
}

/** The metro cities of the METRO delivery zone (by the city shown for a pincode). */
export const METRO_CITIES: readonly string[] = [
  'Delhi',
  'New Delhi',
  'Mumbai',
  'Kolkata',
  'Chennai',
  'Hyderabad',
  'Bengaluru',
  'Pune',
  'Ahmedabad',
];

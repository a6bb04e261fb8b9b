import { INDIAN_STATES, type IndianState } from '@store/contract';

/** Upper-cased spellings found in India Post data (old and new) → the checkout's state names. */
const ALIASES: Record<string, IndianState> = {
  ORISSA: 'Odisha',
  PONDICHERRY: 'Puducherry',
  UTTARANCHAL: 'Uttarakhand',
  CHATTISGARH: 'Chhattisgarh',
  'NCT OF DELHI': 'Delhi',
  'NEW DELHI': 'Delhi',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  'ANDAMAN AND NICOBAR': 'Andaman and Nicobar Islands',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA AND NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA & NAGAR HAVELI AND DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
};

const BY_UPPER = new Map<string, IndianState>(
  INDIAN_STATES.map((name) => [name.toUpperCase(), name]),
);

/** Districts that moved from Jammu and Kashmir to the union territory of Ladakh in 2019. */
const LADAKH_DISTRICTS = /^(LEH|KARGIL)/;

/**
 * The checkout's name for a state as India Post data spells it, or null when it cannot be
 * told (e.g. "NA"). `district` moves Leh and Kargil, listed under J&K by older data, to Ladakh.
 */
export function normalizeStateName(raw: string, district = ''): IndianState | null {
  const key = raw.trim().replace(/\s+/g, ' ').toUpperCase();
  const name = BY_UPPER.get(key) ?? ALIASES[key] ?? null;
  if (name === 'Jammu and Kashmir' && LADAKH_DISTRICTS.test(district.trim().toUpperCase())) {
    return 'Ladakh';
  }
  return name;
}

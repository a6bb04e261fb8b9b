import type { DeliverySettings, DeliveryZone } from '@store/contract';
import { METRO_CITIES } from './directory/names';

/** Places couriers reach slowly: the North-East, J&K, Ladakh and the islands. */
export const REMOTE_STATES: readonly string[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];

export interface Place {
  city: string;
  district: string;
  state: string;
}

/**
 * The zone from the shop's place to a destination, nearest first: same city (district),
 * same state, remote areas, metro cities, rest of India. Without a shop place (a
 * COMPANY_PINCODE missing from the directory) it still tells remote, metro and the rest.
 */
export function deliveryZone(shop: Place | null, to: Place): DeliveryZone {
  if (shop && shop.state === to.state) {
    return shop.district === to.district || shop.city === to.city
      ? 'SAME_CITY'
      : 'SAME_STATE';
  }
  if (REMOTE_STATES.includes(to.state)) return 'REMOTE';
  if (METRO_CITIES.includes(to.city)) return 'METRO';
  return 'REST_OF_INDIA';
}

/** The demo defaults staff start from (docs/decisions/081). */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  zones: {
    SAME_CITY: { min_days: 1, max_days: 2, cod_available: true },
    SAME_STATE: { min_days: 2, max_days: 4, cod_available: true },
    METRO: { min_days: 3, max_days: 5, cod_available: true },
    REST_OF_INDIA: { min_days: 4, max_days: 7, cod_available: true },
    REMOTE: { min_days: 7, max_days: 12, cod_available: false },
  },
  unserviceable_pincodes: [],
  unserviceable_districts: [],
  holidays: [],
};

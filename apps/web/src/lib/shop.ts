import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@store/contract/query-keys';
import type { ShopDetails } from '@store/contract';
import { api } from './api-client';

/** Demo values used until the server's answer arrives (and if it cannot be reached). */
export const FALLBACK_SHOP: ShopDetails = {
  name: 'Bangalore Tool Works',
  tagline: 'Industrial tools and equipment, shipped across India',
  enquiry_phone: '9845012345',
  whatsapp_url: 'https://wa.me/919845012345',
  address: 'Peenya Industrial Area, Bengaluru, Karnataka',
  city: 'Bengaluru',
  gstin: '',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm',
  payment: {
    state: 'Karnataka',
    upi_id: '',
    bank: { account_name: '', account_number: '', ifsc: '', bank_name: '' },
    cod_max_rupees: 50_000,
  },
};

/** The shop's own details: GET /api/company (the route keeps its name). */
export const shopQuery = queryOptions({
  queryKey: queryKeys.shop(),
  queryFn: async () => (await api.get<ShopDetails>('/company', { auth: false })).data,
  staleTime: Infinity,
});

export function useShop(): ShopDetails {
  const { data } = useQuery(shopQuery);
  return data ?? FALLBACK_SHOP;
}

/** A messaging-app link with a prefilled text (decisions.md › Company details). */
export function whatsappLink(shop: ShopDetails, text?: string): string {
  const base = `https://wa.me/91${shop.enquiry_phone}`;
  return `${base}?text=${encodeURIComponent(text ?? `Hello ${shop.name}, I have an enquiry.`)}`;
}

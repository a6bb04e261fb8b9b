import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { DeliverySettings, DeliverySettingsView, PincodeInfo } from '@store/contract';
import { PINCODE_RE } from '@store/contract/constants';
import { api, ApiError } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { formatWeekdayDate } from '../../lib/calendar-format';

/* ---- The customer's pincode, typed once and remembered in this browser ---- */

const PINCODE_KEY = 'store.delivery-pincode';
const listeners = new Set<() => void>();

export function rememberedPincode(): string {
  const value = storage.get(PINCODE_KEY) ?? '';
  return PINCODE_RE.test(value) ? value : '';
}

export function rememberPincode(pincode: string): void {
  if (!PINCODE_RE.test(pincode) || pincode === rememberedPincode()) return;
  storage.set(PINCODE_KEY, pincode);
  for (const l of listeners) l();
}

/** The remembered pincode; every box on the page updates when one of them changes it. */
export function useRememberedPincode(): string {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    rememberedPincode,
    () => '',
  );
}

/* ---- GET /pincodes/{pincode} ---- */

export async function fetchPincode(pincode: string, signal?: AbortSignal): Promise<PincodeInfo> {
  const res = await api.get<PincodeInfo>(`/pincodes/${encodeURIComponent(pincode)}`, {
    auth: false,
    signal,
  });
  return res.data;
}

export const pincodeQueries = {
  all: () => ['pincodes'] as const,
  detail: (pincode: string) =>
    queryOptions({
      queryKey: [...pincodeQueries.all(), pincode] as const,
      queryFn: ({ signal }) => fetchPincode(pincode, signal),
      enabled: PINCODE_RE.test(pincode),
      // Dates move at midnight and staff may change settings: fresh for 10 minutes.
      staleTime: 10 * 60 * 1000,
      // An unknown pincode (404) or a malformed one (400) will not change on retry.
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    }),
};

/** "Tue, 1 Dec" for a YYYY-MM-DD delivery date (already in India time). */
export function formatDeliveryDate(date: string): string {
  return formatWeekdayDate(date);
}

/* ---- Staff settings ---- */

export const deliveryAdminQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['admin', 'delivery', 'settings'] as const,
      queryFn: async () => (await api.get<DeliverySettingsView>('/admin/delivery/settings')).data,
    }),
};

export function useSaveDeliverySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: DeliverySettings) =>
      api.put<DeliverySettingsView>('/admin/delivery/settings', settings),
    onSuccess: (res) => {
      client.setQueryData(deliveryAdminQueries.settings().queryKey, res.data);
      void client.invalidateQueries({ queryKey: pincodeQueries.all() });
    },
  });
}

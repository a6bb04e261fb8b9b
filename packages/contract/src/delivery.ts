import { z } from 'zod';
import { EwayBillNumberSchema } from './reports';
import { CalendarDateSchema, envelope } from './common';
import { MALFORMED_PINCODE_MESSAGE, PINCODE_RE } from './constants';
import { INDIAN_STATES } from './gst';

/* Delivery across India (decisions.md › Delivery). */

export const pincodeNotInStateMessage = (pincode: string, state: string) =>
  `Pincode ${pincode} is not in ${state}`;

/** Zones from the company's pincode to the destination, nearest first. */
export const DELIVERY_ZONES = [
  'SAME_CITY',
  'SAME_STATE',
  'METRO',
  'REST_OF_INDIA',
  'REMOTE',
] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];
export const DeliveryZoneSchema = z.enum(DELIVERY_ZONES);
export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  SAME_CITY: 'Same city',
  SAME_STATE: 'Same state',
  METRO: 'Metro cities',
  REST_OF_INDIA: 'Rest of India',
  REMOTE: 'Remote areas (North-East, J&K, Ladakh, islands)',
};

/** Text without NUL characters, trimmed, 1..max characters. */
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please fill in ${label}`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} must be at most ${max} characters`)
    .refine(
      (s) => !s.includes('\u0000'),
      `${label[0]?.toUpperCase()}${label.slice(1)} contains an invalid character`,
    );

export const PincodeParamsSchema = z.object({
  pincode: z.string().regex(PINCODE_RE, MALFORMED_PINCODE_MESSAGE),
});

export const DeliveryDaysSchema = z.object({ min: z.number().int(), max: z.number().int() });
export const EstimatedDeliverySchema = z.object({ from: z.string(), to: z.string() });

/** GET /pincodes/{pincode}. Unserviceable pincodes carry null days and dates. */
export const PincodeInfoSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  cod_available: z.boolean(),
  zone: DeliveryZoneSchema,
  delivery_days: DeliveryDaysSchema.nullable(),
  estimated_delivery: EstimatedDeliverySchema.nullable(),
});
export type PincodeInfo = z.infer<typeof PincodeInfoSchema>;
export const PincodeInfoResponseSchema = envelope(PincodeInfoSchema);

/** The delivery promise stored on an order when it is placed. */
export const OrderDeliverySchema = z.object({
  estimated_from: z.string(),
  estimated_to: z.string(),
  cod_available: z.boolean(),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;

/* ---- Couriers and shipments ---- */

/** Couriers whose tracking page takes the number in its URL. */
export const KNOWN_COURIERS = [
  {
    name: 'Blue Dart',
    url: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=',
  },
  { name: 'DTDC', url: 'https://www.dtdc.in/trace.asp?strCnno=' },
  { name: 'Delhivery', url: 'https://www.delhivery.com/track/package/' },
  {
    name: 'India Post Speed Post',
    url: 'https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx?consignmentnumber=',
  },
  { name: 'Ekart', url: 'https://ekartlogistics.com/shipmenttrack/' },
  { name: 'Xpressbees', url: 'https://www.xpressbees.com/shipment/tracking?awbNo=' },
  { name: 'Shadowfax', url: 'https://tracker.shadowfax.in/#/track/' },
  { name: 'Ecom Express', url: 'https://ecomexpress.in/tracking/?awb_field=' },
] as const;

const courierKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const COURIER_ALIASES: Record<string, string> = {
  speedpost: 'indiapostspeedpost',
  indiapost: 'indiapostspeedpost',
  bluedartexpress: 'bluedart',
  ekartlogistics: 'ekart',
};

/** The courier's own tracking page for a number, or null for a courier we do not know. */
export function trackingUrlFor(
  courier: string | null,
  trackingNumber: string | null,
): string | null {
  if (!courier || !trackingNumber) return null;
  const key = COURIER_ALIASES[courierKey(courier)] ?? courierKey(courier);
  const known = KNOWN_COURIERS.find((c) => courierKey(c.name) === key);
  return known ? `${known.url}${encodeURIComponent(trackingNumber)}` : null;
}

export const TRACKING_NUMBER_MESSAGE =
  'Please enter a valid tracking number (4 to 40 letters, digits or dashes)';
export const CourierSchema = text(60, 'courier');
export const TrackingNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, TRACKING_NUMBER_MESSAGE);

export const ShipmentSchema = z.object({
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string(),
  /** The e-way bill of a consignment above ₹50,000 (decisions.md › §18), or null. */
  eway_bill_number: z.string().nullable().default(null),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** The fields PATCH /admin/orders/{id}/status takes beside status and remarks. */
export const ShipmentFieldsSchema = z.object({
  courier: CourierSchema.optional(),
  tracking_number: TrackingNumberSchema.optional(),
  /** Required when shipping an order whose invoice value is above ₹50,000 (decisions.md › §18). */
  eway_bill_number: EwayBillNumberSchema.optional(),
});

/* ---- Staff delivery settings ---- */

export const ZoneSettingSchema = z
  .object({
    min_days: z.number().int().min(0).max(60),
    max_days: z.number().int().min(0).max(60),
    cod_available: z.boolean(),
  })
  .refine((z) => z.min_days <= z.max_days, {
    message: 'The fewest days must not be more than the most days',
    path: ['max_days'],
  });
export type ZoneSetting = z.infer<typeof ZoneSettingSchema>;

export const HolidaySchema = z.object({
  date: CalendarDateSchema,
  name: text(100, 'holiday name'),
});
export const UnserviceableDistrictSchema = z.object({
  state: z.enum(INDIAN_STATES, { message: 'Please choose a state' }),
  district: text(100, 'district'),
});

export const DeliverySettingsSchema = z.object({
  zones: z.object({
    SAME_CITY: ZoneSettingSchema,
    SAME_STATE: ZoneSettingSchema,
    METRO: ZoneSettingSchema,
    REST_OF_INDIA: ZoneSettingSchema,
    REMOTE: ZoneSettingSchema,
  }),
  unserviceable_pincodes: z
    .array(z.string().regex(PINCODE_RE, MALFORMED_PINCODE_MESSAGE))
    .max(5000, 'At most 5,000 pincodes'),
  unserviceable_districts: z.array(UnserviceableDistrictSchema).max(500, 'At most 500 districts'),
  holidays: z.array(HolidaySchema).max(200, 'At most 200 holidays'),
});
export type DeliverySettings = z.infer<typeof DeliverySettingsSchema>;
export const UpdateDeliverySettingsBodySchema = DeliverySettingsSchema;

export const DirectoryStatusSchema = z.object({
  version: z.string().nullable(),
  pincodes: z.number().int(),
  loaded_at: z.string().nullable(),
  company_pincode: z.string(),
});
export const DeliverySettingsViewSchema = z.object({
  settings: DeliverySettingsSchema,
  directory: DirectoryStatusSchema,
});
export type DeliverySettingsView = z.infer<typeof DeliverySettingsViewSchema>;
export const DeliverySettingsResponseSchema = envelope(DeliverySettingsViewSchema);

import { inArray, sql } from 'drizzle-orm';
import {
  DeliverySettingsSchema,
  PINCODE_NOT_FOUND_MESSAGE,
  UNSERVICEABLE_MESSAGE,
  pincodeNotInStateMessage,
  trackingUrlFor,
  type DeliverySettings,
  type DeliverySettingsView,
  type DeliveryZone,
  type OrderDelivery,
  type OrderStatus,
  type PincodeInfo,
  type Shipment,
} from '@store/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { deliverySettings, orderDeliveries } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/errors';
import { estimateDelivery } from './delivery-dates';
import { DEFAULT_DELIVERY_SETTINGS, deliveryZone, type Place } from './delivery-zones';
import { readDirectoryStatus } from './directory/pincode-directory';
import { readPincodeRow } from './directory/pincode-cache';
import { normalizeStateName } from './directory/states';

/** What delivery needs from the app context: the company's pincode, and a clock for tests. */
export interface DeliveryCtx {
  config?: { COMPANY_PINCODE: string };
  now?: () => Date;
}

const DEFAULT_COMPANY_PINCODE = '560058';
const shopPincodeOf = (ctx: DeliveryCtx) =>
  ctx.config?.COMPANY_PINCODE ?? DEFAULT_COMPANY_PINCODE;

/* ---- Settings ---- */

export async function getDeliverySettings(db: DbOrTx): Promise<DeliverySettings> {
  const [row] = await db.select({ settings: deliverySettings.settings }).from(deliverySettings);
  if (!row) return DEFAULT_DELIVERY_SETTINGS;
  const parsed = DeliverySettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : DEFAULT_DELIVERY_SETTINGS;
}

/**
 * What every lookup needs besides the destination: the settings and the company's place.
 * Kept per database for a few seconds so a lookup is one primary-key read; a change made in
 * this process is seen at once, one made by another process within SETTINGS_TTL_MS.
 */
interface LookupBasis {
  at: number;
  shopPincode: string;
  settings: DeliverySettings;
  holidays: ReadonlySet<string>;
  home: Place | null;
}
const SETTINGS_TTL_MS = 5_000;
const basisCache = new WeakMap<object, LookupBasis>();

async function lookupBasis(db: DbOrTx, ctx: DeliveryCtx): Promise<LookupBasis> {
  const shopPincode = shopPincodeOf(ctx);
  const cached = basisCache.get(db);
  if (
    cached &&
    cached.shopPincode === shopPincode &&
    Date.now() - cached.at < SETTINGS_TTL_MS
  ) {
    return cached;
  }
  const [settings, homeRow] = await Promise.all([
    getDeliverySettings(db),
    readPincodeRow(db, shopPincode),
  ]);
  const basis: LookupBasis = {
    at: Date.now(),
    shopPincode,
    settings,
    holidays: new Set(settings.holidays.map((h) => h.date)),
    // Not cached while the directory is still empty (first start, before the load).
    home: homeRow,
  };
  if (basis.home) basisCache.set(db, basis);
  return basis;
}

export async function getDeliverySettingsView(
  db: DbOrTx,
  ctx: DeliveryCtx,
): Promise<DeliverySettingsView> {
  const [settings, directory] = await Promise.all([
    getDeliverySettings(db),
    readDirectoryStatus(db),
  ]);
  return {
    settings,
    directory: {
      version: directory.version,
      pincodes: directory.pincodes,
      loaded_at: directory.loadedAt?.toISOString() ?? null,
      company_pincode: shopPincodeOf(ctx),
    },
  };
}

/** Staff replace the settings; lists are de-duplicated and sorted. */
export async function updateDeliverySettings(
  db: DbOrTx,
  input: DeliverySettings,
  ctx: DeliveryCtx & { staffId: string | null },
): Promise<DeliverySettingsView> {
  const districts = new Map(
    input.unserviceable_districts.map((d) => [`${d.state}|${d.district.toLowerCase()}`, d]),
  );
  const holidays = new Map(input.holidays.map((h) => [h.date, h]));
  const settings: DeliverySettings = {
    zones: input.zones,
    unserviceable_pincodes: [...new Set(input.unserviceable_pincodes)].sort(),
    unserviceable_districts: [...districts.values()].sort(
      (a, b) => a.state.localeCompare(b.state) || a.district.localeCompare(b.district),
    ),
    holidays: [...holidays.values()].sort((a, b) => a.date.localeCompare(b.date)),
  };
  basisCache.delete(db);
  await db
    .insert(deliverySettings)
    .values({ id: 1, settings, updatedBy: ctx.staffId })
    .onConflictDoUpdate({
      target: deliverySettings.id,
      set: { settings, updatedBy: ctx.staffId, updatedAt: sql`now()` },
    });
  basisCache.delete(db);
  return getDeliverySettingsView(db, ctx);
}

/* ---- Lookup and promise ---- */

/** The full answer for one known pincode; null when the directory does not have it. */
export async function findPincode(
  db: DbOrTx,
  pincode: string,
  ctx: DeliveryCtx = {},
): Promise<PincodeInfo | null> {
  const [{ settings, holidays, home }, place] = await Promise.all([
    lookupBasis(db, ctx),
    readPincodeRow(db, pincode),
  ]);
  if (!place) return null;
  const zone: DeliveryZone = deliveryZone(home, place);
  const districtKey = place.district.toLowerCase();
  const serviceable =
    !settings.unserviceable_pincodes.includes(pincode) &&
    !settings.unserviceable_districts.some(
      (d) => d.state === place.state && d.district.toLowerCase() === districtKey,
    );
  const zoneSetting = settings.zones[zone];
  const days = { min: zoneSetting.min_days, max: zoneSetting.max_days };
  return {
    pincode,
    city: place.city,
    district: place.district,
    state: place.state,
    serviceable,
    cod_available: serviceable && zoneSetting.cod_available,
    zone,
    delivery_days: serviceable ? days : null,
    estimated_delivery: serviceable
      ? estimateDelivery((ctx.now ?? (() => new Date()))(), days, holidays)
      : null,
  };
}

/** GET /pincodes/{pincode}: unknown is 404 "We could not find this pincode". */
export async function lookupPincode(
  db: DbOrTx,
  pincode: string,
  ctx: DeliveryCtx = {},
): Promise<PincodeInfo> {
  const info = await findPincode(db, pincode, ctx);
  if (!info) throw notFound(PINCODE_NOT_FOUND_MESSAGE);
  return info;
}

/** What placing an order to an address is promised (decisions.md › Delivery). */
export interface DeliveryPromise {
  pincode: string;
  zone: DeliveryZone;
  delivery_days: { min: number; max: number };
  estimated_delivery: { from: string; to: string };
  /** Cash on delivery allowed at this pincode (decisions.md › Paying for an order also caps the order total). */
  cod_available: boolean;
}

const pincodeError = (message: string) => invalid(message, [{ field: 'pincode', message }]);

/**
 * The check POST /orders makes before writing anything: an unknown pincode, one outside the
 * chosen state, or one staff do not deliver to is a 400 (the cart stays as it was).
 * Returns the promise to store with `recordDeliveryPromise`.
 */
export async function checkDeliveryAddress(
  db: DbOrTx,
  address: { pincode: string; state: string },
  ctx: DeliveryCtx = {},
): Promise<DeliveryPromise> {
  const info = await findPincode(db, address.pincode, ctx);
  if (!info) throw pincodeError(PINCODE_NOT_FOUND_MESSAGE);
  const chosen = normalizeStateName(address.state) ?? address.state.trim();
  if (chosen.toLowerCase() !== info.state.toLowerCase()) {
    throw pincodeError(pincodeNotInStateMessage(address.pincode, address.state.trim()));
  }
  if (!info.serviceable || !info.delivery_days || !info.estimated_delivery) {
    throw pincodeError(UNSERVICEABLE_MESSAGE);
  }
  return {
    pincode: info.pincode,
    zone: info.zone,
    delivery_days: info.delivery_days,
    estimated_delivery: info.estimated_delivery,
    cod_available: info.cod_available,
  };
}

/**
 * Stores the promise on a new order (inside the transaction that writes the order) and
 * answers the order's delivery view from the row written (no read back: docs/decisions/150).
 */
export async function recordDeliveryPromise(
  tx: Tx,
  orderId: string,
  promise: DeliveryPromise,
): Promise<OrderDeliveryView> {
  const [row] = await deliveryPromiseInsert(tx, orderId, promise);
  if (!row) throw new Error('recordDeliveryPromise: nothing inserted');
  return deliveryViewOf(row);
}

/**
 * The insert recordDeliveryPromise runs, for a caller that runs it beside other rows in one
 * statement (writeTogether; placing an order, docs/decisions/150). Map its row with
 * deliveryViewOf.
 */
export function deliveryPromiseInsert(tx: Tx, orderId: string, promise: DeliveryPromise) {
  return tx
    .insert(orderDeliveries)
    .values({
      orderId,
      zone: promise.zone,
      minDays: promise.delivery_days.min,
      maxDays: promise.delivery_days.max,
      estimatedFrom: promise.estimated_delivery.from,
      estimatedTo: promise.estimated_delivery.to,
      codAvailable: promise.cod_available,
    })
    .returning();
}

/* ---- Shipments ---- */

export const SHIPMENT_ONLY_WHEN_SHIPPED =
  'Courier and tracking number are given only when marking an order SHIPPED';

/**
 * Called by the staff status change, inside its transaction, for every change: marking
 * SHIPPED records the shipment (courier and tracking number optional); giving them with any
 * other status is a 400.
 */
export async function recordShipment(
  tx: Tx,
  input: {
    orderId: string;
    status: OrderStatus;
    courier?: string;
    tracking_number?: string;
    eway_bill_number?: string;
  },
): Promise<void> {
  const courier = input.courier?.trim() || null;
  const trackingNumber = input.tracking_number?.trim() || null;
  const ewayBillNumber = input.eway_bill_number?.trim() || null;
  if (input.status !== 'SHIPPED') {
    if (courier || trackingNumber || ewayBillNumber) {
      const field = courier ? 'courier' : trackingNumber ? 'tracking_number' : 'eway_bill_number';
      throw invalid(SHIPMENT_ONLY_WHEN_SHIPPED, [{ field, message: SHIPMENT_ONLY_WHEN_SHIPPED }]);
    }
    return;
  }
  await tx
    .insert(orderDeliveries)
    .values({ orderId: input.orderId, courier, trackingNumber, ewayBillNumber, shippedAt: sql`now()` })
    .onConflictDoUpdate({
      target: orderDeliveries.orderId,
      set: { courier, trackingNumber, ewayBillNumber, shippedAt: sql`now()` },
    });
}

export interface OrderDeliveryView {
  delivery: OrderDelivery | null;
  shipment: Shipment | null;
}

/** The stored promise and shipment of each order (for the order answers). */
export async function loadOrderDeliveries(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, OrderDeliveryView>> {
  const map = new Map<string, OrderDeliveryView>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderDeliveries)
    .where(inArray(orderDeliveries.orderId, orderIds));
  for (const r of rows) map.set(r.orderId, deliveryViewOf(r));
  return map;
}

/** An order's delivery promise and shipment, from its order_deliveries row. */
export function deliveryViewOf(r: typeof orderDeliveries.$inferSelect): OrderDeliveryView {
  return {
    delivery:
      r.estimatedFrom && r.estimatedTo
        ? {
            estimated_from: r.estimatedFrom,
            estimated_to: r.estimatedTo,
            cod_available: r.codAvailable ?? false,
          }
        : null,
    shipment: r.shippedAt
      ? {
          courier: r.courier,
          tracking_number: r.trackingNumber,
          tracking_url: trackingUrlFor(r.courier, r.trackingNumber),
          shipped_at: r.shippedAt.toISOString(),
          eway_bill_number: r.ewayBillNumber ?? null,
        }
      : null,
  };
}

/** For the shipped mail: the order's courier, tracking number and link, or null. */
export async function readShipment(db: DbOrTx, orderId: string): Promise<Shipment | null> {
  return (await loadOrderDeliveries(db, [orderId])).get(orderId)?.shipment ?? null;
}

import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@store/contract';
import { loadConfig } from '../../config';
import { buildEwayBill, ewayDate, straightLineKm } from './eway-bill';
import expected from './fixtures/eway-bill-BTW-26-27-00007.expected.json';

const config = loadConfig({});

/** A B2B order to Hosur (Tamil Nadu) shipped from Peenya: two welding sets and a grinder. */
const order = {
  order_id: '3f2a9c1d-0000-4000-8000-000000000001',
  customer_name: 'Kiran Rao',
  billing_name: 'Sri Ganesh Fabricators Pvt Ltd',
  gstin: '33AAGCS4567H1Z7',
  street_address: 'Plot 14, SIPCOT Industrial Complex Phase 1',
  city: 'Hosur',
  state: 'Tamil Nadu',
  pincode: '635126',
  total_amount: 120_998,
  tax: {
    place_of_supply: 'Tamil Nadu (33)',
    supply_type: 'INTER_STATE',
    taxable_value: 102_540.68,
    cgst: 0,
    sgst: 0,
    igst: 18_457.32,
    total_tax: 18_457.32,
  },
  invoice: { number: 'BTW/26-27/00007', issued_at: '2026-11-20T05:30:00.000Z' },
  shipment: null,
  order_items: [
    {
      product_name: 'MIG Welding Set 250A',
      manufacturer_name: 'ESAB',
      product_sku: 'ESAB-MIG250',
      hsn_code: '85152100',
      quantity: 2,
      unit: 'set',
      gst_rate: 18,
      taxable_value: 100_000,
    },
    {
      product_name: 'Angle Grinder 100mm',
      manufacturer_name: 'Bosch',
      product_sku: 'GWS-600',
      hsn_code: '84672900',
      quantity: 1,
      unit: 'piece',
      gst_rate: 18,
      taxable_value: 2_540.68,
    },
  ],
} as unknown as AdminOrder;

describe('e-way bill Part A', () => {
  it("matches the portal's bulk JSON written by hand for a known order", () => {
    const bill = buildEwayBill(order, config, 43);
    expect(JSON.parse(JSON.stringify(bill))).toEqual(expected);
  });

  it('needs the tax invoice first (409)', () => {
    expect(() => buildEwayBill({ ...order, invoice: null }, config, 43)).toThrow(
      /Issue the tax invoice first/,
    );
  });

  it('writes dates as dd/mm/yyyy in India time and measures straight lines', () => {
    expect(ewayDate('2026-11-20T20:00:00Z')).toBe('21/11/2026');
    // Peenya (13.03, 77.52) to Hosur (12.74, 77.83): about 47 km in a straight line
    const km = straightLineKm({ lat: 13.03, lon: 77.52 }, { lat: 12.74, lon: 77.83 });
    expect(km).toBeGreaterThan(44);
    expect(km).toBeLessThan(50);
  });
});

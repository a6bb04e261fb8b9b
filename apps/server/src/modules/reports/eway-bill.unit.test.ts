import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { EwayBillQuerySchema, type AdminOrder } from '@store/contract';
import { loadConfig } from '../../config';
import { buildEwayBill, ewayDate, portalText, type EwayBillTo } from './eway-bill';
import expected from './fixtures/eway-bill-BTW-26-27-00007.expected.json';
import bulkSchema from './fixtures/eway-bill-bulk.schema.json';

const config = loadConfig({});
const validate = new Ajv({ allErrors: true, strict: true, multipleOfPrecision: 6 }).compile(
  bulkSchema,
);
const partB = (q: Record<string, string>) => EwayBillQuerySchema.parse(q);

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

/** The company is registered in Chennai; the goods go to its Hosur works (Bill to ≠ Ship to). */
const billTo: EwayBillTo = {
  legalName: 'Sri Ganesh Fabricators Pvt Ltd',
  gstin: '33AAGCS4567H1Z7',
  address: {
    line: 'No. 8, Industrial Estate, Guindy',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600032',
  },
};

describe('e-way bill bulk JSON', () => {
  it('matches the file written by hand for a known order, key by key', () => {
    const bill = JSON.parse(
      JSON.stringify(buildEwayBill(order, config, partB({ vehicle_no: 'ka-01 ab 1234' }), billTo)),
    );
    const [mine, theirs] = [bill.billLists[0], expected.billLists[0]!];
    expect(Object.keys(mine)).toEqual(Object.keys(theirs));
    for (const key of Object.keys(theirs)) expect(mine[key], key).toEqual(theirs[key as never]);
    expect(bill).toEqual(expected);
  });

  it("validates against the bulk tool's schema, and the API's key names do not", () => {
    const bill = buildEwayBill(order, config, partB({ vehicle_no: 'KA01AB1234' }), billTo);
    expect(validate(bill), JSON.stringify(validate.errors)).toBe(true);
    // the file of the last round: the API's names are refused
    const { transType, ...rest } = bill.billLists[0]!;
    const apiNamed = { ...bill, billLists: [{ ...rest, transactionType: transType }] };
    expect(validate(apiNamed)).toBe(false);
    expect(JSON.stringify(validate.errors)).toMatch(/transType|transactionType/);
  });

  it('is a regular supply (transType 1) when the buyer is billed where the goods go', () => {
    const bill = buildEwayBill(order, config, partB({ transporter_id: '29AAACT1234A1Z5' }), null);
    const b = bill.billLists[0]!;
    expect(b).toMatchObject({
      transType: 1,
      toGstin: '33AAGCS4567H1Z7',
      transporterId: '29AAACT1234A1Z5',
      vehicleNo: '',
      vehicleType: '',
      transDistance: 0,
    });
    expect(validate(bill), JSON.stringify(validate.errors)).toBe(true);
  });

  it('takes a distance staff give, and rail with its transport document', () => {
    const bill = buildEwayBill(
      order,
      config,
      partB({
        trans_mode: '2',
        trans_doc_no: 'RR/4471-A',
        trans_doc_date: '2026-11-21',
        distance_km: '356',
      }),
      null,
    );
    expect(bill.billLists[0]).toMatchObject({
      transMode: 2,
      transDistance: 356,
      transDocNo: 'RR/4471-A',
      transDocDate: '21/11/2026',
      vehicleNo: '',
    });
    expect(validate(bill), JSON.stringify(validate.errors)).toBe(true);
  });

  it('needs the tax invoice first (409)', () => {
    expect(() =>
      buildEwayBill({ ...order, invoice: null }, config, partB({ vehicle_no: 'KA01AB1234' })),
    ).toThrow(/Issue the tax invoice first/);
  });

  it('asks for Part B and names the field that is wrong', () => {
    const fields = (q: Record<string, string>) => {
      const r = EwayBillQuerySchema.safeParse(q);
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(fields({})).toEqual(['vehicle_no']);
    expect(fields({ vehicle_no: 'KA 01' })).toEqual(['vehicle_no']);
    expect(fields({ vehicle_no: 'HELLO WORLD' })).toEqual(['vehicle_no']);
    expect(fields({ transporter_id: '29AAACT1234' })).toEqual(['transporter_id']);
    expect(fields({ vehicle_no: 'KA01AB1234', trans_mode: '5' })).toEqual(['trans_mode']);
    expect(fields({ vehicle_no: 'KA01AB1234', distance_km: '4001' })).toEqual(['distance_km']);
    expect(fields({ trans_mode: '3' })).toEqual(['trans_doc_no']);
    expect(fields({ trans_mode: '3', trans_doc_no: 'AWB123' })).toEqual(['trans_doc_date']);
    // formats the portal takes: state-RTO-series-number, Bharat series, temporary
    for (const v of ['KA01AB1234', 'ka 01 a 1234', 'DL1CAB1234', 'KA011234', '22BH1234AB'])
      expect(fields({ vehicle_no: v }), v).toEqual([]);
  });

  it('writes dates as dd/mm/yyyy in India time and text the portal takes', () => {
    expect(ewayDate('2026-11-20T20:00:00Z')).toBe('21/11/2026');
    expect(portalText('Shree "Ganesh"\nWorks; Unit–2', 100)).toBe('Shree Ganesh Works Unit 2');
  });
});

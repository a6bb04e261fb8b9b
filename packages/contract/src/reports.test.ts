import { describe, expect, it } from 'vitest';
import {
  EwayBillNumberSchema,
  needsEwayBill,
  SalesReportQuerySchema,
  uqcForUnit,
  UQC_VALUES,
} from './reports';

describe('UQC of a product unit', () => {
  it('keeps a code, maps the words products used before, and falls back to OTH', () => {
    expect(uqcForUnit('SET')).toBe('SET');
    expect(uqcForUnit('nos')).toBe('NOS');
    expect(uqcForUnit('piece')).toBe('NOS');
    expect(uqcForUnit('pair')).toBe('PRS');
    expect(uqcForUnit('pack')).toBe('PAC');
    expect(uqcForUnit(' Metre ')).toBe('MTR');
    expect(uqcForUnit('kg')).toBe('KGS');
    expect(uqcForUnit('bucket')).toBe('OTH');
    expect(UQC_VALUES).toContain('BOX');
  });
});

describe('e-way bill rules', () => {
  it('needs one only above ₹50,000', () => {
    expect(needsEwayBill({ total_amount: 50_000 })).toBe(false);
    expect(needsEwayBill({ total_amount: 50_000.01 })).toBe(true);
  });
  it('takes 12 digits, with spaces or dashes as typed', () => {
    expect(EwayBillNumberSchema.parse('3310 1234 5678')).toBe('331012345678');
    expect(EwayBillNumberSchema.parse('331-012-345-678')).toBe('331012345678');
    for (const bad of ['33101234567', '3310123456789', 'ABCD12345678', '']) {
      expect(EwayBillNumberSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('sales report period', () => {
  it('is at most two years, in order, of real dates', () => {
    expect(SalesReportQuerySchema.safeParse({ from: '2025-01-01', to: '2026-12-31' }).success).toBe(
      true,
    );
    expect(SalesReportQuerySchema.safeParse({ from: '2024-12-31', to: '2027-01-01' }).success).toBe(
      false,
    );
    expect(SalesReportQuerySchema.safeParse({ from: '2026-05-02', to: '2026-05-01' }).success).toBe(
      false,
    );
    expect(SalesReportQuerySchema.safeParse({ from: '2026-02-29', to: '2026-03-01' }).success).toBe(
      false,
    );
  });
});

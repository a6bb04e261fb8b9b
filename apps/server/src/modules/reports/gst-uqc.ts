/**
 * The GST portal's unit quantity codes (UQC) with the names its offline tool lists them by
 * (decisions.md › §18, amended; docs/decisions/331). The GSTR-1 offline tool's HSN sheet
 * takes a unit as `<code>-<name>` ("NOS-NUMBERS", not "NOS-NOS"); the portal's JSON keeps the
 * bare code ("uqc": "NOS").
 *
 * Reference: the GSTN master list as resilient-tech/india-compliance keeps it,
 * india_compliance/gst_india/constants/__init__.py › UOM_MAP, and its GSTR-1 tests
 * (india_compliance/gst_india/utils/gstr_1/test_gstr_1_json_map.py: the sheet's
 * "NOS-NUMBERS", "KGS-KILOGRAMS" against the JSON's "NOS"). A copy of the list with its
 * source is fixtures/gst-uqc.reference.json, compared with this one in gstr1.unit.test.ts.
 */
export const GST_UQC_NAMES = {
  BAG: 'BAGS',
  BAL: 'BALE',
  BDL: 'BUNDLES',
  BKL: 'BUCKLES',
  BOU: 'BILLION OF UNITS',
  BOX: 'BOX',
  BTL: 'BOTTLES',
  BUN: 'BUNCHES',
  CAN: 'CANS',
  CBM: 'CUBIC METERS',
  CCM: 'CUBIC CENTIMETERS',
  CMS: 'CENTIMETERS',
  CTN: 'CARTONS',
  DOZ: 'DOZENS',
  DRM: 'DRUMS',
  GGK: 'GREAT GROSS',
  GMS: 'GRAMMES',
  GRS: 'GROSS',
  GYD: 'GROSS YARDS',
  KGS: 'KILOGRAMS',
  KLR: 'KILOLITRE',
  KME: 'KILOMETRE',
  LTR: 'LITRES',
  MLT: 'MILILITRE',
  MTR: 'METERS',
  MTS: 'METRIC TON',
  NOS: 'NUMBERS',
  OTH: 'OTHERS',
  PAC: 'PACKS',
  PCS: 'PIECES',
  PRS: 'PAIRS',
  QTL: 'QUINTAL',
  ROL: 'ROLLS',
  SET: 'SETS',
  SQF: 'SQUARE FEET',
  SQM: 'SQUARE METERS',
  SQY: 'SQUARE YARDS',
  TBS: 'TABLETS',
  TGM: 'TEN GROSS',
  THD: 'THOUSANDS',
  TON: 'TONNES',
  TUB: 'TUBES',
  UGS: 'US GALLONS',
  UNT: 'UNITS',
  YDS: 'YARDS',
} as const;

/** The offline tool's way of writing a unit: "NOS-NUMBERS"; an unknown code is "OTH-OTHERS". */
export function uqcSheetLabel(code: string): string {
  const name = (GST_UQC_NAMES as Record<string, string>)[code];
  return name ? `${code}-${name}` : 'OTH-OTHERS';
}

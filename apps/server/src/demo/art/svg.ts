/** Small helpers for the project's own SVG pictures (flat illustration style). */

export const FONT = "'Inter','Segoe UI',Roboto,Arial,sans-serif";

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black), -1..1. */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = rgb(hex);
  const t = amount < 0 ? 0 : 255;
  const p = Math.abs(amount);
  const mix = (c: number) => clamp(c + (t - c) * p);
  return `#${[mix(r), mix(g), mix(b)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Perceived brightness 0..1, to pick readable text on a colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export const textOn = (hex: string) => (luminance(hex) > 0.6 ? '#0f172a' : '#ffffff');

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Attrs = Record<string, string | number | undefined>;
const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'string' ? escapeXml(v) : v}"`)
    .join(' ');

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, fill, ...a })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...a })}/>`;
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  a: Attrs = {},
) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...a })}/>`;
export const path = (d: string, fill: string, a: Attrs = {}) =>
  `<path ${attrs({ d, fill, ...a })}/>`;
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w = 2,
  a: Attrs = {},
) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...a })}/>`;
export const text = (x: number, y: number, s: string, a: Attrs = {}) =>
  `<text ${attrs({ x, y, 'font-family': FONT, ...a })}>${escapeXml(s)}</text>`;
export const group = (content: string, a: Attrs = {}) => `<g ${attrs(a)}>${content}</g>`;

export function linearGradient(id: string, stops: [number, string][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

export function radialGradient(id: string, stops: [number, string, number?][]): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.6">${stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('')}</radialGradient>`;
}

export function svgDocument(
  width: number,
  height: number,
  defs: string,
  body: string,
  title: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>`;
}

/** A deterministic pseudo-random generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

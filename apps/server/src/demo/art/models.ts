/**
 * What tells one model of a kind from another in the demo pictures (decisions record 121):
 * its headline rating printed large ("18V", "2 HP", "150mm"), a colour per model tier, the
 * drawing's size growing with the tier, and the accessories higher tiers come with. Plus the
 * third view of every product: its rating plate with the model's own specifications.
 */
import { escapeXml, FONT, rect, shade, text, textOn } from './svg';

export interface ModelMark {
  /** The rating printed large, e.g. "18V", "2 HP", "150mm", "24 pc". */
  rating: string;
  /** The rest of the variant label, e.g. "BRUSHLESS", "THREE PHASE" (may be empty). */
  extra: string;
  /** 0 for the smallest model of its kind, up to tiers - 1. */
  tier: number;
  tiers: number;
}

/** Tier colours: entry, mid, top, flagship (distinct in hue and in lightness). */
export const TIER_COLOURS = ['#0284c7', '#d97706', '#059669', '#7c3aed'] as const;
export const tierColour = (m: ModelMark) =>
  TIER_COLOURS[Math.min(m.tier, TIER_COLOURS.length - 1)]!;

/** Words that belong to the number before them ("24 pc", "2 HP", "5 Ton"). */
const UNIT_WORDS = new Set([
  'pc',
  'inch',
  'hp',
  'ton',
  'kg',
  'drawer',
  'count',
  'mil',
  'bar',
  'rpm',
  'socket',
  'stage',
  'tpi',
]);
/** Words that belong to the number after them ("DIN 9-13", "SNR 27dB", "Level 5"). */
const PREFIX_WORDS = new Set(['din', 'snr', 'level']);

/** The model mark of the `index`-th of `count` variants labelled `label`. */
export function modelMarkOf(label: string, index: number, count: number): ModelMark {
  const words = label.split(/\s+/).filter(Boolean);
  const at = words.findIndex((w) => /\d/.test(w));
  let start = at;
  let end = at + 1;
  if (at < 0) {
    start = 0;
    end = Math.min(1, words.length);
  } else {
    if (at > 0 && PREFIX_WORDS.has(words[at - 1]!.toLowerCase())) start = at - 1;
    if (end < words.length && UNIT_WORDS.has(words[end]!.toLowerCase())) end += 1;
  }
  const rating = words.slice(start, end).join(' ');
  const extra = [...words.slice(0, start), ...words.slice(end)]
    .join(' ')
    .replace(/[()]/g, '')
    .toUpperCase();
  return { rating, extra, tier: index, tiers: count };
}

/** How much the drawing is scaled: the smallest model 78 %, the largest 100 %. */
export const modelScale = (m: ModelMark) =>
  m.tiers <= 1 ? 1 : 0.78 + (0.22 * m.tier) / (m.tiers - 1);

/** A dimension pair ("M8x40mm", "4.2x16mm") is wide for its length: its letters are m, M and x. */
const charWidth = (s: string) => (/\dx\d/i.test(s) ? 0.74 : 0.6);
const fitSize = (s: string, width: number, max: number) =>
  Math.max(14, Math.min(max, Math.floor(width / (Math.max(1, s.length) * charWidth(s)))));

/** The large rating badge (top right) and the tier ribbon of the main picture. */
export function ratingBadge(m: ModelMark): string {
  const colour = tierColour(m);
  const size = fitSize(m.rating, 150, 46);
  const extra = m.extra.length > 22 ? `${m.extra.slice(0, 21)}…` : m.extra;
  return [
    rect(226, 14, 160, extra ? 82 : 64, colour, { rx: 14 }),
    rect(226, 14, 160, 6, shade(colour, 0.45), { rx: 3 }),
    text(306, 16 + size + (extra ? 10 : 12), m.rating, {
      'font-size': size,
      'font-weight': 900,
      fill: textOn(colour),
      'text-anchor': 'middle',
      'letter-spacing': -1,
    }),
    extra
      ? text(306, 84, extra, {
          'font-size': fitSize(extra, 148, 13),
          'font-weight': 700,
          'letter-spacing': 0.5,
          fill: textOn(colour),
          'text-anchor': 'middle',
        })
      : '',
  ].join('');
}

/** Accessories that come with the higher models: a carry case, then a spare pack. */
export function accessories(m: ModelMark): string {
  const out: string[] = [];
  const colour = tierColour(m);
  if (m.tier >= 1) {
    // carry case with handle (bottom left)
    out.push(
      rect(22, 284, 74, 48, '#334155', { rx: 8 }),
      rect(22, 284, 74, 12, '#1e293b', { rx: 6 }),
      rect(46, 274, 26, 12, 'none', { rx: 5, stroke: '#1e293b', 'stroke-width': 5 }),
      rect(52, 302, 14, 8, shade(colour, 0.2), { rx: 2 }),
      text(59, 348, '+ CASE', {
        'font-size': 11,
        'font-weight': 800,
        fill: '#334155',
        'text-anchor': 'middle',
      }),
    );
  }
  if (m.tier >= 2) {
    // spare pack next to it
    out.push(
      rect(104, 296, 52, 36, '#111827', { rx: 7 }),
      rect(110, 302, 40, 7, colour, { rx: 3 }),
      rect(118, 316, 24, 8, '#22c55e', { rx: 2, opacity: 0.85 }),
      text(130, 348, '+ SPARE', {
        'font-size': 11,
        'font-weight': 800,
        fill: '#334155',
        'text-anchor': 'middle',
      }),
    );
  }
  return out.join('');
}

/** The third view: the model's rating plate, its specifications in large type. */
export function ratingPlateBody(
  m: ModelMark,
  brand: string,
  primary: string,
  model: string,
  kindTitle: string,
  specs: [string, string][],
): string {
  const colour = tierColour(m);
  const rows = specs.slice(0, 3);
  const size = fitSize(m.rating, 300, 72);
  return [
    rect(28, 28, 344, 344, shade(primary, -0.55), { rx: 22 }),
    rect(40, 40, 320, 320, '#f8fafc', { rx: 14 }),
    // rivets
    ...[
      [52, 52],
      [348, 52],
      [52, 348],
      [348, 348],
    ].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#94a3b8"/>`),
    rect(40, 40, 320, 54, primary, { rx: 14 }),
    rect(40, 80, 320, 14, primary),
    text(60, 76, brand.toUpperCase(), {
      'font-size': 22,
      'font-weight': 900,
      'letter-spacing': 2,
      fill: textOn(primary),
    }),
    text(340, 74, kindTitle.length > 22 ? '' : kindTitle.toUpperCase(), {
      'font-size': 10,
      'font-weight': 700,
      fill: textOn(primary),
      'text-anchor': 'end',
    }),
    rect(60, 108, 280, size + 34, colour, { rx: 12 }),
    text(200, 108 + size + 12, m.rating, {
      'font-size': size,
      'font-weight': 900,
      fill: textOn(colour),
      'text-anchor': 'middle',
      'letter-spacing': -2,
    }),
    m.extra
      ? text(200, 108 + size + 30, m.extra, {
          'font-size': fitSize(m.extra, 260, 14),
          'font-weight': 800,
          fill: textOn(colour),
          'text-anchor': 'middle',
        })
      : '',
    ...rows.map(([name, value], i) => {
      const y = 108 + size + 66 + i * 30;
      return [
        text(64, y, name.toUpperCase(), {
          'font-size': 11,
          'font-weight': 700,
          fill: '#64748b',
          'letter-spacing': 0.5,
        }),
        text(336, y, value.length > 24 ? `${value.slice(0, 23)}…` : value, {
          'font-size': 15,
          'font-weight': 800,
          fill: '#0f172a',
          'text-anchor': 'end',
        }),
        `<line x1="64" y1="${y + 9}" x2="336" y2="${y + 9}" stroke="#e2e8f0" stroke-width="1"/>`,
      ].join('');
    }),
    text(200, 344, `MODEL ${model}`, {
      'font-size': 12,
      'font-weight': 700,
      fill: '#475569',
      'text-anchor': 'middle',
      'font-family': `ui-monospace,'SFMono-Regular',Menlo,monospace`,
    }),
  ].join('');
}

export { escapeXml, FONT };

/** Maker logos (SVG wordmarks with an emblem) and category tiles, drawn by code. */
import { DRAWERS } from './products';
import {
  circle,
  FONT,
  group,
  hashString,
  linearGradient,
  path,
  radialGradient,
  rect,
  shade,
  svgDocument,
  text,
  textOn,
} from './svg';

function initials(name: string): string {
  const words = name.split(/[\s&]+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : name.slice(0, 2)).toUpperCase();
}

function emblem(
  kind: number,
  x: number,
  y: number,
  r: number,
  P: string,
  S: string,
  label: string,
) {
  const shapes = [
    () => circle(x, y, r, P),
    () =>
      path(
        `M${x} ${y - r} l${r * 0.87} ${r * 0.5} v${r} l-${r * 0.87} ${r * 0.5} l-${r * 0.87} -${r * 0.5} v-${r}z`,
        P,
      ),
    () => rect(x - r, y - r, r * 2, r * 2, P, { rx: r * 0.35 }),
    () =>
      path(
        `M${x - r} ${y - r * 0.8} q${r} -${r * 0.45} ${r * 2} 0 v${r * 0.9} q0 ${r * 0.8} -${r} ${r * 1.15} q-${r} -${r * 0.35} -${r} -${r * 1.15}z`,
        P,
      ),
    () =>
      path(
        `M${x} ${y - r * 1.1} L${x + r * 1.1} ${y} L${x} ${y + r * 1.1} L${x - r * 1.1} ${y}z`,
        P,
      ),
  ];
  const shape = shapes[kind % shapes.length]!();
  return group(
    [
      shape,
      circle(x, y, r * 0.78, 'none', { stroke: S, 'stroke-width': 3, opacity: 0.9 }),
      text(x, y + r * 0.3, label, {
        'font-size': r * 0.82,
        'font-weight': 900,
        fill: textOn(P),
        'text-anchor': 'middle',
        'letter-spacing': -0.5,
      }),
    ].join(''),
  );
}

/** A maker's logo: emblem with initials, the first word large, the rest as a tagline. */
export function logoSvg(name: string, P: string, S: string): string {
  const [first = name, ...rest] = name.split(' ');
  const tagline = rest.join(' ').toUpperCase();
  const kind = hashString(name) % 5;
  const big = first.toUpperCase();
  const size = big.length > 9 ? 30 : 36;
  const body = [
    emblem(kind, 58, 60, 38, P, S, initials(name)),
    text(112, tagline ? 64 : 74, big, {
      'font-size': size,
      'font-weight': 900,
      'letter-spacing': 1,
      fill: shade(P, -0.15),
    }),
    tagline
      ? text(113, 90, tagline, {
          'font-size': 14,
          'font-weight': 700,
          'letter-spacing': 3,
          fill: '#475569',
        })
      : '',
    tagline ? rect(113, 97, Math.min(230, tagline.length * 11), 3, S, { rx: 1.5 }) : '',
  ].join('');
  return svgDocument(360, 120, '', body, `${name} logo`);
}

/** A category tile: the drawing of a typical product on the category's colour. */
export function categorySvg(name: string, art: string, colour: string): string {
  const draw = DRAWERS[art] ?? DRAWERS.drill!;
  const defs = [
    linearGradient('tile', [
      [0, shade(colour, 0.1)],
      [1, shade(colour, -0.35)],
    ]),
    radialGradient('bg', [
      [0, '#ffffff'],
      [1, '#e8edf3'],
    ]),
    linearGradient('body', [
      [0, shade(colour, 0.3)],
      [1, shade(colour, -0.1)],
    ]),
    linearGradient('accent', [
      [0, '#fbbf24'],
      [1, '#d97706'],
    ]),
    linearGradient('metal', [
      [0, '#f1f5f9'],
      [0.5, '#cbd5e1'],
      [1, '#94a3b8'],
    ]),
    linearGradient('steel', [
      [0, '#94a3b8'],
      [0.45, '#f8fafc'],
      [1, '#94a3b8'],
    ]),
    linearGradient('rubber', [
      [0, '#374151'],
      [1, '#111827'],
    ]),
  ].join('');
  const body = [
    rect(0, 0, 480, 360, 'url(#tile)'),
    circle(400, 40, 120, '#ffffff', { opacity: 0.07 }),
    circle(60, 330, 90, '#ffffff', { opacity: 0.06 }),
    circle(240, 180, 150, '#ffffff', { opacity: 0.95 }),
    group(draw({ P: colour, S: '#f59e0b', brand: '' }), {
      transform: 'translate(110 50) scale(0.65)',
    }),
  ].join('');
  return svgDocument(480, 360, defs, body, name).replace(
    '<title>',
    `<style>text{font-family:${FONT}}</style><title>`,
  );
}

/** Colours of the category tiles, in the order of CATEGORIES. */
export const CATEGORY_COLOURS = [
  '#0f766e',
  '#b91c1c',
  '#0369a1',
  '#c2410c',
  '#15803d',
  '#1d4ed8',
  '#be123c',
  '#a16207',
  '#7e22ce',
  '#0284c7',
  '#475569',
  '#4f46e5',
];

/** Fasteners (boxed bolts, anchors, screws, washers) and loose saw blades (docs/decisions/190). */
import { circle, ellipse, group, line, path, rect, shade, text, textOn } from './svg';
import {
  BODY,
  METAL,
  STEEL,
  RUBBER,
  DARK,
  INK,
  brandText,
  type Drawer,
  type Paint,
} from './drawer-kit';

/** Zinc-plated steel: a cool silver with a faint blue. */
const ZINC = '#cfd8e3';
const ZINC_DARK = '#8a9bb0';

/** A regular hexagon with flat top and bottom, centre (cx, cy), corner radius r. */
function hexagon(cx: number, cy: number, r: number, fill: string, a = {}): string {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const t = (Math.PI / 3) * i;
    return `${(cx + r * Math.cos(t)).toFixed(1)} ${(cy + r * Math.sin(t)).toFixed(1)}`;
  });
  return path(`M${pts.join(' L')}z`, fill, a);
}

/** Thread crests across a shank from x0 to x1 (half-height h), every `pitch`. */
const thread = (x0: number, x1: number, h: number, pitch: number, colour = ZINC_DARK) =>
  Array.from({ length: Math.floor((x1 - x0) / pitch) }, (_, i) =>
    line(x0 + i * pitch, -h, x0 + i * pitch + pitch * 0.7, h, colour, 2),
  ).join('');

/** The maker's box behind boxed fasteners: open at the top, a white label on its front. */
function fastenerBox(c: Paint, label: string, count: string, inside: string): string {
  return [
    path('M56 170 l34 -34 h176 l-34 34z', shade(c.P, 0.15)),
    path('M66 166 l26 -24 h160 l-24 24z', shade(c.P, -0.55)),
    inside,
    path('M232 170 l34 -34 v150 l-34 34z', shade(c.P, -0.35)),
    rect(56, 170, 176, 150, BODY),
    rect(70, 196, 148, 84, '#ffffff', { rx: 8, opacity: 0.94 }),
    brandText(c, 144, 222, 16, c.P),
    text(144, 246, label, {
      'font-size': 13,
      'font-weight': 800,
      fill: INK,
      'text-anchor': 'middle',
    }),
    rect(104, 256, 80, 18, c.S, { rx: 9 }),
    text(144, 269, count, {
      'font-size': 11,
      'font-weight': 800,
      fill: textOn(c.S),
      'text-anchor': 'middle',
    }),
  ].join('');
}

/** Bolt heads seen from above inside the open box. */
const headsInBox = (n: number, r: number) =>
  Array.from({ length: n }, (_, i) =>
    hexagon(104 + i * (136 / Math.max(1, n - 1)), 153 + (i % 2) * 5, r, ZINC, {
      stroke: ZINC_DARK,
      'stroke-width': 2,
    }),
  ).join('');

/** A hex bolt lying along the x axis from 0 (its head) to `len`. */
function boltAlongX(len: number, r: number): string {
  return [
    rect(0, -r * 1.9, r * 1.3, r * 3.8, ZINC, { rx: 3, stroke: ZINC_DARK, 'stroke-width': 2 }),
    rect(0, -r * 0.95, r * 1.3, r * 1.9, '#e8eef5'),
    line(0, -r * 0.95, r * 1.3, -r * 0.95, ZINC_DARK, 1.5),
    line(0, r * 0.95, r * 1.3, r * 0.95, ZINC_DARK, 1.5),
    rect(r * 1.3, -r, len - r * 1.3, r * 2, STEEL),
    thread(len * 0.45, len - 6, r, 7),
    path(`M${len} ${-r} l6 ${r * 0.4} v${r * 1.2} l-6 ${r * 0.4}z`, ZINC_DARK),
  ].join('');
}

const hexBolt: Drawer = (c) =>
  [
    fastenerBox(c, 'HEX BOLTS 8.8', '50 PCS', headsInBox(6, 13)),
    group(boltAlongX(190, 13), { transform: 'translate(150 318) rotate(-22)' }),
    hexagon(322, 318, 26, ZINC, { stroke: ZINC_DARK, 'stroke-width': 3 }),
    circle(322, 318, 12, '#475569'),
    circle(322, 318, 9, '#334155'),
    ellipse(300, 270, 24, 9, ZINC, { stroke: ZINC_DARK, 'stroke-width': 2 }),
    ellipse(300, 270, 10, 4, '#475569'),
  ].join('');

const anchorBolt: Drawer = (c) =>
  [
    // the packet of 25 behind
    rect(70, 70, 150, 190, BODY, { rx: 10 }),
    rect(70, 70, 150, 34, shade(c.P, -0.35), { rx: 10 }),
    brandText(c, 145, 94, 15),
    rect(86, 120, 118, 60, '#ffffff', { rx: 8, opacity: 0.94 }),
    text(145, 145, 'SLEEVE ANCHOR', {
      'font-size': 11,
      'font-weight': 800,
      fill: INK,
      'text-anchor': 'middle',
    }),
    text(145, 166, '25 PCS', {
      'font-size': 14,
      'font-weight': 900,
      fill: c.P,
      'text-anchor': 'middle',
    }),
    // the anchor: nut, washer, stud, slotted sleeve, cone
    group(
      [
        rect(0, -22, 26, 44, ZINC, { rx: 3, stroke: ZINC_DARK, 'stroke-width': 2 }),
        rect(0, -11, 26, 22, '#e8eef5'),
        rect(26, -28, 7, 56, ZINC, { stroke: ZINC_DARK, 'stroke-width': 1.5 }),
        rect(33, -10, 40, 20, STEEL),
        thread(35, 72, 10, 6),
        rect(73, -14, 140, 28, METAL, { stroke: ZINC_DARK, 'stroke-width': 1.5 }),
        line(120, -14, 205, -14, '#475569', 3),
        ...[86, 98, 110].map((x) => line(x, -14, x, 14, ZINC_DARK, 1.5)),
        path('M213 -14 l30 -6 v40 l-30 -6z', ZINC, { stroke: ZINC_DARK, 'stroke-width': 1.5 }),
        rect(243, -8, 8, 16, STEEL),
      ].join(''),
      { transform: 'translate(112 300) rotate(-24)' },
    ),
  ].join('');

const selfDrillingScrew: Drawer = (c) => {
  const screw = (len: number) =>
    [
      rect(0, -18, 20, 36, ZINC, { rx: 2, stroke: ZINC_DARK, 'stroke-width': 2 }),
      line(0, -6, 20, -6, ZINC_DARK, 1.5),
      line(0, 6, 20, 6, ZINC_DARK, 1.5),
      rect(20, -24, 6, 48, ZINC, { stroke: ZINC_DARK, 'stroke-width': 1.5 }),
      rect(26, -21, 8, 42, RUBBER, { rx: 2 }),
      rect(34, -8, len, 16, STEEL),
      thread(40, 34 + len, 12, 9),
      path(`M${34 + len} -8 l24 4 l9 4 l-9 4 l-24 4z`, ZINC_DARK),
      line(36 + len, -2, 56 + len, 2, '#475569', 1.5),
    ].join('');
  return [
    fastenerBox(c, 'SELF DRILLING', '100 PCS', headsInBox(7, 11)),
    group(screw(150), { transform: 'translate(126 326) rotate(-18)' }),
    group(screw(110), { transform: 'translate(250 250) rotate(-70)' }),
  ].join('');
};

const washers: Drawer = (c) => {
  const flat = (cx: number, cy: number, r: number) =>
    [
      ellipse(cx, cy + 4, r, r * 0.38, ZINC_DARK),
      ellipse(cx, cy, r, r * 0.38, ZINC, { stroke: ZINC_DARK, 'stroke-width': 1.5 }),
      ellipse(cx, cy, r * 0.45, r * 0.17, '#475569'),
    ].join('');
  return [
    fastenerBox(c, 'WASHERS', '100 PCS', ''),
    // a stack of washers standing in front of the box
    ...Array.from({ length: 9 }, (_, i) => flat(300, 322 - i * 9, 42)),
    // one standing on its edge, seen face on
    circle(192, 288, 40, ZINC, { stroke: ZINC_DARK, 'stroke-width': 3 }),
    circle(192, 288, 17, '#e2e8f0', { stroke: ZINC_DARK, 'stroke-width': 2 }),
    flat(110, 334, 32),
    // a spring washer: a split ring
    path('M230 338 a26 10 0 1 1 10 0', 'none', { stroke: ZINC_DARK, 'stroke-width': 8 }),
    path('M230 334 a26 10 0 1 1 10 0', 'none', { stroke: ZINC, 'stroke-width': 6 }),
  ].join('');
};

// ------------------------------------------------------------------------------ saw blades

/** Saw teeth along y = 0 from x0 to x1: `size` high, pointing down. */
const teeth = (x0: number, x1: number, size: number, fill = '#94a3b8') =>
  path(
    `M${x0} 0 ${Array.from({ length: Math.floor((x1 - x0) / size) }, (_, i) => {
      const x = x0 + i * size;
      return `L${x + size * 0.75} ${size} L${x + size} 0`;
    }).join(' ')} z`,
    fill,
  );

const hacksawBlade: Drawer = (c) => {
  const blade = (paint: string, label: string) =>
    [
      rect(-150, -16, 300, 16, paint, { rx: 3 }),
      rect(-150, -4, 300, 5, '#e2e8f0'),
      group(teeth(-146, 146, 5), { transform: 'translate(0 1)' }),
      circle(-138, -8, 4, '#f8fafc', { stroke: '#475569', 'stroke-width': 1.5 }),
      circle(138, -8, 4, '#f8fafc', { stroke: '#475569', 'stroke-width': 1.5 }),
      text(-40, -6, label, {
        'font-size': 9,
        'font-weight': 800,
        'letter-spacing': 1,
        fill: textOn(paint.startsWith('#') ? paint : c.P),
        'text-anchor': 'middle',
      }),
    ].join('');
  return [
    group(blade(shade(c.P, -0.2), ''), { transform: 'translate(200 150) rotate(-14)' }),
    group(blade(shade(c.P, 0.1), ''), { transform: 'translate(200 196) rotate(-9)' }),
    group(blade(c.P, `${c.brand.toUpperCase()} · 300 MM`), {
      transform: 'translate(200 246) rotate(-4) scale(1.08)',
    }),
    // the paper band round a packet of ten
    rect(92, 250, 64, 74, c.S, { rx: 4, transform: 'rotate(-4 124 287)' }),
    text(124, 284, '10', {
      'font-size': 24,
      'font-weight': 900,
      fill: textOn(c.S),
      'text-anchor': 'middle',
      transform: 'rotate(-4 124 287)',
    }),
    text(124, 304, 'BLADES', {
      'font-size': 10,
      'font-weight': 800,
      fill: textOn(c.S),
      'text-anchor': 'middle',
      transform: 'rotate(-4 124 287)',
    }),
  ].join('');
};

const jigsawBlade: Drawer = (c) => {
  const blade = (h: number) =>
    [
      // T-shank
      rect(-14, 0, 28, 8, '#475569', { rx: 2 }),
      rect(-6, 8, 12, 34, c.P),
      rect(-9, 42, 18, h, STEEL),
      group(teeth(0, h - 6, 6, '#94a3b8'), {
        transform: 'translate(9 42) rotate(90) scale(1 -1)',
      }),
      path(`M-9 ${42 + h} l18 0 l-4 10 h-14z`, '#94a3b8'),
    ].join('');
  return [
    rect(96, 60, 208, 280, BODY, { rx: 16 }),
    rect(110, 74, 180, 40, shade(c.P, -0.35), { rx: 8 }),
    brandText(c, 200, 101, 18),
    rect(110, 128, 180, 196, '#f8fafc', { rx: 10, opacity: 0.92 }),
    ...[0, 1, 2, 3, 4].map((i) =>
      group(blade(120 + (i % 2) * 12), {
        transform: `translate(${140 + i * 30} 138) rotate(${(i - 2) * 3})`,
      }),
    ),
    rect(236, 292, 56, 24, c.S, { rx: 12 }),
    text(264, 309, 'T-5', {
      'font-size': 12,
      'font-weight': 900,
      fill: textOn(c.S),
      'text-anchor': 'middle',
    }),
  ].join('');
};

const reciprocatingBlade: Drawer = (c) => {
  const blade = (len: number) =>
    [
      // universal shank with its notch and hole
      path('M0 -14 h46 v28 h-46 v-8 h10 v-12 h-10z', '#64748b'),
      circle(30, 0, 4, '#f8fafc'),
      path(`M46 -18 L${len} -8 L${len + 12} 10 L46 20z`, BODY),
      path(`M46 14 L${len + 8} 6 L${len + 12} 10 L46 20z`, '#cbd5e1'),
      group(teeth(50, len + 6, 8, '#94a3b8'), { transform: 'translate(0 19) rotate(-1.2 0 0)' }),
      text(140, 4, c.brand.toUpperCase(), {
        'font-size': 14,
        'font-weight': 900,
        'letter-spacing': 1,
        fill: textOn(c.P),
        'text-anchor': 'middle',
      }),
      text(len - 40, 4, 'BIM', {
        'font-size': 10,
        'font-weight': 800,
        fill: c.S,
        'text-anchor': 'middle',
      }),
    ].join('');
  return [
    group(blade(250), { transform: 'translate(62 170) rotate(-10)' }),
    group(blade(270), { transform: 'translate(50 262) rotate(-6)' }),
  ].join('');
};

const circularSawBlade: Drawer = (c) => {
  const n = 36;
  const tips = Array.from({ length: n }, (_, i) =>
    path('M200 62 l12 -2 l4 12 l-14 4z', '#94a3b8', {
      stroke: '#475569',
      'stroke-width': 1,
      transform: `rotate(${(360 / n) * i} 200 200)`,
    }),
  ).join('');
  const slots = [0, 90, 180, 270]
    .map((a) =>
      path('M200 84 q8 14 0 30', 'none', {
        stroke: '#475569',
        'stroke-width': 3,
        transform: `rotate(${a + 20} 200 200)`,
      }),
    )
    .join('');
  return [
    tips,
    circle(200, 200, 136, 'url(#metal)', { stroke: '#94a3b8', 'stroke-width': 2 }),
    circle(200, 200, 128, 'none', { stroke: '#e2e8f0', 'stroke-width': 2 }),
    slots,
    circle(200, 200, 70, BODY),
    path('M130 200 a70 70 0 0 1 140 0', 'none', { stroke: c.S, 'stroke-width': 5, opacity: 0.9 }),
    circle(200, 200, 20, '#f8fafc', { stroke: '#64748b', 'stroke-width': 4 }),
    text(200, 168, c.brand.toUpperCase(), {
      'font-size': 16,
      'font-weight': 900,
      fill: textOn(c.P),
      'text-anchor': 'middle',
    }),
    text(200, 246, 'TCT · WOOD', {
      'font-size': 11,
      'font-weight': 800,
      fill: textOn(c.P),
      'text-anchor': 'middle',
    }),
    circle(200, 200, 6, DARK),
  ].join('');
};

export const FASTENERS_AND_BLADES: Record<string, Drawer> = {
  'hex-bolt': hexBolt,
  'anchor-bolt': anchorBolt,
  'self-drilling-screw': selfDrillingScrew,
  washers,
  'hacksaw-blade': hacksawBlade,
  'jigsaw-blade': jigsawBlade,
  'reciprocating-blade': reciprocatingBlade,
  'circular-saw-blade': circularSawBlade,
};

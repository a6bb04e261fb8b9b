/**
 * Product pictures drawn by code: one flat illustration per kind of product, painted in the
 * maker's colours with the maker's name on the tool where a real one would carry it.
 * 400 x 400, light studio background, soft ground shadow.
 */
import {
  circle,
  ellipse,
  escapeXml,
  FONT,
  group,
  line,
  linearGradient,
  path,
  radialGradient,
  rect,
  shade,
  svgDocument,
  text,
  textOn,
} from './svg';
import {
  accessories,
  modelScale,
  ratingBadge,
  ratingPlateBody,
  tierColour,
  type ModelMark,
} from './models';

export interface Paint {
  /** Maker colours. */
  P: string;
  S: string;
  /** Maker's short name, printed on the tool. */
  brand: string;
}

type Drawer = (c: Paint) => string;

const BODY = 'url(#body)';
const ACCENT = 'url(#accent)';
const METAL = 'url(#metal)';
const STEEL = 'url(#steel)';
const RUBBER = 'url(#rubber)';
const DARK = '#1f2937';
const INK = '#0f172a';

const brandText = (c: Paint, x: number, y: number, size = 16, fill?: string, a = {}) =>
  text(x, y, c.brand.toUpperCase(), {
    'font-size': size,
    'font-weight': 800,
    'letter-spacing': 1,
    'text-anchor': 'middle',
    fill: fill ?? textOn(c.P),
    ...a,
  });

const vents = (x: number, y: number, n: number, h = 26, gap = 9) =>
  Array.from({ length: n }, (_, i) =>
    rect(x + i * gap, y, 4, h, '#0f172a', { rx: 2, opacity: 0.45 }),
  ).join('');

// ------------------------------------------------------------------------------ power tools

const drill: Drawer = (c) =>
  [
    // bit and chuck
    rect(28, 146, 58, 9, STEEL, { rx: 3 }),
    path('M36 146 l6 9 M48 146 l6 9 M60 146 l6 9 M72 146 l6 9', 'none', {
      stroke: '#64748b',
      'stroke-width': 2,
    }),
    rect(82, 126, 46, 48, METAL, { rx: 8 }),
    rect(90, 126, 5, 48, '#64748b', { opacity: 0.5 }),
    rect(104, 126, 5, 48, '#64748b', { opacity: 0.5 }),
    // motor housing
    path(
      'M124 108 h150 a40 40 0 0 1 40 40 v4 a40 40 0 0 1 -40 40 h-150 a12 12 0 0 1 -12 -12 v-60 a12 12 0 0 1 12 -12z',
      BODY,
    ),
    path('M124 108 h150 a40 40 0 0 1 34 19 h-196 v-7 a12 12 0 0 1 12 -12z', '#ffffff', {
      opacity: 0.18,
    }),
    vents(262, 132, 4),
    rect(140, 120, 8, 60, RUBBER, { rx: 3 }),
    brandText(c, 205, 157, 17),
    // handle and trigger
    path('M196 186 h66 l-14 112 h-66 z', BODY),
    path('M214 200 h40 l-11 90 h-40 z', RUBBER),
    path('M186 196 q-10 14 0 30 h12 l4 -30z', DARK),
    // battery
    rect(148, 292, 140, 44, RUBBER, { rx: 10 }),
    rect(156, 300, 124, 9, c.S, { rx: 4 }),
    rect(246, 316, 28, 10, '#22c55e', { rx: 3, opacity: 0.85 }),
  ].join('');

const rotaryHammer: Drawer = (c) =>
  [
    rect(20, 168, 70, 10, STEEL, { rx: 3 }),
    path('M20 168 l10 10 M34 168 l10 10 M48 168 l10 10', 'none', {
      stroke: '#64748b',
      'stroke-width': 2,
    }),
    rect(84, 150, 44, 46, RUBBER, { rx: 10 }),
    path('M120 128 h170 a34 34 0 0 1 34 34 v24 a34 34 0 0 1 -34 34 h-170 z', BODY),
    path('M120 128 h170 a34 34 0 0 1 30 18 h-200z', '#fff', { opacity: 0.18 }),
    vents(250, 150, 5, 40),
    brandText(c, 190, 180, 18),
    path(
      'M262 220 h52 q18 0 18 18 v64 q0 18 -18 18 h-70 l10 -26 h30 q8 0 8 -8 v-40 q0 -8 -8 -8 h-30z',
      RUBBER,
    ),
    rect(150, 220, 26, 80, DARK, { rx: 10 }),
    rect(146, 292, 34, 16, RUBBER, { rx: 6 }),
  ].join('');

const grinder: Drawer = (c) =>
  [
    // disc and guard
    ellipse(110, 232, 78, 22, '#475569'),
    ellipse(110, 228, 78, 22, '#94a3b8'),
    ellipse(110, 228, 18, 6, '#334155'),
    path('M36 222 a76 22 0 0 1 148 -8 l0 -12 a78 26 0 0 0 -150 8z', METAL),
    rect(96, 176, 30, 50, METAL, { rx: 6 }),
    // gear head
    path('M80 140 h70 a14 14 0 0 1 14 14 v30 h-98 v-30 a14 14 0 0 1 14 -14z', '#475569'),
    // body
    path('M156 132 h150 a30 30 0 0 1 30 30 v16 a30 30 0 0 1 -30 30 h-150 z', BODY),
    path('M156 132 h150 a30 30 0 0 1 26 16 h-176z', '#fff', { opacity: 0.18 }),
    rect(200, 140, 70, 12, RUBBER, { rx: 6 }),
    vents(290, 148, 3, 34),
    brandText(c, 232, 186, 17),
    // side handle
    rect(118, 96, 18, 48, RUBBER, { rx: 8, transform: 'rotate(-20 127 120)' }),
    rect(336, 150, 26, 40, RUBBER, { rx: 8 }),
  ].join('');

const circularSaw: Drawer = (c) =>
  [
    circle(176, 214, 92, '#cbd5e1'),
    circle(176, 214, 84, '#e2e8f0'),
    ...Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      const x = 176 + Math.cos(a) * 90;
      const y = 214 + Math.sin(a) * 90;
      return circle(x, y, 4, '#94a3b8');
    }),
    circle(176, 214, 16, '#475569'),
    path('M80 214 a96 96 0 0 1 192 0 h-14 a82 82 0 0 0 -164 0z', BODY),
    rect(60, 260, 280, 14, METAL, { rx: 4 }),
    path('M200 120 h70 q40 0 50 40 l10 60 h-60 q-10 -50 -70 -60z', BODY),
    path('M250 92 h60 q22 0 22 22 v20 h-30 v-14 h-52z', RUBBER),
    brandText(c, 176, 186, 17),
  ].join('');

const jigsaw: Drawer = (c) =>
  [
    rect(100, 250, 220, 16, METAL, { rx: 4 }),
    rect(130, 266, 8, 54, STEEL),
    path('M130 272 l8 6 M130 284 l8 6 M130 296 l8 6 M130 308 l8 6', 'none', {
      stroke: '#64748b',
      'stroke-width': 2,
    }),
    path('M110 170 h180 q24 0 24 24 v56 h-214 v-60 q0 -20 10 -20z', BODY),
    path(
      'M140 110 h120 q40 0 40 40 v28 h-40 v-20 q0 -12 -12 -12 h-96 q-12 0 -12 12 v20 h-40 v-28 q0 -40 40 -40z',
      BODY,
    ),
    path('M160 146 h80 q8 0 8 8 v18 h-96 v-18 q0 -8 8 -8z', '#fff', { opacity: 0.9 }),
    rect(176, 150, 26, 14, DARK, { rx: 4 }),
    brandText(c, 212, 222, 18),
    vents(272, 196, 3, 30),
  ].join('');

const heatGun: Drawer = (c) =>
  [
    rect(40, 138, 70, 34, STEEL, { rx: 6 }),
    rect(40, 140, 12, 30, '#64748b', { rx: 3 }),
    path('M104 120 h150 a36 36 0 0 1 36 36 v0 a36 36 0 0 1 -36 36 h-150 z', BODY),
    vents(250, 138, 3, 36),
    brandText(c, 180, 162, 17),
    path('M180 190 h60 l-10 110 h-60 z', BODY),
    path('M196 204 h36 l-8 86 h-36 z', RUBBER),
    rect(150, 296, 100, 30, RUBBER, { rx: 10 }),
  ].join('');

// ------------------------------------------------------------------------------ hand tools

function spannerShape(x: number, y: number, len: number, w: number, angle: number, fill: string) {
  const r = w * 1.25;
  return group(
    [
      path(`M${x + r} ${y - w / 2} h${len - 2 * r} v${w} h-${len - 2 * r} z`, fill),
      // open end
      path(
        `M${x + r} ${y} m-${r} 0 a${r} ${r} 0 1 0 ${r * 2} 0 a${r} ${r} 0 1 0 -${r * 2} 0 z M${x - r * 0.2} ${y - w * 0.45} h${r * 1.2} v${w * 0.9} h-${r * 1.2}z`,
        fill,
        { 'fill-rule': 'evenodd' },
      ),
      // ring end
      circle(x + len - r, y, r, fill),
      circle(x + len - r, y, r * 0.52, '#f1f5f9'),
    ].join(''),
    { transform: `rotate(${angle} ${x + len / 2} ${y})` },
  );
}

const spanner: Drawer = (c) =>
  [
    spannerShape(70, 200, 260, 30, -24, STEEL),
    text(200, 206, `${c.brand.toUpperCase()} CR-V`, {
      'font-size': 13,
      'font-weight': 700,
      fill: '#475569',
      'text-anchor': 'middle',
      transform: 'rotate(-24 200 200)',
    }),
  ].join('');

const spannerSet: Drawer = (c) =>
  [
    rect(60, 96, 280, 230, BODY, { rx: 18 }),
    rect(72, 108, 256, 206, shade(c.P, -0.35), { rx: 12 }),
    ...[0, 1, 2, 3, 4, 5]
      .map((i) => spannerShape(104 + i * 38 - 70, 210, 180 - i * 6, 14 + i * 1.5, -90, STEEL))
      .map((s, i) => group(s, { transform: `translate(${i * 2} 0)` })),
    rect(60, 300, 280, 26, c.S, { rx: 8 }),
    brandText(c, 200, 319, 15, textOn(c.S)),
  ].join('');

const adjustableWrench: Drawer = (c) =>
  group(
    [
      rect(130, 186, 230, 30, STEEL, { rx: 15 }),
      rect(300, 188, 58, 26, BODY, { rx: 12 }),
      path('M110 150 a52 52 0 1 0 0.1 0z M56 186 h62 v30 h-62z', STEEL, { 'fill-rule': 'evenodd' }),
      path('M70 216 h48 v40 q-30 6 -48 -10z', METAL),
      rect(118, 222, 26, 20, '#64748b', { rx: 4 }),
      ...[0, 1, 2, 3].map((i) => line(122 + i * 6, 224, 122 + i * 6, 240, '#cbd5e1', 1.5)),
      circle(340, 201, 5, '#f8fafc'),
      text(230, 206, c.brand.toUpperCase(), {
        'font-size': 13,
        'font-weight': 800,
        fill: '#475569',
        'text-anchor': 'middle',
      }),
    ].join(''),
    { transform: 'rotate(-28 200 200)' },
  );

const pipeWrench: Drawer = (c) =>
  group(
    [
      rect(140, 184, 220, 34, BODY, { rx: 10 }),
      rect(160, 192, 150, 18, shade(c.P, -0.3), { rx: 5 }),
      path('M56 140 h96 v34 h-60 v10 h-36z', STEEL),
      path('M60 198 h92 v62 h-92 v-10 h60 v-28 h-60z', METAL),
      path('M60 184 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6', 'none', {
        stroke: '#475569',
        'stroke-width': 2,
      }),
      path('M60 210 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6', 'none', {
        stroke: '#475569',
        'stroke-width': 2,
      }),
      rect(118, 170, 30, 52, '#94a3b8', { rx: 6 }),
      ...[0, 1, 2, 3, 4].map((i) => line(120, 176 + i * 10, 146, 176 + i * 10, '#475569', 2)),
      text(235, 205, c.brand.toUpperCase(), {
        'font-size': 12,
        'font-weight': 800,
        fill: textOn(shade(c.P, -0.3)),
        'text-anchor': 'middle',
      }),
    ].join(''),
    { transform: 'rotate(-24 200 200)' },
  );

const pliers: Drawer = (c) =>
  [
    path('M150 70 q30 -6 44 20 l10 90 h-30 z', STEEL),
    path('M250 70 q-30 -6 -44 20 l-10 90 h30 z', STEEL),
    circle(200, 186, 16, METAL),
    circle(200, 186, 5, '#475569'),
    path('M186 196 q-20 40 -50 130 q-6 14 8 16 q14 2 18 -12 l40 -130z', BODY),
    path('M214 196 q20 40 50 130 q6 14 -8 16 q-14 2 -18 -12 l-40 -130z', BODY),
    path('M160 250 l-20 70 q0 8 8 8', 'none', {
      stroke: c.S,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
    path('M240 250 l20 70 q0 8 -8 8', 'none', {
      stroke: c.S,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  ].join('');

const screwdriver: Drawer = (c) =>
  [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 104 + i * 48;
      const len = 150 - Math.abs(2 - i) * 12;
      return [
        rect(x + 10, 80 + (150 - len), 8, len - 40, STEEL),
        i % 2 === 0
          ? path(`M${x + 10} ${80 + (150 - len)} l4 -10 l4 10z`, '#64748b')
          : rect(x + 9, 72 + (150 - len), 10, 8, '#64748b', { rx: 2 }),
        rect(x, 190, 28, 126, i % 2 === 0 ? BODY : ACCENT, { rx: 12 }),
        rect(x + 4, 220, 20, 70, RUBBER, { rx: 8, opacity: 0.85 }),
      ].join('');
    })
    .join('') + brandText(c, 200, 346, 14, INK);

const hammer: Drawer = (c) =>
  group(
    [
      rect(186, 140, 28, 200, BODY, { rx: 10 }),
      rect(190, 240, 20, 96, RUBBER, { rx: 8 }),
      path('M110 92 h150 q16 0 16 16 v30 q0 16 -16 16 h-150 z', METAL),
      ellipse(108, 123, 18, 31, STEEL),
      path('M276 100 q40 10 40 23 q0 13 -40 23z', METAL),
      text(200, 178, c.brand.toUpperCase(), {
        'font-size': 11,
        'font-weight': 800,
        fill: textOn(c.P),
        'text-anchor': 'middle',
        transform: 'rotate(90 200 178)',
      }),
    ].join(''),
    { transform: 'rotate(-18 200 220)' },
  );

const socketSet: Drawer = (c) =>
  [
    rect(50, 110, 300, 210, BODY, { rx: 16 }),
    rect(62, 122, 276, 186, shade(c.P, -0.45), { rx: 10 }),
    ...Array.from({ length: 8 }, (_, i) =>
      [circle(92 + i * 31, 160, 13, STEEL), circle(92 + i * 31, 160, 6, '#334155')].join(''),
    ),
    ...Array.from({ length: 6 }, (_, i) =>
      [circle(98 + i * 40, 206, 17, STEEL), circle(98 + i * 40, 206, 8, '#334155')].join(''),
    ),
    rect(86, 246, 170, 16, STEEL, { rx: 8 }),
    circle(256, 254, 22, METAL),
    rect(90, 276, 150, 10, STEEL, { rx: 5 }),
    rect(270, 240, 56, 56, c.S, { rx: 8 }),
    brandText(c, 200, 101, 15, INK),
  ].join('');

const allenKeys: Drawer = (c) =>
  [
    rect(150, 250, 120, 60, BODY, { rx: 10 }),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => {
      const x = 162 + i * 15;
      const h = 60 + i * 18;
      return path(`M${x} 262 v-${h} q0 -10 10 -10 h${30 + i * 4}`, 'none', {
        stroke: '#334155',
        'stroke-width': 5 + i * 0.8,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      });
    }),
    brandText(c, 210, 292, 14),
  ].join('');

const hacksaw: Drawer = (c) =>
  [
    path('M60 140 h246 v18 h-228 v92 h-18z', BODY),
    path('M288 140 h18 v110 h-18z', BODY),
    rect(70, 244, 226, 8, STEEL),
    path(
      'M74 252 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6 l6 -6 l6 6',
      'none',
      { stroke: '#64748b', 'stroke-width': 2 },
    ),
    circle(69, 248, 7, METAL),
    circle(297, 248, 7, METAL),
    path(
      'M300 232 q14 -8 34 -2 l20 8 q10 4 8 14 l-18 76 q-3 12 -16 10 l-16 -3 q-10 -2 -8 -14 l10 -50 q-12 -6 -14 -39z',
      RUBBER,
    ),
    brandText(c, 183, 154, 12),
  ].join('');

// ------------------------------------------------------------------------------ measuring

const caliper: Drawer = (c) =>
  [
    rect(40, 160, 330, 34, STEEL, { rx: 3 }),
    ...Array.from({ length: 40 }, (_, i) =>
      line(130 + i * 6, 162, 130 + i * 6, i % 5 === 0 ? 176 : 170, '#475569', 1.2),
    ),
    path('M40 160 h60 v150 l-20 10 h-40z', STEEL),
    path('M40 160 h30 v-60 l-20 -8 h-10z', STEEL),
    path('M110 148 h96 v64 h-22 v98 l-22 10 h-30 v-108 h-22z', METAL),
    path('M130 148 h40 v-48 l-16 -6 h-24z', METAL),
    rect(122, 196, 76, 12, BODY, { rx: 3 }),
    circle(216, 220, 10, METAL),
    text(300, 214, c.brand.toUpperCase(), {
      'font-size': 12,
      'font-weight': 800,
      fill: '#475569',
      'text-anchor': 'middle',
    }),
  ].join('');

const digitalCaliper: Drawer = (c) =>
  [
    rect(40, 160, 330, 30, STEEL, { rx: 3 }),
    ...Array.from({ length: 34 }, (_, i) =>
      line(236 + i * 4, 162, 236 + i * 4, i % 5 === 0 ? 174 : 168, '#475569', 1),
    ),
    path('M40 160 h56 v150 l-20 10 h-36z', STEEL),
    path('M40 160 h28 v-58 l-18 -8 h-10z', STEEL),
    path('M104 140 h126 q12 0 12 12 v60 q0 12 -12 12 h-56 v86 l-22 10 h-28 v-96 h-20z', BODY),
    rect(116, 154, 96, 34, '#d9f99d', { rx: 4 }),
    text(164, 179, '25.40', {
      'font-size': 22,
      'font-weight': 700,
      'font-family': 'monospace',
      fill: INK,
      'text-anchor': 'middle',
    }),
    circle(126, 206, 7, c.S),
    circle(150, 206, 7, c.S),
    circle(174, 206, 7, c.S),
    brandText(c, 200, 208, 11, undefined, { 'text-anchor': 'start' }),
  ].join('');

const micrometer: Drawer = (c) =>
  [
    path('M50 110 H85 V170 A55 55 0 0 0 195 170 V110 H230 V170 A90 90 0 0 1 50 170 Z', BODY),
    path('M50 110 H85 V170 A55 55 0 0 0 95 200 L62 214 A90 90 0 0 1 50 170 Z', '#fff', {
      opacity: 0.15,
    }),
    rect(85, 122, 22, 18, STEEL),
    rect(150, 122, 45, 18, STEEL),
    rect(196, 96, 14, 14, RUBBER, { rx: 3 }),
    rect(230, 116, 72, 30, STEEL, { rx: 2 }),
    line(232, 131, 300, 131, '#334155', 1.2),
    ...Array.from({ length: 13 }, (_, i) =>
      line(236 + i * 5, 131, 236 + i * 5, i % 2 ? 125 : 122, '#334155', 1),
    ),
    rect(300, 106, 56, 50, METAL, { rx: 6 }),
    ...Array.from({ length: 9 }, (_, i) => line(306 + i * 6, 108, 306 + i * 6, 154, '#64748b', 1)),
    rect(356, 116, 30, 30, RUBBER, { rx: 6 }),
    text(140, 247, c.brand.toUpperCase(), {
      'font-size': 13,
      'font-weight': 800,
      fill: textOn(c.P),
      'text-anchor': 'middle',
    }),
  ].join('');

const dialGauge: Drawer = (c) =>
  [
    rect(192, 280, 16, 46, STEEL),
    rect(196, 326, 8, 10, '#475569'),
    rect(190, 80, 20, 40, STEEL),
    circle(200, 200, 96, BODY),
    circle(200, 200, 82, '#f8fafc'),
    ...Array.from({ length: 50 }, (_, i) => {
      const a = (i / 50) * Math.PI * 2;
      const r1 = i % 5 === 0 ? 66 : 72;
      return line(
        200 + Math.cos(a) * r1,
        200 + Math.sin(a) * r1,
        200 + Math.cos(a) * 80,
        200 + Math.sin(a) * 80,
        '#334155',
        i % 5 === 0 ? 2 : 1,
      );
    }),
    line(200, 200, 250, 150, '#dc2626', 3),
    circle(200, 200, 7, INK),
    circle(200, 236, 14, '#e2e8f0'),
    line(200, 236, 206, 226, INK, 1.5),
    brandText(c, 200, 180, 11, '#475569'),
  ].join('');

const tape: Drawer = (c) =>
  [
    rect(70, 120, 200, 200, BODY, { rx: 40 }),
    circle(170, 220, 60, shade(c.P, -0.25)),
    circle(170, 220, 44, c.S),
    brandText(c, 170, 226, 15, textOn(c.S)),
    rect(230, 300, 130, 18, '#facc15'),
    ...Array.from({ length: 12 }, (_, i) =>
      line(240 + i * 10, 300, 240 + i * 10, i % 2 ? 306 : 310, INK, 1.2),
    ),
    rect(352, 296, 8, 26, '#475569'),
    rect(140, 112, 60, 14, RUBBER, { rx: 6 }),
  ].join('');

const spiritLevel: Drawer = (c) =>
  group(
    [
      rect(30, 170, 340, 60, BODY, { rx: 6 }),
      rect(30, 170, 340, 12, '#fff', { opacity: 0.2 }),
      rect(30, 170, 26, 60, RUBBER, { rx: 6 }),
      rect(344, 170, 26, 60, RUBBER, { rx: 6 }),
      rect(170, 182, 60, 36, '#f8fafc', { rx: 8 }),
      rect(178, 192, 44, 16, '#a3e635', { rx: 8 }),
      circle(200, 200, 6, '#ecfccb'),
      line(192, 190, 192, 210, INK, 1.5),
      line(208, 190, 208, 210, INK, 1.5),
      rect(80, 184, 36, 32, '#f8fafc', { rx: 16 }),
      rect(90, 192, 16, 16, '#a3e635', { rx: 8 }),
      brandText(c, 290, 207, 16),
    ].join(''),
    { transform: 'rotate(-8 200 200)' },
  );

const laserMeter: Drawer = (c) =>
  [
    line(250, 120, 380, 60, '#ef4444', 3, { opacity: 0.7 }),
    rect(130, 90, 140, 240, BODY, { rx: 24 }),
    rect(146, 110, 108, 70, '#0f172a', { rx: 8 }),
    text(200, 154, '12.386 m', {
      'font-size': 20,
      'font-weight': 700,
      'font-family': 'monospace',
      fill: '#a3e635',
      'text-anchor': 'middle',
    }),
    circle(200, 218, 20, c.S),
    circle(164, 260, 10, RUBBER),
    circle(200, 260, 10, RUBBER),
    circle(236, 260, 10, RUBBER),
    brandText(c, 200, 308, 14),
    circle(250, 100, 6, '#ef4444'),
  ].join('');

// ------------------------------------------------------------------------------ welding

const welder: Drawer = (c) =>
  [
    path('M90 300 q-40 -10 -40 -60 q0 -40 30 -50', 'none', {
      stroke: INK,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    path('M310 300 q50 0 50 -50 q0 -30 -20 -40', 'none', {
      stroke: '#dc2626',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    rect(70, 96, 260, 214, BODY, { rx: 18 }),
    rect(70, 96, 260, 30, '#fff', { opacity: 0.15, rx: 18 }),
    rect(130, 70, 140, 26, RUBBER, { rx: 10 }),
    rect(92, 126, 216, 104, shade(c.P, -0.5), { rx: 10 }),
    rect(110, 144, 84, 42, '#0f172a', { rx: 6 }),
    text(152, 175, '160A', {
      'font-size': 26,
      'font-weight': 700,
      'font-family': 'monospace',
      fill: '#f87171',
      'text-anchor': 'middle',
    }),
    circle(256, 170, 30, '#e2e8f0'),
    circle(256, 170, 22, '#334155'),
    line(256, 170, 270, 154, '#f8fafc', 4),
    circle(120, 206, 6, '#22c55e'),
    circle(140, 206, 6, '#f59e0b'),
    brandText(c, 200, 262, 20),
    circle(130, 290, 12, '#334155'),
    circle(270, 290, 12, '#dc2626'),
  ].join('');

const electrodes: Drawer = (c) =>
  [
    ...Array.from({ length: 9 }, (_, i) =>
      rect(120 + i * 18, 56 + (i % 3) * 6, 8, 130, i % 2 ? '#a8a29e' : '#d6d3d1', { rx: 4 }),
    ),
    rect(90, 150, 220, 170, BODY, { rx: 12 }),
    rect(90, 150, 220, 40, c.S),
    text(200, 177, 'E6013', {
      'font-size': 22,
      'font-weight': 800,
      fill: textOn(c.S),
      'text-anchor': 'middle',
    }),
    brandText(c, 200, 240, 24),
    text(200, 276, 'WELDING ELECTRODES', {
      'font-size': 12,
      'font-weight': 700,
      fill: textOn(c.P),
      'text-anchor': 'middle',
      opacity: 0.85,
    }),
  ].join('');

const weldingHelmet: Drawer = (c) =>
  [
    path('M110 110 q90 -60 180 0 q30 70 10 170 q-90 50 -200 0 q-20 -100 10 -170z', BODY),
    path('M120 116 q80 -50 160 0 q-80 -20 -160 0z', '#fff', { opacity: 0.3 }),
    rect(140, 150, 120, 70, RUBBER, { rx: 10 }),
    rect(152, 162, 96, 46, '#14532d', { rx: 6 }),
    rect(152, 162, 96, 46, '#22c55e', { rx: 6, opacity: 0.35 }),
    path('M160 170 l30 0 l-20 30z', '#fff', { opacity: 0.15 }),
    brandText(c, 200, 258, 16),
    path('M110 250 q90 40 180 0', 'none', { stroke: shade(c.P, -0.35), 'stroke-width': 6 }),
  ].join('');

const electrodeHolder: Drawer = (c) =>
  group(
    [
      rect(170, 170, 150, 56, BODY, { rx: 26 }),
      rect(200, 176, 10, 44, shade(c.P, -0.3), { rx: 4 }),
      rect(230, 176, 10, 44, shade(c.P, -0.3), { rx: 4 }),
      rect(260, 176, 10, 44, shade(c.P, -0.3), { rx: 4 }),
      path('M70 180 l100 -4 v44 l-100 -4z', '#b45309'),
      path('M70 160 l100 12 v4 l-100 4z', RUBBER),
      path('M320 198 q60 0 60 60', 'none', {
        stroke: INK,
        'stroke-width': 12,
        'stroke-linecap': 'round',
      }),
      rect(40, 186, 40, 6, '#a8a29e'),
    ].join(''),
    { transform: 'rotate(-12 200 200)' },
  ) + brandText(c, 200, 330, 14, INK);

// ------------------------------------------------------------------------------ safety

const safetyHelmet: Drawer = (c) =>
  [
    path('M80 250 q0 -150 120 -150 q120 0 120 150z', BODY),
    path('M190 100 h20 q40 40 40 150 h-100 q0 -110 40 -150z', '#fff', { opacity: 0.18 }),
    path('M56 250 h288 q10 0 10 12 q0 14 -14 14 h-280 q-14 0 -14 -14 q0 -12 10 -12z', BODY),
    path('M56 262 h288', 'none', { stroke: shade(c.P, -0.35), 'stroke-width': 3 }),
    rect(176, 180, 48, 30, c.S, { rx: 6 }),
    brandText(c, 200, 200, 10, textOn(c.S)),
    path('M120 276 q80 60 160 0', 'none', { stroke: INK, 'stroke-width': 4, opacity: 0.6 }),
  ].join('');

const gloves: Drawer = (c) => {
  const glove = (dx: number, flip: boolean) =>
    group(
      [
        path(
          'M120 320 v-60 q-40 -30 -40 -80 q0 -12 12 -12 q12 0 16 14 l8 30 v-110 q0 -12 12 -12 q12 0 12 12 v80 v-96 q0 -12 12 -12 q12 0 12 12 v96 v-86 q0 -12 12 -12 q12 0 12 12 v90 v-66 q0 -12 12 -12 q12 0 12 12 v120 q0 30 -20 50 v40z',
          BODY,
        ),
        rect(118, 300, 84, 28, c.S, { rx: 4 }),
        path('M112 180 h110 v50 q0 20 -20 30 h-70 q-20 -20 -20 -40z', shade(c.P, -0.3), {
          opacity: 0.55,
        }),
      ].join(''),
      { transform: `translate(${dx} 0)${flip ? ' scale(-1 1) translate(-400 0)' : ''}` },
    );
  return glove(-40, false) + glove(-40, true) + brandText(c, 200, 352, 13, INK);
};

const goggles: Drawer = (c) =>
  [
    path('M40 200 q-10 -20 30 -24', 'none', {
      stroke: c.P,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    path('M360 200 q10 -20 -30 -24', 'none', {
      stroke: c.P,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    path(
      'M70 150 q130 -40 260 0 q20 60 -10 100 q-50 20 -90 -10 q-20 -14 -40 0 q-40 30 -90 10 q-30 -40 -30 -100z',
      BODY,
    ),
    path(
      'M86 164 q114 -34 228 0 q14 46 -8 78 q-40 14 -72 -8 q-34 -22 -68 0 q-32 22 -72 8 q-22 -32 -8 -78z',
      '#bae6fd',
      { opacity: 0.8 },
    ),
    path('M100 172 q40 -10 70 -10 l-50 50z', '#fff', { opacity: 0.5 }),
    brandText(c, 200, 146, 11),
  ].join('');

const safetyShoe: Drawer = (c) =>
  [
    path(
      'M70 300 v-40 q0 -20 20 -30 l60 -30 v-90 q0 -10 10 -10 h90 q10 0 10 10 v120 q60 10 80 40 q10 20 0 40z',
      RUBBER,
    ),
    path('M150 110 h110 v40 h-110z', BODY),
    path('M70 300 h270 v18 q0 8 -8 8 h-254 q-8 0 -8 -8z', c.S),
    path('M70 310 h270', 'none', { stroke: INK, 'stroke-width': 4, 'stroke-dasharray': '10 6' }),
    ...[0, 1, 2, 3].map((i) => line(180, 170 + i * 18, 230, 164 + i * 18, '#e5e7eb', 3)),
    path('M260 230 q50 8 70 40', 'none', { stroke: c.P, 'stroke-width': 6 }),
    brandText(c, 205, 138, 13),
  ].join('');

const earMuffs: Drawer = (c) =>
  [
    path('M100 210 q0 -150 100 -150 q100 0 100 150', 'none', {
      stroke: BODY,
      'stroke-width': 18,
      'stroke-linecap': 'round',
    }),
    path('M100 210 q0 -150 100 -150 q100 0 100 150', 'none', {
      stroke: shade(c.P, -0.3),
      'stroke-width': 18,
      'stroke-linecap': 'round',
      opacity: 0.3,
    }),
    rect(60, 180, 84, 130, BODY, { rx: 40 }),
    rect(256, 180, 84, 130, BODY, { rx: 40 }),
    rect(132, 196, 20, 98, RUBBER, { rx: 8 }),
    rect(248, 196, 20, 98, RUBBER, { rx: 8 }),
    brandText(c, 102, 250, 12, undefined, { transform: 'rotate(-90 102 250)' }),
    brandText(c, 298, 250, 12, undefined, { transform: 'rotate(90 298 250)' }),
  ].join('');

const respirator: Drawer = (c) =>
  [
    path('M60 150 q140 -60 280 0', 'none', { stroke: INK, 'stroke-width': 6 }),
    path('M70 250 q130 40 260 0', 'none', { stroke: INK, 'stroke-width': 6 }),
    path('M140 110 q60 -20 120 0 q40 60 20 140 q-80 50 -160 0 q-20 -80 20 -140z', '#cbd5e1'),
    path('M150 120 q50 -16 100 0 q30 50 16 120 q-66 40 -132 0 q-14 -70 16 -120z', '#e2e8f0'),
    circle(110, 220, 44, BODY),
    circle(290, 220, 44, BODY),
    circle(110, 220, 30, shade(c.P, -0.3)),
    circle(290, 220, 30, shade(c.P, -0.3)),
    ...[0, 1, 2].map((i) => line(96, 206 + i * 14, 124, 206 + i * 14, '#e2e8f0', 3)),
    ...[0, 1, 2].map((i) => line(276, 206 + i * 14, 304, 206 + i * 14, '#e2e8f0', 3)),
    rect(180, 230, 40, 40, RUBBER, { rx: 10 }),
    brandText(c, 200, 176, 11, '#475569'),
  ].join('');

const harness: Drawer = (c) =>
  [
    path('M150 70 l-30 240 M250 70 l30 240 M130 170 h140 M120 260 q80 40 160 0', 'none', {
      stroke: BODY,
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }),
    path('M150 70 l100 100 M250 70 l-100 100', 'none', {
      stroke: c.S,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    circle(200, 120, 16, 'none', { stroke: METAL, 'stroke-width': 6 }),
    rect(186, 160, 28, 22, '#94a3b8', { rx: 4 }),
    path('M200 100 q80 0 100 80 q10 60 -20 120', 'none', {
      stroke: INK,
      'stroke-width': 6,
      'stroke-dasharray': '2 0',
    }),
    path('M276 296 q20 30 -10 40 q-20 0 -14 -20', 'none', { stroke: '#94a3b8', 'stroke-width': 7 }),
    brandText(c, 200, 354, 13, INK),
  ].join('');

const vest: Drawer = (c) =>
  [
    path(
      'M120 80 l40 -10 q40 50 80 0 l40 10 l40 60 v190 h-100 v-120 h-40 v120 h-100 v-190z',
      '#f97316',
    ),
    path(
      'M120 80 l40 -10 q40 50 80 0 l40 10 l40 60 v190 h-100 v-120 h-40 v120 h-100 v-190z',
      BODY,
      { opacity: 0.25 },
    ),
    rect(82, 210, 100, 20, '#e5e7eb'),
    rect(218, 210, 100, 20, '#e5e7eb'),
    rect(82, 260, 100, 20, '#e5e7eb'),
    rect(218, 260, 100, 20, '#e5e7eb'),
    line(200, 100, 200, 210, INK, 2, { 'stroke-dasharray': '4 4' }),
    brandText(c, 140, 170, 11, INK),
  ].join('');

// ------------------------------------------------------------------------------ pumps and motors

const pump: Drawer = (c) =>
  [
    // motor
    rect(170, 130, 170, 130, BODY, { rx: 20 }),
    ...Array.from({ length: 7 }, (_, i) =>
      rect(186 + i * 20, 134, 8, 122, shade(c.P, -0.25), { rx: 4 }),
    ),
    rect(330, 150, 24, 90, shade(c.P, -0.3), { rx: 8 }),
    rect(200, 104, 60, 28, shade(c.P, -0.2), { rx: 6 }),
    rect(200, 190, 110, 34, '#f8fafc', { rx: 6 }),
    brandText(c, 255, 213, 14, INK),
    // pump casing
    circle(120, 200, 70, METAL),
    circle(120, 200, 48, STEEL),
    circle(120, 200, 14, '#475569'),
    rect(96, 96, 48, 44, METAL, { rx: 4 }),
    rect(88, 90, 64, 14, STEEL, { rx: 3 }),
    rect(30, 176, 44, 48, METAL, { rx: 4 }),
    rect(24, 170, 14, 60, STEEL, { rx: 3 }),
    // base
    rect(70, 270, 280, 20, RUBBER, { rx: 6 }),
    rect(100, 258, 40, 14, '#475569'),
    rect(250, 258, 40, 14, '#475569'),
  ].join('');

const submersible: Drawer = (c) =>
  group(
    [
      rect(40, 170, 320, 64, BODY, { rx: 30 }),
      rect(40, 170, 320, 18, '#fff', { opacity: 0.2, rx: 12 }),
      ...Array.from({ length: 9 }, (_, i) =>
        rect(70 + i * 18, 172, 6, 60, '#0f172a', { opacity: 0.3 }),
      ),
      rect(236, 164, 10, 76, STEEL),
      rect(252, 170, 40, 64, STEEL, { rx: 4 }),
      ...Array.from({ length: 5 }, (_, i) => rect(256 + i * 7, 176, 3, 52, '#64748b')),
      rect(350, 184, 34, 36, METAL, { rx: 6 }),
      path('M40 202 q-30 0 -30 40 v60', 'none', { stroke: INK, 'stroke-width': 6 }),
      brandText(c, 150, 208, 16),
    ].join(''),
    { transform: 'rotate(-10 200 200)' },
  );

const motor: Drawer = (c) =>
  [
    rect(90, 120, 220, 150, BODY, { rx: 24 }),
    ...Array.from({ length: 9 }, (_, i) =>
      rect(104 + i * 22, 124, 10, 142, shade(c.P, -0.25), { rx: 5 }),
    ),
    rect(300, 140, 30, 110, shade(c.P, -0.3), { rx: 10 }),
    rect(52, 180, 40, 28, STEEL, { rx: 4 }),
    rect(20, 188, 36, 12, STEEL, { rx: 3 }),
    rect(160, 92, 70, 32, shade(c.P, -0.2), { rx: 6 }),
    rect(130, 176, 130, 40, '#f8fafc', { rx: 6 }),
    brandText(c, 195, 202, 14, INK),
    path('M100 270 h200 l14 36 h-228z', shade(c.P, -0.35)),
  ].join('');

// ------------------------------------------------------------------------------ compressors, pneumatics

const compressor: Drawer = (c) =>
  [
    rect(40, 190, 320, 100, BODY, { rx: 50 }),
    rect(40, 190, 320, 26, '#fff', { opacity: 0.16, rx: 20 }),
    brandText(c, 200, 256, 22),
    rect(90, 286, 14, 34, RUBBER),
    rect(296, 286, 14, 34, RUBBER),
    circle(90, 320, 14, RUBBER),
    circle(310, 320, 14, RUBBER),
    // pump head and motor
    rect(90, 110, 90, 80, METAL, { rx: 6 }),
    ...Array.from({ length: 6 }, (_, i) => rect(94, 116 + i * 12, 82, 6, '#94a3b8')),
    rect(200, 120, 120, 70, shade(c.P, -0.3), { rx: 14 }),
    circle(60, 150, 40, 'none', { stroke: '#475569', 'stroke-width': 10 }),
    circle(270, 96, 18, '#f8fafc', { stroke: INK, 'stroke-width': 3 }),
    line(270, 96, 280, 88, '#dc2626', 3),
    rect(266, 112, 8, 10, '#475569'),
  ].join('');

const airWrench: Drawer = (c) =>
  [
    rect(40, 134, 50, 44, STEEL, { rx: 6 }),
    rect(20, 146, 30, 20, '#334155'),
    path('M86 116 h170 a40 40 0 0 1 40 40 a40 40 0 0 1 -40 40 h-170z', BODY),
    path('M86 116 h170 a40 40 0 0 1 34 20 h-204z', '#fff', { opacity: 0.2 }),
    brandText(c, 176, 162, 17),
    path('M200 190 h64 l-10 110 h-64 z', RUBBER),
    rect(160, 296, 100, 18, '#334155', { rx: 6 }),
    rect(200, 314, 16, 24, STEEL),
  ].join('');

const sprayGun: Drawer = (c) =>
  [
    path('M130 60 h110 l-14 80 h-82z', '#e2e8f0', { stroke: '#94a3b8', 'stroke-width': 3 }),
    rect(160, 140, 50, 20, STEEL),
    rect(60, 156, 210, 44, METAL, { rx: 18 }),
    rect(40, 166, 30, 24, STEEL, { rx: 6 }),
    rect(260, 164, 40, 28, BODY, { rx: 6 }),
    path('M200 196 h50 l-6 130 h-40z', BODY),
    path('M170 196 q-14 30 0 70', 'none', {
      stroke: '#475569',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    rect(198, 326, 50, 14, RUBBER, { rx: 4 }),
    brandText(c, 225, 266, 11, undefined, { transform: 'rotate(-90 225 266)' }),
  ].join('');

const blowGun: Drawer = (c) =>
  [
    rect(30, 150, 160, 12, STEEL, { rx: 6 }),
    path('M180 130 h90 q20 0 20 20 v20 q0 20 -20 20 h-90z', BODY),
    path('M220 190 h50 l-6 120 h-44z', BODY),
    path('M200 190 q-16 40 6 80', 'none', {
      stroke: RUBBER,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    rect(224, 310, 40, 26, STEEL, { rx: 4 }),
    brandText(c, 236, 166, 12),
  ].join('');

const hose: Drawer = (c) =>
  [
    ...[0, 1, 2, 3, 4].map((i) =>
      ellipse(200, 210, 130 - i * 18, 86 - i * 11, 'none', { stroke: BODY, 'stroke-width': 12 }),
    ),
    path('M330 210 q40 40 10 100', 'none', { stroke: BODY, 'stroke-width': 12 }),
    rect(326, 300, 30, 40, STEEL, { rx: 6 }),
    rect(60, 120, 40, 30, STEEL, { rx: 6, transform: 'rotate(-30 80 135)' }),
    rect(150, 190, 100, 40, '#f8fafc', { rx: 6 }),
    brandText(c, 200, 216, 14, INK),
  ].join('');

// ------------------------------------------------------------------------------ material handling

const chainBlock: Drawer = (c) =>
  [
    path('M200 30 q-24 0 -24 24 q0 18 16 22', 'none', {
      stroke: '#475569',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    rect(190, 70, 20, 30, '#475569', { rx: 4 }),
    rect(130, 100, 140, 120, BODY, { rx: 24 }),
    circle(200, 160, 44, shade(c.P, -0.2)),
    circle(200, 160, 20, '#f8fafc'),
    brandText(c, 200, 166, 11, INK),
    ...Array.from({ length: 8 }, (_, i) =>
      ellipse(168, 236 + i * 14, 6, 9, 'none', { stroke: '#64748b', 'stroke-width': 4 }),
    ),
    ...Array.from({ length: 9 }, (_, i) =>
      ellipse(246, 232 + i * 12, 5, 7, 'none', { stroke: '#94a3b8', 'stroke-width': 3 }),
    ),
    rect(156, 350, 24, 14, '#475569', { rx: 3 }),
    path('M168 364 q0 20 16 20 q14 0 14 -14', 'none', {
      stroke: '#475569',
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }),
  ].join('');

const bottleJack: Drawer = (c) =>
  [
    rect(130, 290, 140, 26, shade(c.P, -0.3), { rx: 6 }),
    rect(150, 140, 100, 160, BODY, { rx: 16 }),
    rect(150, 140, 26, 160, '#fff', { opacity: 0.15, rx: 12 }),
    rect(176, 90, 48, 54, STEEL),
    rect(170, 78, 60, 16, METAL, { rx: 4 }),
    rect(250, 250, 90, 14, STEEL, { rx: 6 }),
    rect(240, 240, 30, 34, METAL, { rx: 6 }),
    brandText(c, 200, 222, 13),
    text(200, 244, 'HYDRAULIC', {
      'font-size': 9,
      'font-weight': 700,
      fill: textOn(c.P),
      'text-anchor': 'middle',
      opacity: 0.8,
    }),
  ].join('');

const palletTruck: Drawer = (c) =>
  [
    rect(40, 270, 260, 22, METAL, { rx: 4 }),
    rect(40, 270, 260, 6, '#fff', { opacity: 0.4 }),
    circle(60, 300, 12, RUBBER),
    circle(280, 300, 12, RUBBER),
    rect(290, 200, 50, 90, BODY, { rx: 8 }),
    circle(320, 300, 24, RUBBER),
    circle(320, 300, 10, '#94a3b8'),
    path('M316 200 l-40 -140', 'none', {
      stroke: BODY,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    path('M250 70 h60 q14 0 14 14 v6 h-88 v-6 q0 -14 14 -14z', RUBBER, {
      transform: 'rotate(-16 276 70)',
    }),
    brandText(c, 170, 286, 13, INK),
  ].join('');

const trolley: Drawer = (c) =>
  [
    rect(60, 250, 260, 26, BODY, { rx: 6 }),
    rect(70, 244, 240, 8, RUBBER, { rx: 3 }),
    path('M300 250 v-170 q0 -14 14 -14 h20', 'none', {
      stroke: BODY,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    path('M330 60 h20', 'none', { stroke: RUBBER, 'stroke-width': 16, 'stroke-linecap': 'round' }),
    circle(90, 300, 22, RUBBER),
    circle(290, 300, 22, RUBBER),
    circle(90, 300, 8, '#94a3b8'),
    circle(290, 300, 8, '#94a3b8'),
    rect(100, 160, 90, 84, '#d6a86a', { rx: 4 }),
    rect(190, 190, 70, 54, '#c8965a', { rx: 4 }),
    brandText(c, 190, 268, 13),
  ].join('');

// ------------------------------------------------------------------------------ cutting tools, abrasives

const drillBits: Drawer = (c) =>
  [
    rect(70, 100, 260, 220, BODY, { rx: 14 }),
    rect(82, 130, 236, 176, shade(c.P, -0.45), { rx: 8 }),
    ...Array.from({ length: 10 }, (_, i) => {
      const x = 100 + i * 22;
      const h = 70 + i * 8;
      return [
        rect(x, 290 - h, 8, h, STEEL, { rx: 3 }),
        path(
          `M${x} ${290 - h + 10} l8 8 M${x} ${290 - h + 22} l8 8 M${x} ${290 - h + 34} l8 8`,
          'none',
          { stroke: '#64748b', 'stroke-width': 1.5 },
        ),
      ].join('');
    }),
    brandText(c, 200, 122, 15),
  ].join('');

const disc: Drawer = (c) =>
  [
    circle(214, 214, 118, '#334155'),
    circle(200, 200, 118, '#475569'),
    circle(200, 200, 112, BODY),
    circle(200, 200, 64, shade(c.P, -0.25)),
    circle(200, 200, 40, '#e2e8f0'),
    circle(200, 200, 22, '#f8fafc', { stroke: '#94a3b8', 'stroke-width': 4 }),
    text(200, 132, c.brand.toUpperCase(), {
      'font-size': 18,
      'font-weight': 800,
      fill: textOn(c.P),
      'text-anchor': 'middle',
    }),
    text(200, 286, 'INOX · STEEL', {
      'font-size': 12,
      'font-weight': 700,
      fill: textOn(c.P),
      'text-anchor': 'middle',
    }),
    path('M110 200 a90 90 0 0 1 180 0', 'none', { stroke: c.S, 'stroke-width': 6, opacity: 0.8 }),
  ].join('');

const flapDisc: Drawer = (c) =>
  [
    circle(200, 200, 120, '#334155'),
    ...Array.from({ length: 28 }, (_, i) => {
      const a = (i / 28) * 360;
      return path('M200 200 l110 -10 q10 14 0 28z', i % 2 ? '#a16207' : '#ca8a04', {
        transform: `rotate(${a} 200 200)`,
      });
    }),
    circle(200, 200, 66, BODY),
    circle(200, 200, 22, '#f8fafc', { stroke: '#94a3b8', 'stroke-width': 4 }),
    brandText(c, 200, 250, 12),
  ].join('');

const holeSaw: Drawer = (c) =>
  [
    ...[0, 1, 2].map((i) => {
      const r = 90 - i * 26;
      const cx = 200;
      const cy = 230 - i * 8;
      return [
        ellipse(cx, cy, r, r * 0.4, i === 0 ? '#475569' : '#64748b'),
        rect(cx - r, cy - 50, r * 2, 50, i % 2 ? STEEL : METAL),
        ellipse(cx, cy - 50, r, r * 0.4, '#e2e8f0'),
        ellipse(cx, cy - 50, r - 6, (r - 6) * 0.4, '#94a3b8'),
      ].join('');
    }),
    rect(194, 70, 12, 120, STEEL),
    rect(160, 290, 80, 30, BODY, { rx: 8 }),
    brandText(c, 200, 311, 12),
  ].join('');

const taps: Drawer = (c) =>
  [
    rect(70, 110, 260, 200, BODY, { rx: 14 }),
    rect(84, 126, 232, 170, shade(c.P, -0.45), { rx: 8 }),
    ...Array.from({ length: 7 }, (_, i) => {
      const x = 104 + i * 30;
      return [
        rect(x, 150, 12, 120, STEEL, { rx: 3 }),
        ...Array.from({ length: 9 }, (_, j) =>
          line(x, 200 + j * 8, x + 12, 196 + j * 8, '#64748b', 1.5),
        ),
        rect(x, 146, 12, 12, '#475569'),
      ].join('');
    }),
    brandText(c, 200, 102, 14, INK),
  ].join('');

// ------------------------------------------------------------------------------ cleaning

const pressureWasher: Drawer = (c) =>
  [
    path(
      'M120 110 h160 q20 0 20 20 v150 q0 20 -20 20 h-160 q-20 0 -20 -20 v-150 q0 -20 20 -20z',
      BODY,
    ),
    path('M120 110 h160 q20 0 20 20 v20 h-200 v-20 q0 -20 20 -20z', shade(c.P, -0.3)),
    rect(150, 60, 100, 20, RUBBER, { rx: 8 }),
    rect(160, 78, 12, 34, RUBBER),
    rect(228, 78, 12, 34, RUBBER),
    circle(160, 320, 22, RUBBER),
    circle(160, 320, 8, '#94a3b8'),
    rect(130, 170, 140, 46, '#f8fafc', { rx: 8 }),
    brandText(c, 200, 200, 16, INK),
    circle(250, 250, 14, c.S),
    path('M300 200 q60 0 60 60 v60', 'none', { stroke: INK, 'stroke-width': 6 }),
    rect(340, 300, 30, 40, '#eab308', { rx: 6 }),
  ].join('');

const vacuum: Drawer = (c) =>
  [
    path('M110 160 h180 l-14 150 h-152z', '#cbd5e1'),
    path('M110 160 h180 l-4 40 h-172z', '#e2e8f0'),
    path('M100 120 h200 q10 0 10 10 v30 h-220 v-30 q0 -10 10 -10z', BODY),
    rect(170, 90, 60, 30, BODY, { rx: 8 }),
    rect(180, 80, 40, 14, RUBBER, { rx: 6 }),
    circle(140, 318, 14, RUBBER),
    circle(260, 318, 14, RUBBER),
    path('M300 140 q60 10 50 80 q-10 60 10 100', 'none', {
      stroke: INK,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    brandText(c, 200, 145, 16),
  ].join('');

// ------------------------------------------------------------------------------ workshop

const vice: Drawer = (c) =>
  [
    rect(90, 280, 220, 30, BODY, { rx: 6 }),
    rect(110, 250, 180, 34, shade(c.P, -0.2), { rx: 6 }),
    path('M100 150 h80 v100 h-80z', BODY),
    path('M220 150 h80 v100 h-80z', BODY),
    rect(100, 140, 80, 16, '#475569'),
    rect(220, 140, 80, 16, '#475569'),
    ...Array.from({ length: 9 }, (_, i) =>
      line(102 + i * 9, 142, 102 + i * 9, 154, '#94a3b8', 1.5),
    ),
    ...Array.from({ length: 9 }, (_, i) =>
      line(222 + i * 9, 142, 222 + i * 9, 154, '#94a3b8', 1.5),
    ),
    rect(300, 196, 60, 14, STEEL, { rx: 4 }),
    rect(352, 160, 12, 90, STEEL, { rx: 6 }),
    circle(358, 158, 9, METAL),
    circle(358, 252, 9, METAL),
    brandText(c, 140, 208, 12),
  ].join('');

const benchGrinder: Drawer = (c) =>
  [
    rect(150, 140, 100, 100, BODY, { rx: 30 }),
    brandText(c, 200, 196, 13),
    rect(130, 180, 140, 14, STEEL),
    circle(90, 187, 62, '#94a3b8'),
    circle(90, 187, 54, '#cbd5e1'),
    circle(310, 187, 62, '#78716c'),
    circle(310, 187, 54, '#a8a29e'),
    path('M28 187 a62 62 0 0 1 124 0 h-16 a46 46 0 0 0 -92 0z', BODY),
    path('M248 187 a62 62 0 0 1 124 0 h-16 a46 46 0 0 0 -92 0z', BODY),
    path('M170 240 h60 l30 60 h-120z', shade(c.P, -0.3)),
    rect(120, 296, 160, 14, RUBBER, { rx: 4 }),
  ].join('');

const drillPress: Drawer = (c) =>
  [
    rect(110, 320, 180, 20, shade(c.P, -0.35), { rx: 4 }),
    rect(190, 110, 20, 214, STEEL),
    rect(120, 70, 180, 70, BODY, { rx: 18 }),
    brandText(c, 210, 112, 15),
    rect(150, 140, 70, 60, BODY, { rx: 10 }),
    rect(176, 200, 18, 30, METAL),
    rect(182, 230, 6, 34, STEEL),
    rect(130, 260, 130, 12, METAL, { rx: 4 }),
    line(220, 168, 290, 150, '#475569', 5),
    line(220, 168, 286, 196, '#475569', 5),
    circle(292, 150, 7, RUBBER),
    circle(288, 198, 7, RUBBER),
    rect(260, 90, 40, 40, shade(c.P, -0.2), { rx: 10 }),
  ].join('');

const toolTrolley: Drawer = (c) =>
  [
    rect(90, 70, 220, 240, BODY, { rx: 12 }),
    rect(90, 70, 220, 20, '#fff', { opacity: 0.18, rx: 10 }),
    ...Array.from({ length: 6 }, (_, i) =>
      [
        rect(102, 100 + i * 34, 196, 28, shade(c.P, -0.12), { rx: 4 }),
        rect(170, 110 + i * 34, 60, 6, '#e2e8f0', { rx: 3 }),
      ].join(''),
    ),
    rect(300, 110, 30, 10, STEEL, { rx: 4 }),
    rect(320, 110, 10, 70, STEEL, { rx: 4 }),
    circle(120, 326, 16, RUBBER),
    circle(280, 326, 16, RUBBER),
    rect(150, 56, 100, 16, RUBBER, { rx: 6 }),
    brandText(c, 200, 86, 12),
  ].join('');

// ------------------------------------------------------------------------------ electrical

const multimeter: Drawer = (c) =>
  [
    path('M250 250 q80 0 90 70', 'none', { stroke: '#dc2626', 'stroke-width': 6 }),
    path('M150 250 q-80 0 -90 70', 'none', { stroke: INK, 'stroke-width': 6 }),
    rect(120, 60, 160, 270, BODY, { rx: 26 }),
    rect(136, 78, 128, 234, '#1f2937', { rx: 16 }),
    rect(150, 92, 100, 50, '#bef264', { rx: 6 }),
    text(200, 128, '230.4', {
      'font-size': 26,
      'font-weight': 700,
      'font-family': 'monospace',
      fill: INK,
      'text-anchor': 'middle',
    }),
    circle(200, 206, 40, '#e2e8f0'),
    circle(200, 206, 28, '#94a3b8'),
    rect(194, 170, 12, 34, INK, { rx: 4 }),
    circle(160, 280, 9, '#dc2626'),
    circle(200, 280, 9, INK),
    circle(240, 280, 9, INK),
    ...[0, 1, 2].map((i) => rect(150 + i * 36, 150, 28, 10, c.S, { rx: 4 })),
    brandText(c, 200, 302, 11, '#e2e8f0'),
  ].join('');

const clampMeter: Drawer = (c) =>
  [
    path(
      'M140 40 q60 -20 120 0 q30 40 0 80 h-30 q20 -30 0 -56 q-30 -12 -60 0 q-20 26 0 56 h-30 q-30 -40 0 -80z',
      RUBBER,
    ),
    rect(130, 110, 140, 230, BODY, { rx: 26 }),
    rect(146, 130, 108, 54, '#bef264', { rx: 6 }),
    text(200, 168, '48.7A', {
      'font-size': 24,
      'font-weight': 700,
      'font-family': 'monospace',
      fill: INK,
      'text-anchor': 'middle',
    }),
    circle(200, 236, 34, '#e2e8f0'),
    circle(200, 236, 24, '#94a3b8'),
    rect(195, 204, 10, 30, INK, { rx: 4 }),
    brandText(c, 200, 310, 13),
  ].join('');

const tester: Drawer = (c) =>
  [
    rect(70, 100, 260, 220, BODY, { rx: 20 }),
    rect(90, 120, 220, 180, shade(c.P, -0.5), { rx: 12 }),
    rect(110, 136, 120, 60, '#bef264', { rx: 6 }),
    text(170, 175, '2.1GΩ', {
      'font-size': 22,
      'font-weight': 700,
      'font-family': 'monospace',
      fill: INK,
      'text-anchor': 'middle',
    }),
    circle(270, 166, 26, '#e2e8f0'),
    circle(270, 166, 16, '#94a3b8'),
    rect(110, 220, 40, 24, c.S, { rx: 6 }),
    rect(160, 220, 40, 24, c.S, { rx: 6 }),
    circle(260, 250, 10, '#dc2626'),
    circle(290, 250, 10, INK),
    rect(150, 80, 100, 24, RUBBER, { rx: 10 }),
    brandText(c, 200, 286, 13),
  ].join('');

const cableReel: Drawer = (c) =>
  [
    circle(190, 190, 120, BODY),
    circle(190, 190, 96, '#f97316'),
    ...[0, 1, 2, 3].map((i) =>
      circle(190, 190, 90 - i * 12, 'none', { stroke: '#ea580c', 'stroke-width': 6 }),
    ),
    circle(190, 190, 40, shade(c.P, -0.2)),
    rect(150, 170, 80, 40, '#f8fafc', { rx: 8 }),
    brandText(c, 190, 196, 12, INK),
    path('M300 150 v150', 'none', {
      stroke: RUBBER,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    rect(250, 300, 110, 30, RUBBER, { rx: 8 }),
  ].join('');

const floodLight: Drawer = (c) =>
  [
    path('M110 300 l90 -70 l90 70', 'none', {
      stroke: '#475569',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    rect(90, 90, 220, 160, BODY, { rx: 14 }),
    rect(104, 104, 192, 132, '#fefce8', { rx: 8 }),
    ...Array.from({ length: 24 }, (_, i) =>
      circle(124 + (i % 6) * 30, 122 + Math.floor(i / 6) * 32, 9, '#fde047'),
    ),
    ...Array.from({ length: 8 }, (_, i) =>
      rect(98 + i * 27, 72, 12, 20, shade(c.P, -0.3), { rx: 3 }),
    ),
    brandText(c, 200, 278, 13, INK),
  ].join('');

// ------------------------------------------------------------------------------ catalogue of drawers

export const DRAWERS: Record<string, Drawer> = {
  drill,
  'rotary-hammer': rotaryHammer,
  grinder,
  'circular-saw': circularSaw,
  jigsaw,
  'heat-gun': heatGun,
  'spanner-set': spannerSet,
  spanner,
  'adjustable-wrench': adjustableWrench,
  'pipe-wrench': pipeWrench,
  pliers,
  screwdriver,
  hammer,
  'socket-set': socketSet,
  'allen-keys': allenKeys,
  hacksaw,
  caliper,
  'digital-caliper': digitalCaliper,
  micrometer,
  'dial-gauge': dialGauge,
  tape,
  'spirit-level': spiritLevel,
  'laser-meter': laserMeter,
  welder,
  electrodes,
  'welding-helmet': weldingHelmet,
  'electrode-holder': electrodeHolder,
  'safety-helmet': safetyHelmet,
  helmet: safetyHelmet,
  gloves,
  goggles,
  'safety-shoe': safetyShoe,
  'ear-muffs': earMuffs,
  respirator,
  harness,
  vest,
  pump,
  submersible,
  motor,
  compressor,
  'air-wrench': airWrench,
  'spray-gun': sprayGun,
  'blow-gun': blowGun,
  hose,
  'chain-block': chainBlock,
  'bottle-jack': bottleJack,
  'pallet-truck': palletTruck,
  trolley,
  'drill-bits': drillBits,
  disc,
  'flap-disc': flapDisc,
  'hole-saw': holeSaw,
  taps,
  'pressure-washer': pressureWasher,
  vacuum,
  vice,
  'bench-grinder': benchGrinder,
  'drill-press': drillPress,
  'tool-trolley': toolTrolley,
  multimeter,
  'clamp-meter': clampMeter,
  tester,
  'cable-reel': cableReel,
  'flood-light': floodLight,
};

function paletteDefs(c: Paint): string {
  return [
    radialGradient('bg', [
      [0, '#ffffff'],
      [1, '#e8edf3'],
    ]),
    linearGradient('body', [
      [0, shade(c.P, 0.22)],
      [1, shade(c.P, -0.18)],
    ]),
    linearGradient('accent', [
      [0, shade(c.S, 0.15)],
      [1, shade(c.S, -0.15)],
    ]),
    linearGradient('metal', [
      [0, '#f1f5f9'],
      [0.5, '#cbd5e1'],
      [1, '#94a3b8'],
    ]),
    linearGradient(
      'steel',
      [
        [0, '#94a3b8'],
        [0.45, '#f8fafc'],
        [1, '#94a3b8'],
      ],
      true,
    ),
    linearGradient('rubber', [
      [0, '#374151'],
      [1, '#111827'],
    ]),
  ].join('');
}

/**
 * The main picture of a product: the drawing of its kind on a studio background. With a
 * `model` mark, the model shows: rating printed large, tier colour, size and accessories.
 */
export function productSvg(
  art: string,
  c: Paint,
  title: string,
  tag: string,
  model?: ModelMark,
): string {
  const draw = DRAWERS[art] ?? DRAWERS.drill!;
  const s = model ? modelScale(model) : 1;
  const body = [
    rect(0, 0, 400, 400, 'url(#bg)'),
    circle(200, 196, 150, model ? tierColour(model) : c.P, { opacity: model ? 0.1 : 0.07 }),
    ellipse(200, 344, 150 * s, 14, '#0f172a', { opacity: 0.12 }),
    model
      ? group(draw(c), {
          transform: `translate(${200 * (1 - s) + (model.tier >= 1 ? 24 : 0)} ${344 * (1 - s)}) scale(${s.toFixed(3)})`,
        })
      : draw(c),
    model ? accessories(model) : '',
    model ? ratingBadge(model) : '',
    rect(12, 368, 8 + tag.length * 7.2, 22, '#0f172a', { rx: 11, opacity: 0.75 }),
    text(16 + tag.length * 3.6, 383, tag, {
      'font-size': 12,
      'font-weight': 600,
      fill: '#f8fafc',
      'text-anchor': 'middle',
      'font-family': `ui-monospace,'SFMono-Regular',Menlo,monospace`,
    }),
  ].join('');
  return svgDocument(400, 400, paletteDefs(c), body, title);
}

/** The second picture: the product's box with the maker's name, model and the drawing. */
export function boxSvg(
  art: string,
  c: Paint,
  title: string,
  model: string,
  kindTitle: string,
): string {
  const draw = DRAWERS[art] ?? DRAWERS.drill!;
  const dark = shade(c.P, -0.45);
  const body = [
    rect(0, 0, 400, 400, 'url(#bg)'),
    ellipse(200, 352, 150, 12, '#0f172a', { opacity: 0.14 }),
    // box: front, top and side faces
    path('M70 90 l40 -30 h230 l-40 30z', shade(c.P, 0.1)),
    path('M300 90 l40 -30 v250 l-40 30z', shade(c.P, -0.35)),
    rect(70, 90, 230, 250, 'url(#body)'),
    rect(70, 90, 230, 44, dark),
    text(86, 120, c.brand.toUpperCase(), {
      'font-size': 20,
      'font-weight': 900,
      'letter-spacing': 2,
      fill: '#ffffff',
    }),
    rect(86, 148, 198, 140, '#ffffff', { rx: 10, opacity: 0.92 }),
    group(draw(c), { transform: 'translate(105 138) scale(0.4)' }),
    rect(70, 300, 230, 40, c.S),
    text(185, 318, model, {
      'font-size': 14,
      'font-weight': 800,
      fill: textOn(c.S),
      'text-anchor': 'middle',
      'font-family': FONT,
    }),
    text(185, 333, kindTitle.toUpperCase(), {
      'font-size': 9,
      'font-weight': 700,
      'letter-spacing': 1,
      fill: textOn(c.S),
      'text-anchor': 'middle',
    }),
  ].join('');
  return svgDocument(400, 400, paletteDefs(c), body, `${title} (box)`);
}

/** The third view: the model's rating plate, its rating and specifications in large type. */
export function ratingPlateSvg(
  c: Paint,
  title: string,
  model: ModelMark,
  sku: string,
  kindTitle: string,
  specs: [string, string][],
): string {
  const body = [
    rect(0, 0, 400, 400, 'url(#bg)'),
    ratingPlateBody(model, c.brand, c.P, sku, kindTitle, specs),
  ].join('');
  return svgDocument(400, 400, paletteDefs(c), body, `${title} (rating plate)`);
}

export const hasDrawer = (art: string) => art in DRAWERS;
export { escapeXml };

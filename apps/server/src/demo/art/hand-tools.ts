/** Hand tools: spanners, wrenches, pliers, screwdrivers, hammers, sockets, saws. */
import { circle, ellipse, group, line, path, rect, shade, text, textOn } from './svg';
import { BODY, ACCENT, METAL, STEEL, RUBBER, INK, brandText, type Drawer } from './drawer-kit';

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

export const HAND_TOOLS: Record<string, Drawer> = {
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
};

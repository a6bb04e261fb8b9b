/** Cutting tools and abrasives, cleaning machines, workshop equipment. */
import { circle, ellipse, line, path, rect, shade, text, textOn } from './svg';
import { BODY, METAL, STEEL, RUBBER, INK, brandText, type Drawer } from './drawer-kit';

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

export const CUTTING_CLEANING_WORKSHOP: Record<string, Drawer> = {
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
};

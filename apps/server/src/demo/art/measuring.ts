/** Measuring: calipers, micrometers, gauges, tapes, levels, laser meters. */
import { circle, group, line, path, rect, shade, text, textOn } from './svg';
import { BODY, METAL, STEEL, RUBBER, INK, brandText, type Drawer } from './drawer-kit';

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

export const MEASURING: Record<string, Drawer> = {
  caliper,
  'digital-caliper': digitalCaliper,
  micrometer,
  'dial-gauge': dialGauge,
  tape,
  'spirit-level': spiritLevel,
  'laser-meter': laserMeter,
};

/** Electrical: meters, testers, cable reels, flood lights. */
import { circle, path, rect, shade, text } from './svg';
import { BODY, RUBBER, INK, brandText, type Drawer } from './drawer-kit';

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

export const ELECTRICAL: Record<string, Drawer> = {
  multimeter,
  'clamp-meter': clampMeter,
  tester,
  'cable-reel': cableReel,
  'flood-light': floodLight,
};

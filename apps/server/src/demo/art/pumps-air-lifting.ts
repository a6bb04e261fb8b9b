/** Pumps and motors, compressors and pneumatics, material handling. */
import { circle, ellipse, group, line, path, rect, shade, text, textOn } from './svg';
import { BODY, METAL, STEEL, RUBBER, INK, brandText, type Drawer } from './drawer-kit';

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

export const PUMPS_AIR_AND_LIFTING: Record<string, Drawer> = {
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
};

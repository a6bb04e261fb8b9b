/** Power tools: drills, hammers, grinders, saws, heat guns. */
import { circle, ellipse, path, rect } from './svg';
import { BODY, METAL, STEEL, RUBBER, DARK, brandText, vents, type Drawer } from './drawer-kit';

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

export const POWER_TOOLS: Record<string, Drawer> = {
  drill,
  'rotary-hammer': rotaryHammer,
  grinder,
  'circular-saw': circularSaw,
  jigsaw,
  'heat-gun': heatGun,
};

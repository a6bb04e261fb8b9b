/** Welding and safety: welders, electrodes, helmets, gloves, goggles, shoes, harnesses. */
import { circle, group, line, path, rect, shade, text, textOn } from './svg';
import { BODY, METAL, RUBBER, INK, brandText, type Drawer } from './drawer-kit';

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

export const WELDING_AND_SAFETY: Record<string, Drawer> = {
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
};

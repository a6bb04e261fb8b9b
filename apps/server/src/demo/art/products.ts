/**
 * Product pictures drawn by code: one flat illustration per kind of product, painted in the
 * maker's colours with the maker's name on the tool where a real one would carry it.
 * 400 x 400, light studio background, soft ground shadow.
 * The drawers live in one file per product family; this file gathers them and frames a
 * drawing as the product picture, its box and its rating plate.
 */
import {
  circle,
  ellipse,
  escapeXml,
  FONT,
  group,
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
import { type Drawer, type Paint } from './drawer-kit';
import { POWER_TOOLS } from './power-tools';
import { HAND_TOOLS } from './hand-tools';
import { MEASURING } from './measuring';
import { WELDING_AND_SAFETY } from './welding-safety';
import { PUMPS_AIR_AND_LIFTING } from './pumps-air-lifting';
import { CUTTING_CLEANING_WORKSHOP } from './cutting-workshop';
import { ELECTRICAL } from './electrical';
import { FASTENERS_AND_BLADES } from './fasteners-blades';

export type { Paint } from './drawer-kit';

export const DRAWERS: Record<string, Drawer> = {
  ...POWER_TOOLS,
  ...HAND_TOOLS,
  ...MEASURING,
  ...WELDING_AND_SAFETY,
  ...PUMPS_AIR_AND_LIFTING,
  ...CUTTING_CLEANING_WORKSHOP,
  ...ELECTRICAL,
  ...FASTENERS_AND_BLADES,
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

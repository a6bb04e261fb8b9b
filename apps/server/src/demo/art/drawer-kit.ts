/** The drawing kit every product family's drawers share: maker colours, fills, the brand on the tool. */
import { rect, text, textOn } from './svg';

export interface Paint {
  /** Maker colours. */
  P: string;
  S: string;
  /** Maker's short name, printed on the tool. */
  brand: string;
}

export type Drawer = (c: Paint) => string;

export const BODY = 'url(#body)';
export const ACCENT = 'url(#accent)';
export const METAL = 'url(#metal)';
export const STEEL = 'url(#steel)';
export const RUBBER = 'url(#rubber)';
export const DARK = '#1f2937';
export const INK = '#0f172a';

export const brandText = (c: Paint, x: number, y: number, size = 16, fill?: string, a = {}) =>
  text(x, y, c.brand.toUpperCase(), {
    'font-size': size,
    'font-weight': 800,
    'letter-spacing': 1,
    'text-anchor': 'middle',
    fill: fill ?? textOn(c.P),
    ...a,
  });

export const vents = (x: number, y: number, n: number, h = 26, gap = 9) =>
  Array.from({ length: n }, (_, i) =>
    rect(x + i * gap, y, 4, h, '#0f172a', { rx: 2, opacity: 0.45 }),
  ).join('');

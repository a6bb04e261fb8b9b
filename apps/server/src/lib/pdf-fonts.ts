// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the scripts program (scripts/tsconfig.json) reaches this file without the server's .d.ts files
/// <reference path="./fontkit.d.ts" />
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * The store's documents (tax invoices, proformas, credit notes, quotes) are set in DejaVu Sans
 * (npm dejavu-fonts-ttf, free licence), which has the rupee sign U+20B9.
 *
 * What a font costs is paid once per process, not once per document (docs/decisions/371).
 * Given the file's bytes, pdfkit parsed the font again for every document: fontkit decoded its
 * tables (DejaVu's glyph substitution and positioning tables are large), shaped every word
 * from cold, decoded every glyph it embedded and wrote the embedded font anew: most of a new
 * invoice's CPU. Now each font is parsed once and handed to pdfkit parsed; the words pdfkit
 * has shaped, the glyphs decoded and the embedded fonts written are kept and shared by every
 * document. A document keeps only what is its own (which glyphs it uses, its PDF objects).
 * Fonts and what is kept are only read while drawing, which is synchronous on the one thread.
 */
type PdfDoc = InstanceType<typeof PDFDocument>;
type FontSource = Parameters<PdfDoc['registerFont']>[1];

interface GlyphLike {
  _decode(): unknown;
}
interface SubsetLike {
  glyphs: number[];
  encode(): Uint8Array;
}
interface FontInternals {
  getGlyph(id: number, codePoints?: number[]): GlyphLike | null;
  createSubset(): SubsetLike;
}

/** Embedded fonts kept per font, by the glyphs they hold (most documents use the same ones). */
const MAX_SUBSETS = 200;
/** Shaped words kept per font before the memory is emptied. */
const MAX_WORDS = 20_000;

/**
 * The font with its glyphs' outlines decoded once (a document's subset decodes each glyph it
 * takes, to see whether it is made of others) and its embedded font kept by glyph list.
 */
function shared(font: fontkit.Font): fontkit.Font {
  const f = font as unknown as FontInternals;
  const getGlyph = f.getGlyph.bind(font);
  const decodedOnce = new WeakSet<GlyphLike>();
  f.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && !decodedOnce.has(glyph)) {
      decodedOnce.add(glyph);
      const decode = glyph._decode.bind(glyph);
      let decoded: { value: unknown } | undefined;
      glyph._decode = () => (decoded ??= { value: decode() }).value;
    }
    return glyph;
  };
  const createSubset = f.createSubset.bind(font);
  const written = new Map<string, Uint8Array>();
  f.createSubset = () => {
    const subset = createSubset();
    const encode = subset.encode.bind(subset);
    subset.encode = () => {
      const key = subset.glyphs.join(',');
      let bytes = written.get(key);
      if (!bytes) {
        bytes = encode();
        if (written.size >= MAX_SUBSETS) written.clear();
        written.set(key, bytes);
      }
      return bytes;
    };
    return subset;
  };
  return font;
}

let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
/** pdfkit's layouts of words (runs scaled to its 1000-unit em), shared by every document. */
const words: Record<'regular' | 'bold', Record<string, unknown>> = {
  regular: Object.create(null) as Record<string, unknown>,
  bold: Object.create(null) as Record<string, unknown>,
};
let documentsSinceCheck = 0;

/** The parsed document fonts, read and parsed the first time a document asks. */
function documentFonts(): { regular: fontkit.Font; bold: fontkit.Font } {
  const parse = (file: string) =>
    shared(fontkit.create(fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))));
  fonts ??= { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  return fonts;
}

/**
 * Registers the fonts 'regular' and 'bold' on a document, each sharing the words already
 * shaped (pdfkit's EmbeddedFont keeps them in `layoutCache`, one per document otherwise).
 * The document starts in 'regular'.
 */
export function useDocumentFonts(doc: PdfDoc): void {
  const { regular, bold } = documentFonts();
  doc.registerFont('regular', regular as unknown as FontSource);
  doc.registerFont('bold', bold as unknown as FontSource);
  if (++documentsSinceCheck >= 100) {
    documentsSinceCheck = 0;
    for (const name of ['regular', 'bold'] as const) {
      if (Object.keys(words[name]).length > MAX_WORDS) words[name] = Object.create(null);
    }
  }
  for (const name of ['bold', 'regular'] as const) {
    doc.font(name);
    const embedded = (doc as unknown as { _font: { layoutCache?: Record<string, unknown> } })._font;
    if (embedded.layoutCache) embedded.layoutCache = words[name];
  }
}

// Minimal types of fontkit (pdfkit's font engine; the package ships none): lib/pdf-fonts.ts
// parses each document font once and hands pdfkit the parsed font.
declare module 'fontkit' {
  export interface Font {
    layout(text: string, features?: unknown): unknown;
    readonly postscriptName: string;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

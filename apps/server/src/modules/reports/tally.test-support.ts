/**
 * A strict little XML reader for the Tally tests: elements, attributes and text, the five
 * predefined entities only (a bare & or < fails), every tag closed by its own name.
 */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(s: string): string {
  if (/<|>/.test(s.replace(/&gt;/g, ''))) throw new Error(`markup in text: ${s}`);
  return s.replace(/&([a-z]+);|&/g, (m, name?: string) => {
    if (!name || !(name in ENTITIES)) throw new Error(`bad entity near ${s}`);
    return ENTITIES[name]!;
  });
}

export function parseXml(xml: string): XmlNode {
  const src = xml
    .replace(/^<\?xml[^?]*\?>\s*/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  let i = 0;
  const node = (): XmlNode => {
    const open = /^<([A-Za-z_][\w.:-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>/.exec(src.slice(i));
    if (!open) throw new Error(`expected a tag at ${i}: ${src.slice(i, i + 40)}`);
    i += open[0].length;
    const attrs: Record<string, string> = {};
    for (const m of open[2]!.matchAll(/([\w:.-]+)="([^"]*)"/g)) attrs[m[1]!] = decode(m[2]!);
    const n: XmlNode = { name: open[1]!, attrs, children: [], text: '' };
    if (open[3]) return n;
    for (;;) {
      const textEnd = src.indexOf('<', i);
      if (textEnd < 0) throw new Error(`unclosed ${n.name}`);
      n.text += decode(src.slice(i, textEnd));
      i = textEnd;
      if (src.startsWith(`</${n.name}>`, i)) {
        i += n.name.length + 3;
        n.text = n.text.trim();
        return n;
      }
      if (src.startsWith('</', i)) throw new Error(`mismatched close at ${i} inside ${n.name}`);
      n.children.push(node());
    }
  };
  const root = node();
  if (src.slice(i).trim()) throw new Error('content after the root element');
  return root;
}

export const child = (n: XmlNode, name: string) => n.children.find((c) => c.name === name);
export const path = (n: XmlNode, ...names: string[]): XmlNode | undefined =>
  names.reduce<XmlNode | undefined>((at, name) => (at ? child(at, name) : undefined), n);

/** The vouchers of an import file: type, number, party, and each entry. */
export function vouchersOf(root: XmlNode) {
  const data = path(root, 'BODY', 'IMPORTDATA', 'REQUESTDATA')!;
  return data.children
    .map((m) => child(m, 'VOUCHER'))
    .filter((v): v is XmlNode => v !== undefined)
    .map((v) => ({
      type: v.attrs.VCHTYPE!,
      fields: v.children.map((c) => c.name),
      date: child(v, 'DATE')!.text,
      number: child(v, 'VOUCHERNUMBER')!.text,
      party: child(v, 'PARTYLEDGERNAME')!.text,
      entries: v.children
        .filter((c) => c.name === 'ALLLEDGERENTRIES.LIST')
        .map((e) => ({
          fields: e.children.map((c) => c.name),
          ledger: child(e, 'LEDGERNAME')!.text,
          deemedPositive: child(e, 'ISDEEMEDPOSITIVE')!.text,
          paise: Math.round(Number(child(e, 'AMOUNT')!.text) * 100),
        })),
    }));
}

/**
 * A minimal ustar writer and reader for the backup file (regular files only): enough for
 * `tar tzf backup.tar.gz` to list it and for `npm run restore` to read it back, without a
 * dependency.
 */
export interface TarEntry {
  name: string;
  data: Uint8Array;
}

const BLOCK = 512;

function writeString(header: Buffer, text: string, offset: number, length: number) {
  header.write(text, offset, Math.min(length, Buffer.byteLength(text)), 'utf8');
}
function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  writeString(header, `${value.toString(8).padStart(length - 1, '0')}\0`, offset, length);
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  const cut = name.lastIndexOf('/', name.length - 1);
  const prefix = name.slice(0, cut);
  const base = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) {
    throw new Error(`path too long for the backup file: ${name}`);
  }
  return { prefix, base };
}

function header(entry: TarEntry, mtimeS: number): Buffer {
  const h = Buffer.alloc(BLOCK, 0);
  const { prefix, base } = splitName(entry.name);
  writeString(h, base, 0, 100);
  writeOctal(h, 0o600, 100, 8);
  writeOctal(h, 0, 108, 8);
  writeOctal(h, 0, 116, 8);
  writeOctal(h, entry.data.byteLength, 124, 12);
  writeOctal(h, mtimeS, 136, 12);
  h.fill(0x20, 148, 156); // checksum counted as spaces
  h[156] = 0x30; // '0': a regular file
  writeString(h, 'ustar\u000000', 257, 8);
  writeString(h, prefix, 345, 155);
  let sum = 0;
  for (const byte of h) sum += byte;
  writeString(h, `${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return h;
}

export function writeTar(entries: TarEntry[], mtime = new Date()): Buffer {
  const mtimeS = Math.floor(mtime.getTime() / 1000);
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry, mtimeS), Buffer.from(entry.data));
    const pad = (BLOCK - (entry.data.byteLength % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad, 0));
  }
  parts.push(Buffer.alloc(BLOCK * 2, 0));
  return Buffer.concat(parts);
}

const readString = (b: Buffer, offset: number, length: number) => {
  const raw = b.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

export function readTar(tar: Buffer): TarEntry[] {
  const out: TarEntry[] = [];
  for (let at = 0; at + BLOCK <= tar.length;) {
    const h = tar.subarray(at, at + BLOCK);
    if (h.every((byte) => byte === 0)) break;
    const size = parseInt(readString(h, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(h[156] ?? 0x30);
    const prefix = readString(h, 345, 155);
    const base = readString(h, 0, 100);
    const name = prefix ? `${prefix}/${base}` : base;
    if (!Number.isFinite(size) || at + BLOCK + size > tar.length) {
      throw new Error('the backup file is cut short or not a backup');
    }
    if (type === '0' || type === '\0') {
      out.push({ name, data: tar.subarray(at + BLOCK, at + BLOCK + size) });
    }
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return out;
}

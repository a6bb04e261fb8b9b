import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import { contentTypeOfKey, isValidObjectKey } from './image-keys';
import { imageStorageOf } from './image-storage';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Written into DATA_DIR/images once its pictures are in the shared store. */
export const IMPORTED_MARKER = '.copied-to-shared-store';

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesUnder(dir, rel)));
    else if (e.isFile() && isValidObjectKey(rel)) out.push(rel);
  }
  return out;
}

/**
 * A shop that ran on one process kept its pictures in DATA_DIR/images; once it uses a shared
 * store (the PostgreSQL table or S3), this copies them there at start, once (a marker file
 * records it), so uploads made before the move keep loading from every process.
 */
export async function copyLocalPicturesToSharedStore(ctx: AppContext, log: Log): Promise<number> {
  const storage = imageStorageOf(ctx);
  if (storage.kind === 'local') return 0;
  const dir = path.join(ctx.config.DATA_DIR, 'images');
  const marker = path.join(dir, IMPORTED_MARKER);
  try {
    await fs.access(marker);
    return 0;
  } catch {
    /* not copied yet */
  }
  const keys = await filesUnder(dir);
  if (keys.length === 0) return 0;
  let copied = 0;
  try {
    for (const key of keys) {
      if (await storage.exists(key)) continue;
      const bytes = await fs.readFile(path.join(dir, key));
      await storage.putObject(key, bytes, contentTypeOfKey(key) ?? 'application/octet-stream');
      copied += 1;
    }
    await fs.writeFile(
      marker,
      `copied to the ${storage.kind} store on ${new Date().toISOString()}\n`,
    );
  } catch (err) {
    // Serving goes on; the next start copies what is still missing.
    log.warn({ err, copied }, 'could not copy every picture from DATA_DIR/images');
    return copied;
  }
  if (copied > 0) {
    log.info({ copied, storage: storage.kind }, 'pictures copied from DATA_DIR/images');
  }
  return copied;
}

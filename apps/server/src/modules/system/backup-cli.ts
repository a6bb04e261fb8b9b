// `npm run backup -- --out FILE` and `npm run restore -- FILE` (docs/operations.md): the
// embedded database in DATA_DIR (asking the running server for a snapshot when it serves), or
// with DATABASE_URL the PostgreSQL way (pg_dump / pg_restore).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { DataDirLockedError } from '../../db/data-dir-lock';
import { BackupError, restoreBackup, writeBackupFile } from './backup.service';

const USAGE =
  'Usage: npm run backup -- --out FILE   |   npm run restore -- FILE  (into an empty or absent DATA_DIR)';

/** Paths are read from where `npm run` was typed (npm's INIT_CWD), not from the workspace. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string' } },
    allowPositionals: true,
  });
  const config = loadConfig();
  if (command === 'backup') {
    const out = values.out ?? positionals[0];
    if (!out) throw new BackupError(`Missing --out FILE\n${USAGE}`);
    const started = Date.now();
    const done = await writeBackupFile(config, fromCaller(out));
    console.log(
      `Backup written to ${fromCaller(out)} (${(done.bytes / 1e6).toFixed(1)} MB, ${done.database} database, ` +
        `${done.files} files) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  }
  if (command === 'restore') {
    const file = positionals[0];
    if (!file) throw new BackupError(`Missing the backup FILE\n${USAGE}`);
    const bytes = fs.readFileSync(fromCaller(file));
    const manifest = await restoreBackup(config, bytes);
    console.log(
      `Restored the backup of ${manifest.created_at} (${manifest.database} database, ${manifest.files} files) ` +
        `into ${config.DATABASE_URL ? 'DATABASE_URL and ' : ''}${config.DATA_DIR}. Start the store with npm start.`,
    );
    return 0;
  }
  throw new BackupError(USAGE);
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (
      err instanceof BackupError ||
      err instanceof ConfigError ||
      err instanceof DataDirLockedError
    ) {
      console.error(err.message);
    } else if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`File not found: ${(err as NodeJS.ErrnoException).path ?? ''}`);
    } else {
      console.error('Failed:', err instanceof Error ? err.message : err);
    }
    process.exit(1);
  },
);

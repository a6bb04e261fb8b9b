// `npm run create-admin -- --name "..." --phone 9XXXXXXXXX --password "..."`: creates an ADMIN
// (or promotes the account with that phone) on the configured database: the embedded one under
// DATA_DIR (the server must not be running on it), or the PostgreSQL server of DATABASE_URL.
import { createContext } from '../../bootstrap';
import { ConfigError, loadConfig } from '../../config';
import { DataDirLockedError } from '../../db/data-dir-lock';
import { CreateAdminUsageError, parseCreateAdminArgs, runCreateAdmin } from './create-admin';

async function main(): Promise<number> {
  const input = parseCreateAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const ctx = await createContext(config, new AbortController().signal);
  try {
    console.log(await runCreateAdmin(ctx.db, input, { shopName: config.COMPANY_NAME }));
    return 0;
  } finally {
    await ctx.database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof DataDirLockedError) {
      console.error(
        `${err.message}\ncreate-admin needs the embedded database to itself: stop the server, run create-admin, then start the server again.`,
      );
    } else if (err instanceof CreateAdminUsageError || err instanceof ConfigError) {
      console.error(err.message);
    } else {
      console.error('create-admin failed:', err instanceof Error ? err.message : err);
    }
    process.exit(1);
  },
);

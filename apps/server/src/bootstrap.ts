import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { loadSecretKey } from './secrets';

/** Opens the database, applies migrations and assembles the context routes receive. */
export async function createContext(
  config: Config,
  shutdownSignal: AbortSignal,
): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    listenUrl: config.DATABASE_LISTEN_URL,
    namedStatements: config.DATABASE_PREPARED_STATEMENTS,
    readUrl: config.DATABASE_READ_URL,
    readMaxLagS: config.READ_REPLICA_MAX_LAG_S,
  });
  try {
    await runMigrations(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return { config, database, db: database.db, secretKey: loadSecretKey(config), shutdownSignal };
}

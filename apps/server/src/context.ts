import type { Config } from './config';
import type { Database, Db } from './db/client';

/** What every route module receives: configuration, the database and derived secrets. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** HMAC key for JWTs and signed image URLs. */
  secretKey: Uint8Array;
  /** Set when the server is shutting down, so long polls can end early. */
  shutdownSignal: AbortSignal;
}

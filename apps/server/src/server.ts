import { buildApp } from './app';
import { createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { ensureDemoPicturesAtStart } from './demo/demo-pictures';
import { seedIfEmpty } from './demo/seed';
import { copyLocalPicturesToSharedStore } from './modules/catalogue/images/import-local';
import { startDailyJobs } from './modules/reports/low-stock';
import { addMissingUnitTokens } from './modules/catalogue/search/search.service';
import { startCreditReminders } from './modules/companies/company-credit';
import { openMissedEInvoices } from './modules/einvoices/einvoice-documents';
import { startMonthlyStatements } from './modules/receipts/statement-mail';
import { loadPincodeDirectory } from './modules/delivery/directory/pincode-directory';
import { openBackupChannel } from './modules/system/backup.service';
import { describeStartupError } from './modules/system/startup-errors';
import { warmUpDocuments } from './workflows/documents-warm-up';

/** The embedded database's folder, for a start-up error in one line (startup-errors.ts). */
let dataDirInUse: string | undefined;

async function main() {
  const config = loadConfig();
  dataDirInUse = config.DATABASE_URL ? undefined : config.DATA_DIR;
  const shutdown = new AbortController();
  const ctx = await createContext(config, shutdown.signal);
  const app = await buildApp(ctx);
  await loadPincodeDirectory(ctx.db, app.log);
  if (config.SEED_DEMO) await seedIfEmpty(ctx, app.log);
  await copyLocalPicturesToSharedStore(ctx, app.log);
  await ensureDemoPicturesAtStart(ctx, app.log);
  // documents issued while e-invoicing was off get their PENDING rows (docs/decisions/335)
  await openMissedEInvoices(ctx.db, ctx);
  // npm run backup asks this process for a snapshot of the embedded database (decision 178).
  const backupChannel = await openBackupChannel(ctx.database, config.DATA_DIR, app.log);

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    shutdown.abort();
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await app.close(); // stops the mail sender too (app.ts)
      await backupChannel.close();
      await ctx.database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // the document fonts parsed and shaped before the first invoice is asked for (decision 391)
  const warmUpMs = await warmUpDocuments(config);
  app.log.info({ cpuMs: Math.round(warmUpMs) }, 'documents: fonts ready');
  await app.listen({ port: config.PORT, host: config.HOST });
  await app.mailSender.start();
  const dailyJobs = startDailyJobs(ctx, { logger: app.log });
  shutdown.signal.addEventListener('abort', () => dailyJobs.stop());
  // products from before issue 32 get their unit tokens, once, without holding up the start
  addMissingUnitTokens(ctx.db, app.log).catch((err: unknown) =>
    app.log.error({ err }, 'search: adding unit tokens failed'),
  );
  const creditReminders = startCreditReminders(ctx.db, { logger: app.log });
  shutdown.signal.addEventListener('abort', () => creditReminders.stop());
  const monthlyStatements = startMonthlyStatements(ctx.db, { logger: app.log });
  shutdown.signal.addEventListener('abort', () => monthlyStatements.stop());
  app.log.info(`store ready on http://localhost:${config.PORT} (${ctx.database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    const line = describeStartupError(err, dataDirInUse);
    if (line) console.error(line);
    else console.error('Could not start the server:', err);
  }
  process.exit(1);
});

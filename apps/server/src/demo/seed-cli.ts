// `npm run seed`: loads the demo catalogue into an empty database (embedded or DATABASE_URL).
// `npm run seed -- --products 100000`: then adds generated products up to that many, for
// benchmarks. Both are safe to run again: the demo is loaded only into an empty catalogue
// and generation only adds what is missing.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createContext } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { generateProducts } from './generate';
import { seedDemoCatalogue } from './seed';

const USAGE = 'usage: npm run seed [-- --products N]   (N at least 1, at most 5,000,000)';

async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const wanted = values.products === undefined ? undefined : Number(values.products);
  if (wanted !== undefined && (!Number.isInteger(wanted) || wanted < 1 || wanted > 5_000_000)) {
    throw new ConfigError(USAGE);
  }
  const config = loadConfig();
  const ctx = await createContext(config, new AbortController().signal);
  try {
    const started = Date.now();
    const demo = await seedDemoCatalogue(ctx);
    console.log(
      demo
        ? `seed: demo catalogue loaded (${demo.categories} categories, ${demo.manufacturers} makers, ${demo.products} products, ${demo.images} pictures) in ${Date.now() - started} ms`
        : 'seed: the catalogue is not empty; demo catalogue not loaded again',
    );
    if (wanted !== undefined) {
      const genStarted = Date.now();
      let last = 0;
      const added = await generateProducts(ctx, wanted, (done, total) => {
        if (done - last >= 10_000 || done === total) {
          last = done;
          console.log(`seed: ${done} / ${total} products`);
        }
      });
      if (added > 0) {
        await ctx.db.execute(sql`analyze`);
        if (ctx.database.kind === 'postgres') await ctx.db.execute(sql`vacuum analyze products`);
      }
      console.log(`seed: ${added} generated products added in ${Date.now() - genStarted} ms`);
    }
  } finally {
    await ctx.database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(err.message);
  else console.error('seed failed:', err);
  process.exit(1);
});

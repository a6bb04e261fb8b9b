import type { Tx } from '../../db/client';
import { dailyJobRuns } from '../../db/schema/index';

/**
 * The once-a-day claim of every daily job (docs/decisions/242): inside the job's transaction,
 * the insert of (job, day) succeeds for exactly one process; the others meet its row and do
 * nothing. A rolled-back attempt leaves no row, so the next tick tries again.
 */
export async function claimDailyJob(tx: Tx, job: string, day: string): Promise<boolean> {
  const claimed = await tx
    .insert(dailyJobRuns)
    .values({ job, day })
    .onConflictDoNothing()
    .returning({ day: dailyJobRuns.day });
  return claimed.length > 0;
}

/** Today's date in India as YYYY-MM-DD (lib/india-time.ts). */
export { indiaToday as indiaDay } from '../../lib/india-time';

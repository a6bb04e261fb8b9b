import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Daily jobs that must run once a day however many processes share the database (the low-stock
 * mail): the process whose insert of (job, day) succeeds does the day's work, in that same
 * transaction (docs/decisions/242).
 */
export const dailyJobRuns = pgTable(
  'daily_job_runs',
  {
    job: text('job').notNull(),
    day: date('day').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'daily_job_runs_pk', columns: [t.job, t.day] })],
);

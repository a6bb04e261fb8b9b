import path from 'node:path';
import { z } from 'zod';
import { gstStateCode, isValidGstin, normaliseGstin, PHONE_RE } from '@store/contract';
import { repoRoot } from './paths';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Trust X-Forwarded-For (only behind a reverse proxy that sets it). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * A relative DATA_DIR is taken from the repository's root, whichever folder a command runs
     * in (`npm start` runs at the root, `npm run create-admin` in apps/server): one database.
     */
    DATA_DIR: z
      .string()
      .default('data')
      .transform((d) => path.resolve(repoRoot, d)),
    /** Folder of the built web app (default apps/web/dist). */
    WEB_DIST_DIR: optionalString,
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /**
     * Where the LISTEN connection for live events goes when DATABASE_URL points at a
     * transaction-pooling proxy (PgBouncer), which cannot hold a LISTEN: PostgreSQL directly.
     * Default: DATABASE_URL.
     */
    DATABASE_LISTEN_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /**
     * Named prepared statements for the hot catalogue reads. Set false behind PgBouncer in
     * transaction mode (before 1.21, or without max_prepared_statements): a named statement
     * belongs to one server connection and the next transaction may run on another.
     */
    /**
     * A streaming replica of DATABASE_URL (docs/decisions/365): the catalogue, search index
     * builds, listings, product pages, the sitemap and staff reports read there while it is
     * at most READ_REPLICA_MAX_LAG_S behind; what a customer has just written is read from
     * the primary. Unset: every read goes to DATABASE_URL.
     */
    DATABASE_READ_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** Seconds behind the primary after which the replica is skipped until it catches up. */
    READ_REPLICA_MAX_LAG_S: z.coerce.number().min(0).max(3600).default(5),
    DATABASE_PREPARED_STATEMENTS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    /**
     * Memory for the order reads' answers kept per process (docs/decisions/382), in MB; the
     * least recently read go first. 0: no answer is kept (every read asks the database).
     */
    ORDER_READ_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
    JWT_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    ACCESS_TOKEN_TTL_S: z.coerce
      .number()
      .int()
      .min(30)
      .default(15 * 60),
    REFRESH_TOKEN_TTL_S: z.coerce
      .number()
      .int()
      .min(60)
      .default(30 * 24 * 3600),
    IMAGE_URL_TTL_S: z.coerce
      .number()
      .int()
      .min(3600)
      .default(2 * 3600),
    /** How long GET /polling/user/events holds a poll when nothing happens (decisions.md › Live order events: 25 s). */
    EVENTS_LONG_POLL_MS: z.coerce.number().int().min(50).max(120_000).default(25_000),
    /**
     * Where pictures live when S3 is not configured: `auto` (default) keeps them in the
     * PostgreSQL server's `image_objects` table with DATABASE_URL (shared by every process) and
     * in DATA_DIR/images on the embedded database; `local` or `database` force one.
     */
    IMAGE_STORAGE: z.enum(['auto', 'local', 'database']).default('auto'),
    S3_ENDPOINT: optionalString,
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('ap-south-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Failed sign-ins for one phone from one IP before that pair is locked for LOGIN_LOCK_S. */
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    /** Failed sign-ins for one phone from all IPs together before the phone is locked. */
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
    /** Failed sign-ins from one IP (any phone) before it is locked for LOGIN_LOCK_S. */
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_LOCK_S: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    /** Rate limits shared by every server process (docs/decisions/100); 'false' turns them off. */
    RATE_LIMITS_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    RATE_LIMIT_SEARCH_PER_MIN: z.coerce.number().int().min(1).default(120),
    RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_PINCODE_PER_MIN: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_PAYMENT_REFERENCE_PER_HOUR: z.coerce.number().int().min(1).default(10),
    COMPANY_NAME: z.string().default('Bangalore Tool Works'),
    COMPANY_TAGLINE: z.string().default('Industrial tools and equipment, shipped across India'),
    COMPANY_PHONE: z
      .string()
      .regex(PHONE_RE, 'must be a 10-digit Indian mobile number')
      .default('9845012345'),
    COMPANY_ADDRESS: z
      .string()
      .default('No. 42, 3rd Cross, Peenya Industrial Area Phase 2, Bengaluru, Karnataka 560058'),
    COMPANY_CITY: z.string().default('Bengaluru'),
    /** Checked like a buyer's (format, state code, mod-36 check character: decisions.md › Paying for an order). */
    COMPANY_GSTIN: z
      .string()
      .transform(normaliseGstin)
      .refine(isValidGstin, 'must be a valid GSTIN (format, state code and check character)')
      .default('29AABCB1234L1ZR'),
    /** The company's state: orders delivered inside it pay CGST + SGST, others IGST (decisions.md › GST and invoices). */
    COMPANY_STATE: z
      .string()
      .refine((s) => gstStateCode(s) !== null, 'must be a state or union territory of India')
      .default('Karnataka'),
    COMPANY_UPI_ID: z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, 'must be a UPI id (name@bank)')
      .default('bangaloretoolworks@okaxis'),
    COMPANY_BANK_ACCOUNT_NAME: z.string().min(1).default('Bangalore Tool Works Private Limited'),
    COMPANY_BANK_ACCOUNT_NUMBER: z
      .string()
      .regex(/^\d{9,18}$/, 'must be 9 to 18 digits')
      .default('918020045671234'),
    COMPANY_BANK_IFSC: z
      .string()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an 11-character IFSC')
      .default('UTIB0000123'),
    COMPANY_BANK_NAME: z.string().min(1).default('Axis Bank, Peenya Branch, Bengaluru'),
    /** Tax invoice numbers are <INVOICE_PREFIX>/<FY>/<serial>, at most 16 characters (decisions.md › GST and invoices). */
    INVOICE_PREFIX: z
      .string()
      .regex(/^[A-Z0-9]{1,4}$/, 'must be 1 to 4 capital letters or digits')
      .default('BTW'),
    COD_MAX_RUPEES: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
    /** GSTR-1: inter-state invoices to unregistered buyers above this are B2CL (decisions.md › §18; docs/decisions/240). */
    B2CL_THRESHOLD_RUPEES: z.coerce.number().int().min(0).max(100_000_000).default(100_000),
    /** Hour of the day (India time) after which the daily low-stock mail goes out (docs/decisions/242). */
    LOW_STOCK_MAIL_HOUR: z.coerce.number().int().min(0).max(23).default(8),
    /**
     * The accountant's books (decisions.md › §25, docs/decisions/363): the TallyPrime ledger
     * names the monthly import file posts to. Names are written escaped as XML.
     */
    TALLY_SALES_LEDGER: z.string().trim().min(1).max(100).default('Sales'),
    TALLY_CGST_LEDGER: z.string().trim().min(1).max(100).default('Output CGST'),
    TALLY_SGST_LEDGER: z.string().trim().min(1).max(100).default('Output SGST'),
    TALLY_IGST_LEDGER: z.string().trim().min(1).max(100).default('Output IGST'),
    /** The party of consumers without a GSTIN. */
    TALLY_CASH_PARTY: z.string().trim().min(1).max(100).default('Cash Sales'),
    /** Receipts (§24): the bank ledger the money went to, and the TDS the buyer deducted. */
    TALLY_BANK_LEDGER: z.string().trim().min(1).max(100).default('Bank'),
    TALLY_TDS_LEDGER: z.string().trim().min(1).max(100).default('TDS Receivable'),
    /**
     * The shop's Udyam (MSME) registration (decisions.md › §24): when set, invoices to
     * companies print it and the 45-day rule, and credit terms above 45 days are refused.
     */
    MSME_UDYAM_NUMBER: z
      .string()
      .trim()
      .regex(/^(UDYAM-[A-Z]{2}-\d{2}-\d{7})?$/, 'must be a Udyam number such as UDYAM-KR-03-0012345')
      .default(''),
    /** Credit note numbers are <CREDIT_NOTE_PREFIX>/<FY>/<serial> (decisions.md › Returns and credit notes). */
    CREDIT_NOTE_PREFIX: z
      .string()
      .regex(/^[A-Z0-9]{1,4}$/, 'must be 1 to 4 capital letters or digits')
      .default('CN'),
    /**
     * E-invoices (decisions.md › §21, docs/decisions/335): a seller above ₹5 crore turnover
     * registers every B2B invoice and credit note with the IRP before the goods move.
     */
    E_INVOICE_ENABLED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Days after delivery in which the customer may ask for a return (decisions.md › Returns). */
    RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(10),
    /** Where parcels leave from: delivery zones and dates are measured from here (decisions.md › Delivery). */
    COMPANY_PINCODE: z
      .string()
      .regex(/^[1-9]\d{5}$/, 'must be a 6-digit pincode')
      .default('560058'),
    COMPANY_HOURS: z.string().default('Monday to Saturday, 9:30 am to 6:30 pm'),
    /** Mail and legal pages (decisions.md › Order e-mails, decisions.md › Policies and legal pages; docs/decisions/090). */
    /** Unset: http://localhost:<PORT> (the PORT this process serves on). */
    PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
        .transform((u) => u.replace(/\/+$/, ''))
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Bangalore Tool Works <orders@bangaloretoolworks.in>'),
    /** Receives a mail for every new order; empty: none. */
    STAFF_EMAIL: z.string().default('orders@bangaloretoolworks.in'),
    MAIL_SWEEP_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
    MAIL_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    COMPANY_LEGAL_NAME: z.string().default('Bangalore Tool Works Private Limited'),
    /** The Reply-To of order mails (shown in mails only, never on the site: decisions.md › Company details). */
    CUSTOMER_CARE_EMAIL: z.string().default('care@bangaloretoolworks.in'),
    CUSTOMER_CARE_PHONE: z
      .string()
      .regex(/^\d{10,11}$/, 'must be a 10- or 11-digit phone number')
      .default('08041234567'),
    GRIEVANCE_OFFICER_NAME: z.string().default('Suresh Narayan'),
    GRIEVANCE_OFFICER_DESIGNATION: z
      .string()
      .default('Grievance Officer and Customer Care Manager'),
    GRIEVANCE_OFFICER_PHONE: z
      .string()
      .regex(/^\d{10,11}$/, 'must be a 10- or 11-digit phone number')
      .default('9845012399'),
    /**
     * The Grievance Officer's own mailbox, shown on /grievance (the E-Commerce Rules ask for
     * the officer's contact details; the shop's contact address stays off the site).
     */
    GRIEVANCE_OFFICER_EMAIL: z
      .string()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
      .default('grievance@bangaloretoolworks.in'),
  })
  .refine((c) => c.COMPANY_GSTIN.slice(0, 2) === gstStateCode(c.COMPANY_STATE), {
    message: 'COMPANY_GSTIN must start with the GST code of COMPANY_STATE',
    path: ['COMPANY_GSTIN'],
  })
  .refine((c) => !c.DATABASE_READ_URL || c.DATABASE_URL, {
    message: 'DATABASE_READ_URL needs DATABASE_URL (a replica of a PostgreSQL server)',
    path: ['DATABASE_READ_URL'],
  })
  .refine((c) => !c.S3_ENDPOINT || (c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY), {
    message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT',
    path: ['S3_ENDPOINT'],
  })
  .transform((c) => ({ ...c, PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` }));

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Record<keyof Config, unknown>> = {},
): Config {
  const result = ConfigSchema.safeParse({ ...env, ...overrides });
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

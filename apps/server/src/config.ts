import path from 'node:path';
import { z } from 'zod';
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
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    /** Folder of the built web app (default apps/web/dist). */
    WEB_DIST_DIR: optionalString,
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
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
    /** How long GET /polling/user/events holds a poll when nothing happens (decisions §7: 25 s). */
    EVENTS_LONG_POLL_MS: z.coerce.number().int().min(50).max(120_000).default(25_000),
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
      .regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number')
      .default('9845012345'),
    COMPANY_ADDRESS: z
      .string()
      .default('No. 42, 3rd Cross, Peenya Industrial Area Phase 2, Bengaluru, Karnataka 560058'),
    COMPANY_CITY: z.string().default('Bengaluru'),
    COMPANY_GSTIN: z
      .string()
      .regex(/^[0-9A-Z]{15}$/, 'must be a 15-character GSTIN')
      .default('29ABCDE1234F1Z5'),
    COMPANY_HOURS: z.string().default('Monday to Saturday, 9:30 am to 6:30 pm'),
  })
  .refine((c) => !c.S3_ENDPOINT || (c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY), {
    message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT',
    path: ['S3_ENDPOINT'],
  });

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

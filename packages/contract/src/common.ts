import { z } from 'zod';

// In a browser the store's CSP (`script-src 'self'`) forbids eval: zod's JIT probe
// (`new Function('')`) is reported as a CSP violation even though zod catches it, which costs
// the storefront its best-practices score (docs/decisions/140). The server keeps the JIT.
if ('window' in globalThis) z.config({ jitless: true });

/** Error codes shared by server and web; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'invalid_data',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'out_of_stock',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Every API answer: `{ success, message, data }`; failures add `code` and maybe `errors`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

/** The envelope's type around any data (the web client and the test helpers use it). */
export type Envelope<T> = Omit<z.infer<ReturnType<typeof envelope<z.ZodNull>>>, 'data'> & {
  data: T;
};

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  data: z.null(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const MessageOnlySchema = envelope(z.null());

export const UuidSchema = z.uuid({ message: 'Must be a valid id' });
export const IdParamsSchema = z.object({ id: UuidSchema });

const INTEGER_TEXT = /^-?\d{1,16}$/;
const DECIMAL_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;
/**
 * A number in a query string, written in plain decimal digits (issue 23): `0x10`, `1e3`, an
 * empty `maxPrice=`, `Infinity` or spaces are a 400, never 16, 1000 or 0. `number` is the
 * check the value then gets (`z.number().int().min(0)`).
 */
export const queryNumber = <T extends z.ZodType<number, number>>(number: T, integer = true) =>
  z
    .union([
      z.number(),
      z.string().regex(integer ? INTEGER_TEXT : DECIMAL_TEXT, {
        message: integer ? 'Must be a whole number in digits' : 'Must be a number in digits',
      }),
    ])
    .transform(Number)
    .pipe(number);

/** Paging query of decisions.md › Shape of the whole: 0-based `index`, `limit` at most 100. */
export const PagingQuerySchema = z.object({
  index: queryNumber(z.number().int().min(0, 'index must be 0 or more').max(1_000_000)).default(0),
  limit: queryNumber(
    z.number().int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100'),
  ).default(20),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    total_elements: z.number().int(),
    total_pages: z.number().int(),
    index: z.number().int(),
    limit: z.number().int(),
    number_of_elements: z.number().int(),
  });
/** A page of T, derived from the schema above (one shape, written once). */
export type Page<T> = Omit<z.infer<ReturnType<typeof page<z.ZodNull>>>, 'content'> & {
  content: T[];
};

/**
 * A name the store writes into a CSV file (the catalogue export, the sales report, the GSTR-1
 * offline tool's files): it must not begin as a spreadsheet formula (=, +, - or @; issue 43,
 * docs/decisions/301). Apply after `.trim()`, so a leading space, tab or carriage return does
 * not hide it. The CSV writers escape such text too (lib/csv.ts), for what was stored before.
 */
export const FORMULA_START_RE = /^[=+\-@]/;
export const formulaMessage = (label: string) =>
  `${label} must not begin with =, +, - or @ (a spreadsheet would run it as a formula)`;
export const notFormula = <T extends z.ZodType<string, string>>(schema: T, label: string) =>
  schema.refine((s) => !FORMULA_START_RE.test(s), formulaMessage(label));

/** Money travels as rupees (a JSON number, at most 2 decimals). */
export const RupeesSchema = z.number().nonnegative().multipleOf(0.01);
export const IsoDateSchema = z.string();

export const DATE_MESSAGES = {
  format: 'Please give a date as YYYY-MM-DD',
  real: 'Please give a real date',
  range: 'Please give a date between 2000-01-01 and 2099-12-31',
} as const;
/** Whether YYYY-MM-DD names a day of the calendar (not 30 February, month 13, day 00 or 32). */
export function isRealDate(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(2000, m - 1, d));
  day.setUTCFullYear(y);
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
/** What is wrong with a date the API was given, or null: format, then the calendar, then the range. */
export function dateProblem(s: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return DATE_MESSAGES.format;
  if (!isRealDate(s)) return DATE_MESSAGES.real;
  if (s < '2000-01-01' || s > '2099-12-31') return DATE_MESSAGES.range;
  return null;
}
/**
 * Every calendar date the API takes (delivery holidays, a quote's needed_by and valid_until,
 * a report's period): YYYY-MM-DD, a day that exists, in the years 2000-2099 (a report from
 * 0001-01-01 is a mistake, not a period; issue 43.22). One schema, so none answers 500. Its
 * one issue does not abort, so inside a union (a quote's answer) it still names its field.
 */
export const CalendarDateSchema = z.string({ message: DATE_MESSAGES.format }).check((ctx) => {
  const problem = dateProblem(ctx.value);
  if (problem)
    ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, continue: true });
});

/** Indian mobile number: 10 digits starting 6-9 (store-spec.md › Validation rules). */
export const PHONE_RE = /^[6-9]\d{9}$/;
/** Strips a +91 / 91 / 0 prefix and spaces or dashes (decisions.md › Accounts and sessions). */
export function normalisePhone(raw: string): string {
  let p = raw.replace(/[\s-]/g, '');
  if (p.startsWith('+91')) p = p.slice(3);
  else if (p.length === 12 && p.startsWith('91')) p = p.slice(2);
  else if (p.length === 11 && p.startsWith('0')) p = p.slice(1);
  return p;
}
export const PhoneSchema = z
  .string()
  .trim()
  .transform(normalisePhone)
  .pipe(z.string().regex(PHONE_RE, 'Please enter a valid 10-digit phone number'));

/**
 * The read replica (DATABASE_READ_URL), only when one is configured: whether reads go there,
 * and how far behind the primary it was at the last measurement (docs/decisions/365).
 */
export const ReplicaHealthSchema = z.object({
  state: z.enum(['in_use', 'lagging', 'unreachable', 'catching_up']),
  lag_s: z.number().nullable(),
  max_lag_s: z.number(),
});
export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
  replica: ReplicaHealthSchema.optional(),
});
/** GET /health when something is wrong (503): what, in one sentence an operator can act on. */
export const HealthProblemSchema = z.object({
  status: z.literal('error'),
  db: z.enum(['ok', 'error']),
  writes: z.enum(['ok', 'failing']),
  problem: z.string(),
});

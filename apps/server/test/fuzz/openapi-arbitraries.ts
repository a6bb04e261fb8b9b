import fc from 'fast-check';

/**
 * fast-check arbitraries built from the OpenAPI document the app serves (`app.swagger()`), so
 * every route, including routes added later, is fuzzed without a change here.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  nullable?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export interface Pools {
  /** Ids that exist (products, orders, carts, cart lines, categories, makers, users). */
  uuids: string[];
  /** Slugs and SKUs that exist. */
  slugs: string[];
}

const VALID_PHONES = ['9876543210', '+91 98765 43210', '09876543210', '7000000001'];

/** Values that break naive code: wrong JSON types, NUL, huge numbers, markup, traversal. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    false,
    true,
    '',
    ' ',
    [],
    {},
    '0x10',
    '1e999',
    'NaN',
    'Infinity',
    -1,
    0,
    1.5,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    21474837,
    'a\u0000b',
    '\u0000',
    "'; drop table users; --",
    "1' OR '1'='1",
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '%00',
    '\uD800',
    '🚀'.repeat(50),
    'x'.repeat(10_001),
    '__proto__',
    { __proto__: { admin: true } },
    [[[[[[[[[[1]]]]]]]]]],
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.uuid(),
);

function isType(schema: JsonSchema, type: string) {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

function stringArb(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 80, Math.max(min, 80));
  const lower = name.toLowerCase();
  if (schema.format === 'uuid' || lower.endsWith('_id') || lower === 'id') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...pools.uuids) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  }
  if (lower.includes('phone')) return fc.constantFrom(...VALID_PHONES);
  if (lower.includes('email')) return fc.oneof(fc.constant(''), fc.emailAddress());
  if (lower === 'pincode') return fc.constantFrom('560058', '560001', '110001', '400001');
  if (lower.includes('password')) return fc.constantFrom('kettle-harbour-47', 'lathe-and-vice-9');
  if (lower === 'slug' || lower === 'sku' || lower === 'idorslug') {
    return fc.oneof(fc.constantFrom(...pools.slugs), fc.stringMatching(/^[a-z0-9]{1,12}$/));
  }
  if (lower === 'state') return fc.constantFrom('Karnataka', 'Delhi', 'Maharashtra');
  if (schema.pattern) {
    const re = safeRegExp(schema.pattern);
    if (re) {
      return fc
        .stringMatching(re)
        .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 10_000));
    }
  }
  return fc
    .oneof(
      fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, min, 1) }),
      fc.constantFrom('Bosch drill', 'Asha Rao', '12, 4th Main, Peenya', 'Bengaluru', 'drill'),
    )
    .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 10_000) && s.trim() !== '');
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const min =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum
      : (schema.minimum ?? -1e6);
  const max = schema.maximum ?? 1e6;
  if (integer) {
    const lo = Math.ceil(exclusiveMin ? min + 1 : min);
    const hi = Math.floor(max);
    return fc.oneof(
      fc.integer({ min: lo, max: Math.min(hi, lo + 10) }),
      fc.integer({ min: lo, max: hi }),
    );
  }
  return fc
    .integer({ min: Math.ceil(min * 100) + (exclusiveMin ? 1 : 0), max: Math.floor(max * 100) })
    .map((cents) => cents / 100);
}

/** Values the schema accepts (mostly: patterns and lengths are honoured, not every rule). */
export function validArb(
  schema: JsonSchema,
  pools: Pools,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const base = validArbInner(schema, pools, name, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function validArbInner(
  schema: JsonSchema,
  pools: Pools,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => validArb(s, pools, name, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0)
    return validArb(schema.allOf[0]!, pools, name, depth + 1);
  if (isType(schema, 'string')) return stringArb(schema, name, pools);
  if (isType(schema, 'integer')) return numberArb(schema, true);
  if (isType(schema, 'number')) return numberArb(schema, false);
  if (isType(schema, 'boolean')) return fc.boolean();
  if (isType(schema, 'null')) return fc.constant(null);
  if (isType(schema, 'array')) {
    if (depth > 4) return fc.constant([]);
    const minLength = schema.minItems ?? 0;
    return fc.array(validArb(schema.items ?? {}, pools, name, depth + 1), {
      minLength,
      maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
    });
  }
  if (isType(schema, 'object') || schema.properties) {
    if (depth > 4) return fc.constant({});
    const props = schema.properties ?? {};
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, sub] of Object.entries(props))
      model[key] = validArb(sub, pools, key, depth + 1);
    return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** Values the schema must refuse or survive: one field broken, one missing, one extra, or junk. */
export function invalidObjectArb(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const props = Object.keys(schema.properties ?? {});
  const valid = validArb(schema, pools);
  const variants: fc.Arbitrary<unknown>[] = [
    nastyValue,
    fc.constantFrom<unknown>(null, [], 'text', 42, true),
  ];
  if (props.length > 0) {
    variants.push(
      fc.tuple(valid, fc.constantFrom(...props), nastyValue).map(([v, key, bad]) => ({
        ...(v as object),
        [key]: bad,
      })),
      fc.tuple(valid, fc.constantFrom(...props)).map(([v, key]) => {
        const copy = { ...(v as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
      fc.tuple(valid, fc.string({ maxLength: 12 }), nastyValue).map(([v, key, bad]) => ({
        ...(v as object),
        [key]: bad,
      })),
    );
  }
  return fc.oneof(...variants);
}

/** A raw request body text that is not valid JSON, or JSON that is hostile to parsers. */
export const rawBodyArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{"phone": ',
    '{',
    'null',
    '[]',
    '"text"',
    '{"__proto__": {"role": "ADMIN"}}',
    '{"constructor": {"prototype": {"role": "ADMIN"}}}',
    '['.repeat(5000) + ']'.repeat(5000),
    `{"a": "${'x'.repeat(100_000)}"}`,
    '\u0000',
    '{"quantity": 1e999}',
  ),
  fc.string({ maxLength: 60 }),
);

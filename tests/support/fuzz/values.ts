import fc from 'fast-check';

/** 1,000,000 characters: under the 1 MB body limit with its JSON around it, so it reaches validation. */
export const ONE_MB_STRING = 'a'.repeat(1_000_000);
/** Over the 1 MB body limit: must be refused as too large, never crash. */
export const OVER_LIMIT_STRING = 'b'.repeat(1_100_000);

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  'Ann\u0000Lee',
  '\u0000',
  'Ann\ud800Lee',
  '\udc00',
  '\ud83c',
  '🌊 emoji',
  '\u202eright-to-left',
  '\r\n\t',
  '__proto__',
  'constructor',
  'toString',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '"quoted"',
  "'",
  '<script>alert(1)</script>',
  '0',
  '-1',
  '1e999',
  'NaN',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'x'.repeat(10_000),
);

const nastyNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  0.1,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
);

/** Any JSON value a schema does not expect: wrong types, boundaries, control characters. */
export const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyStrings, weight: 120 },
  { arbitrary: nastyNumbers, weight: 80 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 60 },
  { arbitrary: fc.integer(), weight: 40 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 40 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { a: 1 }), weight: 60 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 40 },
  { arbitrary: fc.constant(ONE_MB_STRING), weight: 1 },
);

/** A path or query value as sent on the wire (already percent-encoded where it is wanted). */
export const badUrlValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ED%A0%80', // an encoded lone surrogate: not UTF-8
    '%C0%AF', // overlong "/"
    '%FF',
    '%',
    '%ZZ',
    '%2e%2e%2f',
    '..',
    '-1',
    '0',
    '1e999',
    '99999999999999999999999',
    '9007199254740993',
    'NaN',
    'null',
    'true',
    '__proto__',
    'constructor',
    '%20',
    '%F0%9F%8C%8A',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.integer().map(String),
);

/**
 * A value for a header the route declares (Idempotency-Key, Stripe-Signature), as a client can
 * send one (no line break or NUL): empty, malformed, signature-shaped but forged, or too long.
 */
export const badHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '%00',
    '__proto__',
    't=1,v1=00',
    't=abc,v1=',
    ',,,',
    '=',
    `t=${2 ** 31},v1=${'0'.repeat(64)}`,
    `v1=${'a'.repeat(64)},v0=${'b'.repeat(64)}`,
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
);

/** Raw bodies that are not the JSON they claim to be. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"a":1,}',
    'nul',
    'undefined',
    "{'a':1}",
    '{"a":1}{"b":2}',
    '\u0000',
    '"\\ud800"',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":"\\u0000"}',
    '1e999999',
    '-',
    '',
  ),
  fc.string({ maxLength: 50 }),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc
    .integer({ min: 100, max: 20_000 })
    .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A value that probably passes `schema`: the base a single bad field is planted in. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return plausibleValue(choice[0], depth + 1);
  if (schema.allOf?.length) return plausibleValue(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        out[key] = plausibleValue(child, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        plausibleValue(schema.items, depth + 1),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'email') return 'fuzz.person@example.org';
      if (schema.format === 'uuid') return '0f8fad5b-d9cb-469f-a165-70867728950e';
      if (schema.format === 'date') return '2030-01-15';
      if (schema.format === 'date-time') return '2030-01-15T10:00:00.000Z';
      return 'Fuzz value'.padEnd(schema.minLength ?? 0, 'x');
    default:
      return 'Fuzz value';
  }
}

/** Every dotted path to a value inside `value` (objects and arrays), the root included as ''. */
export function pathsOf(value: unknown, prefix = '', out: string[] = []): string[] {
  out.push(prefix);
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      pathsOf(child, prefix ? `${prefix}.${key}` : key, out);
    }
  }
  return out;
}

/** A copy of `value` with the value at `path` replaced ('' replaces the whole). */
export function replaceAt(value: unknown, path: string, replacement: unknown): unknown {
  if (path === '') return replacement;
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = replacement;
  return copy;
}

// Hostile inputs for the fuzz test (test/integration/hostile-input.test.ts): fast-check arbitraries
// for bodies (generic, and field-aware ones derived from a route's zod schema through its JSON
// Schema), path ids, query strings and page cursors. Nothing here knows what a route should answer.
import fc from 'fast-check';

/** The subset of JSON Schema that z.toJSONSchema() writes for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
}

const KB = 1024;

/** Strings that have broken parsers, stores and e-mail clients elsewhere. */
export const nastyStrings = [
  '',
  ' ',
  '\u00a0',
  '\u0000',
  '\u0000'.repeat(64),
  '\r\n'.repeat(40),
  '\t\v\f\b',
  '\u202eevil\u202c',
  '\ud800',
  '\udfff\ud800',
  '\ufeff',
  '💩'.repeat(500),
  'Z̷̧̛̞͎̬̓͒͊ͅa̸̡̱̞̐l̶͚̈́g̷̹̈́o̷̜͆',
  'ｆｕｌｌｗｉｄｔｈ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose
  '{{7*7}}${7*7}#{7*7}',
  "'; DROP TABLE recipes; --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  'NaN',
  '1e999',
  '__proto__',
  'constructor',
  'RATELIMIT#x',
  'USER#x',
  'a'.repeat(100 * KB),
  `${'x'.repeat(5000)}\n`.repeat(20),
  `${'word '.repeat(2000)}\n`.repeat(10),
  '\n'.repeat(10 * KB),
  'é'.repeat(30 * KB),
];

/** Addresses that are not valid e-mail addresses (and a few that are only barely). */
export const malformedEmails = [
  'plainaddress',
  '@example.com',
  'cook@',
  'cook@example',
  'cook@@example.com',
  'co ok@example.com',
  'cook@exa mple.com',
  'cook@example..com',
  '.cook@example.com',
  'cook.@example.com',
  'cook@-example.com',
  'cook@example.com.',
  'cook@example.com\n',
  'cook@example.com\u0000',
  '\ncook@example.com',
  'cook@example.com\r\nBcc: victim@example.com',
  'Cook <cook@example.com>',
  '<cook@example.com>',
  'cook@example.com,other@example.com',
  'cook@example.com;other@example.com',
  '"quoted space"@example.com',
  'cook@[127.0.0.1]',
  'cook@localhost',
  'ｃｏｏｋ@ｅｘａｍｐｌｅ.com',
  'cöök@exämple.com',
  `${'a'.repeat(65)}@example.com`,
  `cook@${'d'.repeat(64)}.com`,
  `${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(3)}com`,
  `${'a'.repeat(300)}@example.com`,
  'cook@example.c',
  'cook@xn--.com',
  'cook@example.com ',
  ' cook@example.com',
  'cook%40example.com',
  'a@b',
];

export const hostileNumbers = [-1, 0, -0, 1.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 31), 1e-300, 10 ** 21];

/** A path-id-shaped string: short, ulid-like, or very long (DynamoDB keys stop at 2 KB). */
const longId = fc.constantFrom(
  'a'.repeat(3 * KB),
  '01HZXK3D4G5H6J7K8M9N0PQRST'.repeat(120),
  'é'.repeat(1200),
  'x'.repeat(1025),
  'y'.repeat(2049),
);

export const hostileString = (name = ''): fc.Arbitrary<string> => {
  const options: fc.Arbitrary<string>[] = [
    fc.constantFrom(...nastyStrings),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', minLength: 2000, maxLength: 3000 }),
    longId,
  ];
  if (/e-?mail/i.test(name))
    options.push(fc.constantFrom(...malformedEmails), fc.constantFrom(...malformedEmails));
  return fc.oneof(...options);
};

/** Any JSON value of the wrong kind or size: scalars, huge arrays, odd objects. */
export const hostileValue = (name = ''): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileString(name) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, ...hostileNumbers) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        [],
        {},
        [null],
        Array.from({ length: 20_000 }, () => 'a'),
        Array.from({ length: 10_000 }, (_, index) => index),
        Array.from({ length: 500 }, () => ({ title: 'x', recipeId: 'y' })),
        Array.from({ length: 300 }, () => 'line '.repeat(200)),
        { nested: { deeper: { deepest: [1, { a: null }] } } },
        { constructor: { prototype: { isAdmin: true } } },
      ),
    },
    { weight: 1, arbitrary: fc.array(hostileString(name), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

/** Extra fields nobody asked for, some of them named after things the server owns. */
export const extraFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'userId',
      'ownerId',
      'id',
      'pk',
      'sk',
      'isAdmin',
      'groups',
      'hasLifetimeAccess',
      'createdAt',
    ),
    fc.string({ maxLength: 12 }),
  ),
  fc.oneof(fc.constantFrom<unknown>('USER#someone-else', true, 'admin'), hostileValue()),
  { minKeys: 1, maxKeys: 4 },
);

const validEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{1,10}$/), fc.constantFrom('example.com', 'example.org'))
  .map(([local, domain]) => `fuzz-${local}@${domain}`);

/** A string within the schema's bounds; sometimes exactly as long as allowed, with long lines. */
function validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (/e-?mail/i.test(name)) return validEmail;
  if (/url/i.test(name))
    return fc.constantFrom('https://example.com/recipe', 'https://www.youtube.com/watch?v=abc');
  if (/date/i.test(name)) return fc.constantFrom('2026-11-23', '2026-02-29', '2026-13-01', '1999-01-01');
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 120, 100 * KB);
  const short = fc.string({
    unit: 'grapheme',
    minLength: Math.max(min, 1),
    maxLength: Math.max(min, Math.min(max, 30)),
  });
  const atLimit = fc
    .constantFrom('x', 'line with spaces ', 'é', '\n', '½ cup ')
    .map((piece) => piece.repeat(Math.ceil(max / piece.length)).slice(0, max));
  return max >= 1
    ? fc.oneof({ weight: 3, arbitrary: short }, { weight: 1, arbitrary: atLimit })
    : fc.constant('');
}

/** Values the schema accepts (or nearly: strings at the length limit, dates that do not exist). */
export function validFor(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validFor(choice, name, depth)));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => validFor({ ...schema, type }, name, depth)));
  switch (schema.type) {
    case 'string':
      return validString(schema, name);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? validFor(schema.items, name, depth + 1) : fc.string();
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, depth > 0 ? 2 : 4));
      const full = fc.array(items, {
        minLength: schema.maxItems ?? minLength,
        maxLength: schema.maxItems ?? minLength,
      });
      return schema.maxItems && schema.maxItems <= 200
        ? fc.oneof(
            { weight: 4, arbitrary: fc.array(items, { minLength, maxLength }) },
            { weight: 1, arbitrary: full },
          )
        : fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties))
        record[key] = validFor(property, key, depth + 1);
      if (Object.keys(record).length === 0) return fc.constant({});
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in record) });
    }
    default:
      // Unrepresentable parts (preprocessed fields, say): anything plausible.
      return fc.oneof(validString({ maxLength: 200 }, name), fc.integer(), fc.constant(null));
  }
}

/** The largest value the schema accepts: every field present, strings and arrays at their limits. */
export function extremeFor(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined || schema.enum || schema.pattern || /e-?mail|url|date/i.test(name))
    return validFor(schema, name, depth);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const concrete = choices.filter((choice) => choice.type !== 'null');
    return fc.oneof(
      ...(concrete.length ? concrete : choices).map((choice) => extremeFor(choice, name, depth)),
    );
  }
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  if (type === 'string') {
    const max = Math.min(schema.maxLength ?? 2000, 100 * KB);
    return fc
      .constantFrom('x', 'long line of words ', 'é', '💩', '½ cup flour, sifted; ')
      .map((piece) => [...piece.repeat(Math.ceil(max / piece.length))].slice(0, max).join(''))
      .map((text) => (text.length > max ? text.slice(0, max) : text));
  }
  if (type === 'array' && schema.items) {
    const count = Math.min(schema.maxItems ?? 50, 200);
    return extremeFor(schema.items, name, depth + 1).map((item) => Array.from({ length: count }, () => item));
  }
  if (type === 'object' && schema.properties && depth < 4) {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(schema.properties))
      record[key] = extremeFor(property, key, depth + 1);
    return fc.record(record);
  }
  if (type === 'integer' || type === 'number') return fc.constant(schema.maximum ?? 1_000_000);
  return validFor({ ...schema, type }, name, depth);
}

/** A value the schema probably refuses: one field made hostile, deep inside the structure too. */
export function hostileFor(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => hostileFor(choice, name, depth)));
  const generic = hostileValue(name);
  if (schema.type === 'object' && schema.properties && depth < 3) {
    const keys = Object.keys(schema.properties);
    if (keys.length === 0) return generic;
    const valid = validFor(schema, name, depth);
    const broken = fc.tuple(valid, fc.constantFrom(...keys)).chain(([value, key]) =>
      hostileFor(schema.properties?.[key] ?? {}, key, depth + 1).map((bad) => ({
        ...(value as object),
        [key]: bad,
      })),
    );
    const missing = fc.tuple(valid, fc.constantFrom(...keys)).map(([value, key]) => {
      const copy = { ...(value as Record<string, unknown>) };
      delete copy[key];
      return copy;
    });
    const extra = fc.tuple(valid, extraFields).map(([value, more]) => ({ ...more, ...(value as object) }));
    return fc.oneof(
      { weight: 5, arbitrary: broken },
      { weight: 1, arbitrary: missing },
      { weight: 1, arbitrary: extra },
      { weight: 1, arbitrary: generic },
    );
  }
  if (schema.type === 'array' && schema.items && depth < 3) {
    const item = schema.items;
    return fc.oneof(
      fc.array(hostileFor(item, name, depth + 1), { minLength: 1, maxLength: 3 }),
      fc
        .tuple(validFor(item, name, depth + 1), fc.integer({ min: (schema.maxItems ?? 100) + 1, max: 5000 }))
        .map(([value, count]) => Array.from({ length: count }, () => value)),
      generic,
    );
  }
  if (schema.type === 'string' && schema.maxLength !== undefined)
    return fc.oneof(fc.constant('y'.repeat(schema.maxLength + 1)), generic);
  return generic;
}

/** Request bodies that are not JSON at all, or not quite. */
export const rawBodies = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'undefined',
    'NaN',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    "{'single':'quotes'}",
    '<?xml version="1.0"?><recipe/>',
    'title=Soup&ingredients=water',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    '['.repeat(10_000),
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    '"just a string"',
    '12345',
    'null',
    'true',
    '\u0000\u0001\u0002',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

export const contentTypes = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'image/png',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
];

/** Values for query parameters: forged cursors come from the caller, who knows real keys. */
export const hostileQueryValue = (cursors: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: cursors },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '0',
        '-1',
        '1e999',
        '0x10',
        '1.5',
        '61',
        '101',
        'NaN',
        'all',
        'mine',
        'public',
      ),
    },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...malformedEmails) },
    { weight: 1, arbitrary: fc.constantFrom('a'.repeat(3 * KB), '💩'.repeat(300), '\u0000\n\r', '%ZZ') },
  );

export const queryKeys = [
  'cursor',
  'cursor',
  'limit',
  'q',
  'filter',
  'category',
  'scope',
  'email',
  'recipe',
  'redirect',
  'tag',
  'page',
  '__proto__',
];

/** Cursors: random base64url, JSON keys of the wrong shape, and real cursors truncated or altered. */
export function forgedCursors(
  realCursors: string[],
  realKeys: Record<string, unknown>[],
): fc.Arbitrary<string> {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  const shapes: unknown[] = [
    null,
    42,
    'text',
    [],
    ['pk', 'sk'],
    {},
    { pk: 'USER#x' },
    { pk: { S: 'USER#x' }, sk: { S: 'x' } },
    { pk: 'x', sk: 'y', extra: 'z' },
    { pk: '', sk: '' },
    { pk: 'a'.repeat(3 * KB), sk: 'b'.repeat(3 * KB) },
    { pk: 'x', sk: 7 },
    { __proto__: { pk: 'x' } },
  ];
  const options: fc.Arbitrary<string>[] = [
    fc.constantFrom(...shapes).map(encode),
    fc.string({ unit: 'binary-ascii', maxLength: 60 }),
    fc.base64String({ maxLength: 80 }),
    fc.constantFrom('!!!', '=', 'e30', 'bnVsbA', 'W10', '%', 'a'.repeat(2000)),
  ];
  if (realKeys.length > 0) {
    const key = fc.constantFrom(...realKeys);
    options.push(
      key.map(encode),
      // Real keys with one attribute dropped, made long, or retyped.
      fc.tuple(key, fc.nat()).map(([value, index]) => {
        const names = Object.keys(value);
        const copy: Record<string, unknown> = { ...value };
        delete copy[names[index % names.length] ?? 'pk'];
        return encode(copy);
      }),
      fc
        .tuple(key, fc.nat(), fc.constantFrom<unknown>('z'.repeat(1500), 1, null, ['x'], ''))
        .map(([value, index, replacement]) => {
          const names = Object.keys(value);
          return encode({ ...value, [names[index % names.length] ?? 'sk']: replacement });
        }),
    );
  }
  if (realCursors.length > 0) {
    const cursor = fc.constantFrom(...realCursors);
    options.push(
      cursor,
      fc.tuple(cursor, fc.nat()).map(([value, cut]) => value.slice(0, cut % Math.max(1, value.length))),
      fc.tuple(cursor, fc.nat(), fc.constantFrom('A', '_', '-', '*', '=')).map(([value, at, char]) => {
        const index = at % Math.max(1, value.length);
        return `${value.slice(0, index)}${char}${value.slice(index + 1)}`;
      }),
      // A real key with another partition's values swapped in.
      fc.tuple(cursor, fc.constantFrom(...(realKeys.length ? realKeys : [{}]))).map(([value, other]) => {
        try {
          const decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<
            string,
            unknown
          >;
          const name = Object.keys(decoded).find((attribute) => attribute.endsWith('sk')) ?? 'sk';
          return encode({ ...decoded, [name]: (other as Record<string, unknown>).sk ?? 'x' });
        } catch {
          return value;
        }
      }),
    );
  }
  return fc.oneof(...options);
}

import fc from 'fast-check';

/**
 * Values a hostile or broken client sends where a field, a path id or a query value is expected.
 * JSON text that JavaScript values cannot stand for (1e400, 10,000 levels of nesting, a
 * `__proto__` key) is carried as a raw token that `toJsonText` splices in.
 */
const RAW_PREFIX = '\u0001raw:';
const raw = (text: string) => `${RAW_PREFIX}${text}\u0001`;

const DEEP = 10_000;
const hostileStrings = [
  '',
  ' ',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  'nul\u0000byte',
  '\u0000',
  'null',
  'undefined',
  "' OR 1=1 --",
  '"; drop table brands; --',
  '<script>alert(1)</script>',
  'Ünïcödé ñ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🥾👟',
  'lone \ud800 surrogate',
  '\u202eevil',
  'ｆｕｌｌ１２３',
  '１',
  '0x10',
  '1e3',
  ' 1 ',
  '-1',
  '2147483648',
  '99999999999999999999999',
  '1.5',
  'NaN',
  'Infinity',
  'x'.repeat(10_000),
  '🥾'.repeat(3_000),
];

const hostileNumbers = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const hostileStructures: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [[]],
  { id: 1 },
  Array.from({ length: 10_000 }, () => null),
  raw('1e400'),
  raw('-1e400'),
  raw('123456789012345678901234567890'),
  raw('{"__proto__":{"admin":true,"status":"active"}}'),
  raw('{"constructor":{"prototype":{"admin":true}}}'),
  raw(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`),
  raw(`${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`),
];

/** A hostile text where a string is expected. */
export const hostileString: fc.Arbitrary<string> = fc.constantFrom(...hostileStrings);
/** A hostile number where a number is expected. */
export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(...hostileNumbers);

/** One hostile JSON value (a string, number or structure). */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(...hostileStructures),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Request bodies that are not JSON at all, or not what any route takes. */
export const hostileBodyText: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  'undefined',
  'null',
  '[]',
  '"just a string"',
  '42',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '\u0000',
  '<xml/>',
  'a=1&b=2',
);

/** Path segments a route's id may be given (before URL encoding). */
export const hostilePathSegment: fc.Arbitrary<string> = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  'null',
  '2147483648',
  '99999999999999999999999',
  '00000000001',
  '0x1',
  ' 1',
  '../..',
  '..%2f..%2fetc',
  '%00',
  'nul\u0000',
  "' or 1=1 --",
  '🥾',
  'x'.repeat(10_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-00000000000G',
);

/** Query-string pieces added to a route's own query (already URL-encoded where they need it). */
export const hostileQueryPiece: fc.Arbitrary<string> = fc.constantFrom(
  'page=1&page=2',
  'unknown=1',
  'page=',
  'page',
  '=1',
  '&&&',
  'search=%E0%A4%A',
  'search=%',
  'search=%00',
  `search=${'x'.repeat(10_000)}`,
  'brandId=-1',
  'brandId=1.5',
  'brandId=99999999999999999999',
  'lineListId[]=1',
  'limit=NaN',
  'limit=1e400',
  'status=published,published,,',
  '__proto__=1',
  'constructor=1',
);

/** JSON text of a value, with the raw tokens of the hostile values spliced in. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  if (!text.includes('\\u0001raw:')) return text;
  return text.replace(/"\\u0001raw:((?:[^"\\]|\\.)*)\\u0001"/g, (_, escaped: string) => JSON.parse(`"${escaped}"`));
}

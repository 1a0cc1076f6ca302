import fc from 'fast-check';
import type { z } from 'zod';

/**
 * A fast-check arbitrary of values shaped like a zod 4 schema's input, read from the schema's
 * public definition (`_zod.def`): objects, strings (length bounds, formats, patterns), numbers
 * (bounds, integers), booleans, enums, literals, arrays, records, optionals, nullables,
 * defaults, pipes and unions. Values are mostly valid and often on a boundary (the shortest and
 * longest strings, the smallest and largest numbers, one past them); refinements are not
 * followed, so some values are refused. Anything else becomes an arbitrary JSON value.
 */
export function arbitraryFor(schema: z.ZodType, options: DeriveOptions = {}): fc.Arbitrary<unknown> {
  return deriveFrom(options, schema);
}

export type DeriveOptions = {
  /** Strings drawn now and then for a string field (ids the test database holds, say). */
  knownStrings?: string[];
  /** Drawn now and then for a string field, whatever its format (hostile texts, say). */
  strangeStrings?: fc.Arbitrary<string>;
  /** Drawn now and then for a number field, whatever its bounds. */
  strangeNumbers?: fc.Arbitrary<number>;
};

type Check = { check?: string; minimum?: number; maximum?: number; value?: number; inclusive?: boolean } & Record<
  string,
  unknown
>;
type Definition = {
  type: string;
  checks?: { _zod: { def: Check } }[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  [key: string]: unknown;
};

const deriveFrom = (options: DeriveOptions, schema: unknown) => derive(definitionOf(schema), options);

function withKnown(strings: fc.Arbitrary<string>, def: Definition, options: DeriveOptions): fc.Arbitrary<string> {
  const known = options.knownStrings ?? [];
  const mixed: fc.WeightedArbitrary<string>[] = [{ arbitrary: strings, weight: 10 }];
  if (known.length > 0 && def.format !== 'email' && def.format !== 'date')
    mixed.push({ arbitrary: fc.constantFrom(...known), weight: 2 });
  if (options.strangeStrings) mixed.push({ arbitrary: options.strangeStrings, weight: 1 });
  return mixed.length === 1 ? strings : fc.oneof(...mixed);
}

function withStrange(numbers: fc.Arbitrary<number>, options: DeriveOptions): fc.Arbitrary<number> {
  if (!options.strangeNumbers) return numbers;
  return fc.oneof({ arbitrary: numbers, weight: 10 }, { arbitrary: options.strangeNumbers, weight: 1 });
}

function definitionOf(schema: unknown): Definition {
  return (schema as { _zod: { def: Definition } })._zod.def;
}

const checksOf = (def: Definition): Check[] => (def.checks ?? []).map((check) => check._zod.def);

/** Longest string or array drawn outside boundaries: keeps runs fast (boundaries test the maximum). */
const DRAWN_LENGTH_CAP = 40;

function derive(def: Definition, options: DeriveOptions): fc.Arbitrary<unknown> {
  switch (def.type) {
    case 'string':
      return withKnown(stringFor(def), def, options);
    case 'number':
    case 'int':
      return def.coerce ? withStrange(numberFor(def), options).map(String) : withStrange(numberFor(def), options);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return arrayFor(def, options);
    case 'object':
      return objectFor(def, options);
    case 'record':
      return fc.dictionary(
        deriveFrom(options, def.keyType) as fc.Arbitrary<string>,
        deriveFrom(options, def.valueType),
        { maxKeys: 4 },
      );
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(deriveFrom(options, def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(deriveFrom(options, def.innerType), { nil: null, freq: 3 });
    case 'pipe': {
      // What the caller sends is the pipe's input; when the input goes through unchanged (an enum
      // narrowed to another), the output says more precisely what is accepted.
      const input = definitionOf(def.in);
      const output = definitionOf(def.out);
      return input.type === output.type ? derive(output, options) : derive(input, options);
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => deriveFrom(options, option)));
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return deriveFrom(options, def.innerType);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Mostly values drawn within bounds; now and then a bound itself, or one past it. */
function withBounds<T>(drawn: fc.Arbitrary<T>, bounds: T[], pastBounds: T[]): fc.Arbitrary<T> {
  return fc.oneof(
    { arbitrary: drawn, weight: 10 },
    { arbitrary: fc.constantFrom(...bounds), weight: 1 },
    { arbitrary: fc.constantFrom(...pastBounds), weight: 1 },
  );
}

const lengthBounds = (checks: Check[]) => {
  const min = Math.max(0, ...checks.filter((check) => check.check === 'min_length').map((check) => check.minimum ?? 0));
  const maxes = checks.filter((check) => check.check === 'max_length').map((check) => check.maximum ?? 0);
  return { min, max: maxes.length > 0 ? Math.min(...maxes) : undefined };
};

/** Addresses every e-mail check accepts (fast-check's own are valid by RFC, but exotic). */
const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.constantFrom('example.com', 'shoes.test', 'b.co'))
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain]) => `${local}@${domain}`);

function stringFor(def: Definition): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = def.format ?? (checks.find((check) => check.check === 'string_format')?.format as string | undefined);
  const pattern =
    def.pattern ?? (checks.find((check) => check.pattern instanceof RegExp)?.pattern as RegExp | undefined);
  if (format === 'email') return fc.oneof({ arbitrary: plainEmail, weight: 9 }, fc.emailAddress());
  if (format === 'uuid') return fc.uuid({ version: 4 });
  if (format === 'date') {
    const days = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2999-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    return days.map((day) => day.toISOString().slice(0, 10));
  }
  const { min, max } = lengthBounds(checks);
  if (pattern) {
    const matching = fc.stringMatching(pattern);
    return max === undefined ? matching : matching.map((text) => text.slice(0, max));
  }
  // A trimmed field: drawn without surrounding spaces, so its length is what is checked.
  const trimmed = checks.some((check) => check.check === 'overwrite');
  const cap = Math.max(min, Math.min(max ?? DRAWN_LENGTH_CAP, DRAWN_LENGTH_CAP));
  const drawn = fc
    .string({ minLength: min, maxLength: cap })
    .map((text) => (trimmed ? text.trim() : text))
    .filter((text) => text.length >= min);
  const filled = (length: number) => 'x'.repeat(length);
  const bounds = [min, ...(max === undefined ? [] : [max])].map(filled);
  const pastBounds = [...(min > 0 ? [min - 1] : []), ...(max === undefined ? [] : [max + 1])].map(filled);
  return pastBounds.length > 0 ? withBounds(drawn, bounds, pastBounds) : drawn;
}

function numberFor(def: Definition): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer = def.type === 'int' || checks.some((check) => check.check === 'number_format');
  let min = integer ? Number.MIN_SAFE_INTEGER : -1e9;
  let max = integer ? Number.MAX_SAFE_INTEGER : 1e9;
  for (const check of checks) {
    if (check.check === 'greater_than' && typeof check.value === 'number')
      min = Math.max(min, check.inclusive ? check.value : check.value + (integer ? 1 : Number.EPSILON));
    if (check.check === 'less_than' && typeof check.value === 'number')
      max = Math.min(max, check.inclusive ? check.value : check.value - (integer ? 1 : Number.EPSILON));
  }
  const drawn = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Small values hit the rows a test database has (ids 1, 2, 3...).
  const small = fc.integer({
    min: Math.max(Math.ceil(min), 0),
    max: Math.max(Math.ceil(min), Math.min(5, Math.floor(max))),
  });
  return withBounds(fc.oneof(drawn, small), [min, max], [min - 1, max + 1]);
}

function arrayFor(def: Definition, options: DeriveOptions): fc.Arbitrary<unknown[]> {
  const { min, max } = lengthBounds(checksOf(def));
  const element = deriveFrom(options, def.element);
  const drawn = fc.array(element, { minLength: min, maxLength: Math.max(min, Math.min(max ?? 3, 3)) });
  if (max === undefined || max > 1000) return drawn;
  // One past the longest list allowed, repeating one element (cheap to build).
  const overLong = element.map((value) => Array.from({ length: max + 1 }, () => value));
  return fc.oneof({ arbitrary: drawn, weight: 10 }, { arbitrary: overLong, weight: 1 });
}

function objectFor(def: Definition, options: DeriveOptions): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, unknown>;
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, deriveFrom(options, field)]));
  // Optional fields drawn as undefined disappear once the value is sent as JSON.
  return fc.record(fields) as fc.Arbitrary<Record<string, unknown>>;
}

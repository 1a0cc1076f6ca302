import fc from 'fast-check';
import type { z } from 'zod';
import {
  hostileBodyText,
  hostileJsonValue,
  hostileNumber,
  hostilePathSegment,
  hostileQueryPiece,
  hostileString,
  toJsonText,
} from './hostile-values';
import type { RoutePattern } from './route-table';
import { arbitraryFor } from './zod-arbitrary';

/** What a route reads from the caller, as its contract schemas say. */
export type RouteInputs = {
  /** The JSON body's schema (none: the route reads no body, and gets hostile ones anyway). */
  body?: z.ZodType;
  /** The query's schema: an object whose fields are sent as strings. */
  query?: z.ZodType;
  /** The path parameters' schema: an object with one field per `:name` of the route. */
  params?: z.ZodType;
};

export type FuzzRequest = {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string | undefined;
};

const PARAM = /:([A-Za-z_]+)(\{[^}]*\})?/g;

type ShapeDefinition = { type?: string; shape?: Record<string, z.ZodType>; options?: unknown[] };

/** The fields of an object schema (of every option of a union of objects). */
function fieldsOf(schema: unknown): Record<string, z.ZodType> {
  const def = (schema as { _zod?: { def: ShapeDefinition } } | undefined)?._zod?.def;
  if (def?.type === 'union') return Object.assign({}, ...(def.options ?? []).map(fieldsOf));
  return def?.shape ?? {};
}

/** URL-encodes a text; a lone surrogate (which no URL can carry) becomes U+FFFD, as a browser sends it. */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\ufffd'));

/** A valid-looking value of a schema; a string field now and then takes an id the test database holds. */
const shapedValue = (schema: z.ZodType, knownIds: string[]) =>
  arbitraryFor(schema, { knownStrings: knownIds, strangeStrings: hostileString, strangeNumbers: hostileNumber });

function pathArbitrary(route: RoutePattern, inputs: RouteInputs, knownIds: string[]): fc.Arbitrary<string> {
  const names = [...route.pattern.matchAll(PARAM)].map((match) => match[1] as string);
  if (names.length === 0) return fc.constant(route.pattern);
  const fields = fieldsOf(inputs.params);
  const segments = names.map((name) => {
    const field = fields[name];
    const valid: fc.Arbitrary<unknown> = field ? shapedValue(field, knownIds) : fc.constantFrom('1', ...knownIds);
    return fc.oneof({ arbitrary: valid.map(String), weight: 3 }, { arbitrary: hostilePathSegment, weight: 2 });
  });
  return fc.tuple(...segments).map((values) => {
    let index = 0;
    return route.pattern.replace(PARAM, () => encode(values[index++] as string));
  });
}

const queryValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function queryArbitrary(inputs: RouteInputs, knownIds: string[]): fc.Arbitrary<string> {
  const fields = Object.entries(fieldsOf(inputs.query));
  const own = fc
    .tuple(...fields.map(([, field]) => fc.option(shapedValue(field, knownIds), { nil: undefined })))
    .map((values) =>
      fields
        .flatMap(([name], i) => (values[i] === undefined ? [] : [`${name}=${encode(queryValue(values[i]))}`]))
        .join('&'),
    );
  const hostileField =
    fields.length > 0
      ? fc
          .tuple(fc.constantFrom(...fields.map(([name]) => name)), fc.oneof(hostileJsonValue, hostilePathSegment))
          .map(([name, value]) => `${name}=${encode(queryValue(value))}`)
      : hostileQueryPiece;
  const extra = fc.array(fc.oneof(hostileQueryPiece, hostileField), { maxLength: 3 });
  return fc
    .tuple(own, fc.oneof({ arbitrary: fc.constant([] as string[]), weight: 2 }, extra))
    .map(([ownPart, extraParts]) => [ownPart, ...extraParts].filter(Boolean).join('&'));
}

/** A body shaped like the schema, then perhaps broken: a field replaced, dropped or added. */
function mutatedBody(schema: z.ZodType, knownIds: string[]): fc.Arbitrary<unknown> {
  const shaped = shapedValue(schema, knownIds);
  const names = Object.keys(fieldsOf(schema));
  if (names.length === 0) return shaped;
  const name = fc.constantFrom(...names);
  return fc.oneof(
    fc
      .tuple(shaped, name, hostileJsonValue)
      .map(([value, field, hostile]) => ({ ...(value as object), [field]: hostile })),
    fc.tuple(shaped, name).map(([value, field]) => {
      const { [field]: _dropped, ...rest } = value as Record<string, unknown>;
      return rest;
    }),
    fc
      .tuple(shaped, fc.string({ maxLength: 12 }), hostileJsonValue)
      .map(([value, field, extra]) => ({ ...(value as object), [field]: extra })),
    shaped.map((value) => [value]),
  );
}

function bodyArbitrary(route: RoutePattern, inputs: RouteInputs, knownIds: string[]) {
  if (route.method === 'GET' || route.method === 'HEAD') return fc.constant(undefined);
  const hostile = fc.oneof(hostileJsonValue.map(toJsonText), hostileBodyText);
  if (!inputs.body) return fc.option(hostile, { nil: undefined, freq: 2 });
  return fc.oneof(
    { arbitrary: shapedValue(inputs.body, knownIds).map(toJsonText), weight: 4 },
    { arbitrary: mutatedBody(inputs.body, knownIds).map(toJsonText), weight: 4 },
    { arbitrary: hostile, weight: 2 },
  );
}

const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  fc.constantFrom(
    undefined,
    'text/plain',
    'application/json; charset=utf-16',
    'application/merge-patch+json',
    'application/x-www-form-urlencoded',
  ),
);

/** Requests for one route: its own inputs mostly, hostile ones often. */
export function requestArbitrary(
  route: RoutePattern,
  inputs: RouteInputs,
  knownIds: string[] = [],
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(route, inputs, knownIds),
      query: queryArbitrary(inputs, knownIds),
      body: bodyArbitrary(route, inputs, knownIds),
      contentType: contentTypes,
    })
    .map(({ path, query, body, contentType }) => ({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      body,
      contentType: body === undefined ? undefined : contentType,
    }));
}

/** A request as one line for a failure report (control characters escaped, long values cut). */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => {
    const escaped = JSON.stringify(text).slice(1, -1);
    return escaped.length > 300 ? `${escaped.slice(0, 300)}… (${text.length} chars)` : escaped;
  };
  const body = request.body === undefined ? '' : ` [${request.contentType ?? 'no content-type'}] ${cut(request.body)}`;
  return `${request.method} ${cut(request.url)}${body}`;
}

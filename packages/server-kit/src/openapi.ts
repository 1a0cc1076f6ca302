import { failureSchema, paginationSchema } from '@lineup/contracts/envelope';
import { z } from 'zod';

/** Where every service serves its reference page; its document is `${path}/openapi.json`. */
export const API_DOCS_PATH = '/api/docs';

/** The failures every described call may answer, by HTTP status, with the envelope `{ success: false, message }`. */
export const failureStatuses = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  500: 'InternalError',
} as const;
export type FailureStatus = keyof typeof failureStatuses;

const failureDescriptions: Record<FailureStatus, string> = {
  400: 'The request is malformed or breaks a rule; nothing changed.',
  401: 'No access token, or one that is invalid, expired or for another audience.',
  403: "A valid token for the other area: a customer's on a back-office call, staff on a portal call outside a read-only preview.",
  404: 'The named resource does not exist (or is not yours).',
  409: 'The resource changed since it was read, or is in a state that refuses the call; nothing changed.',
  413: 'The body is larger than this call accepts.',
  500: 'An unexpected failure on our side; the cause is logged, not shown.',
};

/** What the document says of one route; the schemas are the contract schemas the route parses with. */
export type RouteDoc = {
  summary: string;
  /** The group the reference page lists the route under. */
  tag: string;
  /** Path parameters as the route parses them (a route with placeholders and no schema gets strings). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of the success envelope; absent: any JSON value. */
  data?: z.ZodType;
  /** The success status (default 200). */
  status?: 200 | 201;
  /** The success envelope always carries `pagination`. */
  paginated?: boolean;
  /** The success answer is a file of this media type instead of the envelope (failures keep the envelope). */
  file?: string;
  /** Failures beyond the ones every route may answer (401, 403, 500; 400 and 413 when it reads input; 404 with path parameters). */
  errors?: FailureStatus[];
};

/** A service's routes by `METHOD /path` as its route table names them (`/api/brands/:brandId`). */
export type RouteDocs = Record<string, RouteDoc>;

export type ApiInfo = { title: string; version: string; description: string };

type JsonSchema = Record<string, unknown>;

/** A route table pattern (`/api/crocs/:itemId{[0-9]+}`) as an OpenAPI path (`/api/crocs/{itemId}`). */
export function openApiPathOf(pattern: string): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g, '{$1}');
}

/** The `METHOD /path` keys of a document's operations, in the route table's spelling of methods. */
export function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Parts JSON Schema cannot say
 * (transforms' outputs, custom checks) become "any value" rather than an error, and a schema that
 * still fails to convert is described as any value: the document never stops a service starting.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', definitions?: Record<string, JsonSchema>) {
  try {
    const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
    const { $schema: _dialect, $defs = {}, ...rest } = converted;
    const refersToItself = JSON.stringify(rest).includes('"$ref":"#"');
    if (!definitions || (Object.keys($defs as JsonSchema).length === 0 && !refersToItself)) return converted;
    // Definitions (recursive or named schemas) live under the document's components, each under a
    // name no other conversion took (every conversion numbers its own from zero); a schema that
    // refers to itself becomes one of them.
    const taken = (name: string) => name in definitions || [...names.values()].includes(name);
    const names = new Map<string, string>();
    for (const name of [...Object.keys($defs as JsonSchema), ...(refersToItself ? ['#'] : [])]) {
      let unique = name === '#' ? 'Recursive' : name;
      for (let n = 2; taken(unique); n++) unique = `${name === '#' ? 'Recursive' : name}_${n}`;
      names.set(name, unique);
    }
    const relink = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value).replace(/"\$ref":"(#(?:\/\$defs\/[^"]+)?)"/g, (_, pointer: string) => {
          const name = pointer === '#' ? '#' : pointer.slice('#/$defs/'.length);
          return `"$ref":"#/components/schemas/${names.get(name) ?? name}"`;
        }),
      ) as JsonSchema;
    for (const [name, definition] of Object.entries($defs as JsonSchema))
      definitions[names.get(name)!] = relink(definition);
    if (!refersToItself) return relink(rest);
    const root = names.get('#')!;
    definitions[root] = relink(rest);
    return { $ref: `#/components/schemas/${root}` };
  } catch {
    return { description: 'Not representable as JSON Schema; see the contract schema.' };
  }
}

const refTo = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

type Convert = (schema: z.ZodType, io: 'input' | 'output') => JsonSchema;

function parametersOf(convert: Convert, where: 'path' | 'query', schema: z.ZodType | undefined, names: string[] = []) {
  const json = schema ? convert(schema, 'input') : { properties: {}, required: [] };
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  const all = [...new Set([...names, ...Object.keys(properties)])];
  return all.map((name) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: properties[name] ?? { type: 'string' },
  }));
}

function successEnvelope(convert: Convert, route: RouteDoc): JsonSchema {
  const data = route.data ? convert(route.data, 'output') : {};
  return {
    type: 'object',
    required: ['success', 'message', 'data', ...(route.paginated ? ['pagination'] : [])],
    properties: {
      success: { type: 'boolean', const: true },
      message: { type: 'string' },
      data,
      pagination: refTo('schemas', 'Pagination'),
    },
  };
}

function operationOf(convert: Convert, method: string, pattern: string, route: RouteDoc) {
  const pathNames = [...pattern.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
  const readsInput = Boolean(route.params || route.query || route.body);
  const failures = new Set<FailureStatus>([401, 403, 500, ...(route.errors ?? [])]);
  if (readsInput) failures.add(400);
  if (route.body) failures.add(413);
  if (pathNames.length > 0) failures.add(404);
  const responses: Record<string, unknown> = {
    [route.status ?? 200]: route.file
      ? {
          description: 'Success: the file itself.',
          content: { [route.file]: { schema: { type: 'string', contentMediaType: route.file } } },
        }
      : {
          description: 'Success: the envelope carries the answer in `data`.',
          content: { 'application/json': { schema: successEnvelope(convert, route) } },
        },
  };
  for (const status of [...failures].sort((a, b) => a - b))
    responses[status] = refTo('responses', failureStatuses[status]);
  return {
    operationId: `${method.toLowerCase()}${openApiPathOf(pattern).replace(/[^A-Za-z0-9]+(.)?/g, (_, next = '') => next.toUpperCase())}`,
    summary: route.summary,
    tags: [route.tag],
    parameters: [
      ...parametersOf(convert, 'path', route.params, pathNames),
      ...parametersOf(convert, 'query', route.query),
    ],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: convert(route.body, 'input') } } } }
      : {}),
    responses,
  };
}

/**
 * An OpenAPI 3.1 document of a service, generated from its routes' contract schemas. Every call
 * answers the envelope `{ success, message, data, pagination? }` and needs a bearer access token.
 */
export function buildOpenApiDocument(info: ApiInfo, routes: RouteDocs) {
  const definitions: Record<string, JsonSchema> = {};
  const convert: Convert = (schema, io) => jsonSchemaOf(schema, io, definitions);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, route] of Object.entries(routes)) {
    const [method = '', pattern = ''] = key.split(' ');
    const path = openApiPathOf(pattern);
    paths[path] = { ...paths[path], [method.toLowerCase()]: operationOf(convert, method, pattern, route) };
  }
  const responses = Object.fromEntries(
    (Object.entries(failureStatuses) as [string, string][]).map(([status, name]) => [
      name,
      {
        description: failureDescriptions[Number(status) as FailureStatus],
        content: { 'application/json': { schema: refTo('schemas', 'Failure') } },
      },
    ]),
  );
  return {
    openapi: '3.1.0' as const,
    info,
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token from the auth service (/oidc), sent as `Authorization: Bearer <token>`.',
        },
      },
      schemas: {
        ...definitions,
        Failure: jsonSchemaOf(failureSchema, 'output'),
        Pagination: jsonSchemaOf(paginationSchema, 'output'),
      },
      responses,
    },
  };
}
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

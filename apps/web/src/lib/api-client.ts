import type { ApiResponse, Envelope, Failure } from '@lineup/contracts/envelope';
import { errorMessages, platformMessages } from '@lineup/contracts/error-messages';
import type { z } from 'zod';
import type { AuthRealm } from '@/lib/auth/realm';
import { authSession } from '@/lib/auth/session';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * A failed call: the HTTP status (0 when the network failed), the message to show and, for a
 * refused spreadsheet, every problem the server listed (with their total, which may be more).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: NonNullable<Failure['problems']> = [],
    readonly problemsTotal = problems.length,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Service = 'users' | 'pim';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON; a Blob (a file) is sent as it is, with its own type. */
  body?: unknown;
  /** Headers beside the token's (a file's name, for a call whose body is the file). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whose token is sent: the back office's (the default) or the customer portal's. A staff preview
   * of the portal calls the portal API with the back office's token.
   */
  realm?: AuthRealm;
};

/**
 * The contract schema the answer's `data` must match (packages/contracts/src/*-responses.ts, the
 * schemas the services' OpenAPI documents are generated from). Checked in development only. A
 * call made with the back office's first page, or from a screen with a size budget (the customer
 * portal's), names a loader instead, `() => import(...)` behind `import.meta.env.DEV`, so that
 * neither the schemas nor zod ride in its chunks: production builds leave the loader out.
 */
export type AnswerSchema<T> = { schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>) };

/**
 * In development, an answer that does not match its contract schema is reported in the console,
 * naming the call and each mismatch, so a drift between the web and a service shows at once; the
 * answer is still used as it came. Production builds leave the check out.
 */
async function reportAnswerMismatch<T>(
  service: Service,
  path: string,
  data: unknown,
  answerSchema: AnswerSchema<T>['schema'],
) {
  if (!import.meta.env.DEV || !answerSchema) return;
  const schema = typeof answerSchema === 'function' ? await answerSchema() : answerSchema;
  const checked = schema.safeParse(data);
  if (checked.success) return;
  const mismatches = checked.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`);
  console.error(`The ${service} answer to ${path} does not match its contract schema:\n${mismatches.join('\n')}`);
}

function buildUrl(service: Service, path: string, query: RequestOptions['query']): string {
  const config = getRuntimeConfig();
  const base = service === 'users' ? config.usersUrl : config.pimUrl;
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.href;
}

async function send(url: string, token: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    authorization: `Bearer ${token}`,
  };
  const isFile = options.body instanceof Blob;
  if (options.body !== undefined && !isFile) headers['content-type'] = 'application/json';
  if (isFile) headers['content-type'] = (options.body as Blob).type || 'application/octet-stream';
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isFile ? (options.body as Blob) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, errorMessages.genericClientFailure);
  }
}

async function readEnvelope<T>(response: Response): Promise<ApiResponse<T> | null> {
  try {
    return (await response.json()) as ApiResponse<T>;
  } catch {
    return null;
  }
}

/**
 * The one way the SPA calls the PIM and users APIs: bearer token, envelope unwrapped, failures as
 * ApiError with the server's message (or the generic client failure). A 401 refreshes the tokens once
 * and retries once; when that does not help, the realm's session ends here and the user goes to its
 * landing page ('/' for the back office, '/portal' for the portal).
 */
export async function apiRequest<T>(
  service: Service,
  path: string,
  options: RequestOptions & AnswerSchema<T> = {},
): Promise<Envelope<T>> {
  const response = await authorizedResponse(service, path, options);
  const envelope = await readEnvelope<T>(response);
  if (!response.ok || !envelope || envelope.success !== true) throw failureOf(response, envelope);
  await reportAnswerMismatch(service, path, envelope.data, options.schema);
  return envelope;
}

/** A refused call as ApiError: the server's message, or the generic client failure. */
function failureOf(response: Response, envelope: ApiResponse<unknown> | null): ApiError {
  const message = envelope && typeof envelope.message === 'string' && envelope.message ? envelope.message : null;
  const failure = envelope?.success === false ? envelope : null;
  const problems = Array.isArray(failure?.problems) ? failure.problems : [];
  return new ApiError(
    response.status,
    message ?? errorMessages.genericClientFailure,
    problems,
    typeof failure?.problemsTotal === 'number' ? failure.problemsTotal : problems.length,
  );
}

/** The response of a call with the realm's token, refreshed and retried once on a 401 (see apiRequest). */
async function authorizedResponse(service: Service, path: string, options: RequestOptions): Promise<Response> {
  const url = buildUrl(service, path, options.query);
  const session = authSession(options.realm ?? 'back-office');
  const store = session.tokenStore();
  const token = await store.getAccessToken().catch(() => null);
  if (!token) {
    await session.signOut();
    throw new ApiError(401, platformMessages.unauthorized);
  }
  let response = await send(url, token, options);
  if (response.status === 401) {
    const refreshed = await store.refresh().catch(() => null);
    if (refreshed) response = await send(url, refreshed.accessToken, options);
    if (!refreshed || response.status === 401) {
      await session.signOut();
      throw new ApiError(401, platformMessages.unauthorized);
    }
  }
  return response;
}

/**
 * A call whose success is a file (a failure is still the envelope): the file's bytes, for the
 * browser to save. Tokens and failures as apiRequest.
 */
export async function apiDownload(service: Service, path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await authorizedResponse(service, path, options);
  if (!response.ok) throw failureOf(response, await readEnvelope(response));
  return response.blob();
}

/** GET and return the envelope's data. */
export async function apiGet<T>(
  service: Service,
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> & AnswerSchema<T> = {},
) {
  return (await apiRequest<T>(service, path, { ...options, method: 'GET' })).data;
}

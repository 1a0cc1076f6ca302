/**
 * The browser's side of the code flow in tests: a cookie jar, PKCE by hand, the SPA's requests to
 * the auth service. Imported only by *.test.ts files.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_SCOPES } from '@lineup/contracts/constants';
import { type AuthClientName, CLIENT_IDS } from '../oidc/clients';
import type { TestServer } from './auth-server';

/** The cookies a browser would keep (paths ignored: every test request goes to one origin). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, val] = attribute.trim().split('=');
        if (key?.toLowerCase() === 'expires') return new Date(val ?? '').getTime() <= Date.now();
        if (key?.toLowerCase() === 'max-age') return Number(val) <= 0;
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string) {
    return this.cookies.has(name);
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export type TokenResponse = {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
};

/**
 * One browser: a cookie jar and the SPA's side of the code flow, as the back office (`client`
 * 'web', the default) or the customer portal ('portal'). `forwardedFor` is sent as
 * X-Forwarded-For, to stand for another client behind a trusted proxy (TRUST_PROXY_HOPS). `jar`
 * shares another Browser's cookies: the two sites used in one browser.
 */
export class Browser {
  readonly jar: CookieJar;
  readonly clientId: string;
  readonly redirectUri: string;

  constructor(
    readonly server: TestServer,
    readonly options: { forwardedFor?: string; client?: AuthClientName; jar?: CookieJar } = {},
  ) {
    this.jar = options.jar ?? new CookieJar();
    const client = options.client ?? 'web';
    this.clientId = CLIENT_IDS[client];
    this.redirectUri = server.config.clients[client].redirectUris[0]!;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { cookie: this.jar.header(), ...extra };
    if (this.options.forwardedFor) headers['x-forwarded-for'] = this.options.forwardedFor;
    return headers;
  }

  async get(url: string) {
    const response = await fetch(url, { redirect: 'manual', headers: this.headers() });
    this.jar.store(response);
    return response;
  }

  async post(url: string, form: Record<string, string>) {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams(form),
    });
    this.jar.store(response);
    return response;
  }

  /**
   * Follows 3xx answers on GET until one leaves the given origin path prefixes (or is not a
   * redirect), and submits the provider's self-posting forms as a browser's script does (a
   * sign-in of another account first ends the browser's login session through one).
   */
  async follow(response: Response): Promise<Response> {
    let current = response;
    for (let hops = 0; hops < 10; hops++) {
      const selfPosting = await this.selfPostingForm(current);
      if (selfPosting) {
        current = await this.post(new URL(selfPosting.action, this.server.baseUrl).href, selfPosting.inputs);
        continue;
      }
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const target = new URL(location, this.server.baseUrl);
      // The SPA's pages and the callback are not served here: stop at them.
      if (!target.pathname.startsWith('/oidc')) return current;
      current = await this.get(target.href);
    }
    throw new Error('too many redirects');
  }

  /** The form of the provider's page that submits itself on load (its response mode form_post). */
  async selfPostingForm(response: Response) {
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) return undefined;
    const html = await response.clone().text();
    if (!html.includes('document.forms[0].submit()')) return undefined;
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) return undefined;
    const inputs = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, name, value]) => [
        name!,
        value!,
      ]),
    );
    return { action: action.replaceAll('&amp;', '&'), inputs };
  }

  /** Starts an authorization request as the SPA does; answers the redirect to the login page. */
  async authorize(params: Record<string, string | undefined> = {}) {
    const { verifier, challenge } = pkcePair();
    const state = randomBytes(16).toString('base64url');
    const query: Record<string, string> = {
      client_id: this.clientId,
      response_type: 'code',
      redirect_uri: this.redirectUri,
      scope: API_SCOPES,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      prompt: 'login',
    };
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined) delete query[key];
      else query[key] = value;
    }
    const response = await this.follow(
      await this.get(`${this.server.baseUrl}/oidc/auth?${new URLSearchParams(query)}`),
    );
    return { response, verifier, state, location: response.headers.get('location') ?? '' };
  }

  /** The login form as the SPA posts it, with its site's client_id. */
  requestCode(email: string) {
    return this.post(`${this.server.baseUrl}/code/authorize`, { action: 'request', email, client_id: this.clientId });
  }

  /** The code form as the SPA posts it: the e-mail goes along, but the service does not use it. */
  verifyCode(email: string, code: string) {
    return this.post(`${this.server.baseUrl}/code/authorize`, {
      action: 'verify',
      email,
      code,
      client_id: this.clientId,
    });
  }

  /** The whole sign-in up to the redirect to the client's callback; returns the authorization code. */
  async signIn(email: string) {
    const started = await this.authorize();
    await this.requestCode(email);
    const code = this.server.mailer.sent.at(-1)!.code;
    const callback = await this.follow(await this.verifyCode(email, code));
    const location = new URL(callback.headers.get('location')!);
    return { ...started, callback: location, code: location.searchParams.get('code') ?? '' };
  }

  async exchangeCode(code: string, verifier: string, overrides: Record<string, string | undefined> = {}) {
    const form: Record<string, string> = {
      grant_type: 'authorization_code',
      client_id: this.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: this.redirectUri,
    };
    for (const [key, value] of Object.entries(overrides)) {
      if (value === undefined) delete form[key];
      else form[key] = value;
    }
    return tokenRequest(this.server, form);
  }
}

export async function tokenRequest(server: TestServer, form: Record<string, string>) {
  const response = await fetch(`${server.baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as TokenResponse & { error?: string } };
}

/** A refresh as the SPA does it; `extra` adds to the form (e.g. a resource). */
export function refresh(
  server: TestServer,
  refreshToken: string,
  client: AuthClientName = 'web',
  extra: Record<string, string> = {},
) {
  return tokenRequest(server, {
    grant_type: 'refresh_token',
    client_id: CLIENT_IDS[client],
    refresh_token: refreshToken,
    ...extra,
  });
}

/** The query of a redirect to the SPA (/auth/start, /auth/code, /auth/callback, or the portal's). */
export function redirectTarget(response: Response) {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  const url = new URL(location);
  return { path: url.pathname, params: Object.fromEntries(url.searchParams), url };
}

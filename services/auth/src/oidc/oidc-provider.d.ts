/**
 * The part of oidc-provider 9's API this service uses. The package ships no types, and
 * @types/oidc-provider would drag in koa's typings for the few members we touch; keep this in
 * step with the calls in src/oidc/*.ts when upgrading.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Grant {
    readonly jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Client {
    readonly clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface OIDCContext {
    readonly route: string;
    readonly params: Record<string, unknown>;
    readonly result?: { login?: { accountId: string }; consent?: { grantId?: string } };
    readonly account?: Account;
    readonly client?: Client;
    readonly provider: Provider;
    readonly requestParamOIDCScopes: Set<string>;
    readonly requestParamScopes: Set<string>;
    readonly resourceServers: Record<string, { scopes: Set<string> }>;
  }

  /** The Koa context oidc-provider hands to its hooks and middleware. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    method: string;
    path: string;
    /** The query string without its '?'. */
    querystring: string;
    status: number;
    type: string;
    body: unknown;
    ip: string;
    req: IncomingMessage;
    get(header: string): string;
    set(header: string, value: string): void;
    response: { get(header: string): string };
  }

  export interface Interaction {
    readonly uid: string;
    readonly returnTo: string;
    readonly exp: number;
    readonly prompt: { name: string; reasons: string[] };
    readonly params: Record<string, unknown>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface AccessTokenLike {
    readonly kind: string;
    readonly accountId?: string;
    readonly clientId?: string;
  }

  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    /** Koa's: how many X-Forwarded-For entries from the right ctx.ip may come from (0: all). */
    maxIpsCount: number;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      readonly status: number;
      readonly error: string;
      readonly error_description?: string;
    }
    class InvalidGrant extends OIDCProviderError {
      constructor(detail?: string);
    }
    class InvalidTarget extends OIDCProviderError {
      constructor(detail?: string);
    }
    class SessionNotFound extends OIDCProviderError {}
  }

  export namespace interactionPolicy {
    class Check {
      static readonly REQUEST_PROMPT: true;
      static readonly NO_NEED_TO_PROMPT: false;
      constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>);
    }
    interface Prompt {
      readonly name: string;
      readonly checks: Check[] & { add(check: Check, index?: number): void };
    }
    function base(): Prompt[] & { get(name: string): Prompt | undefined };
  }

  export default Provider;
}

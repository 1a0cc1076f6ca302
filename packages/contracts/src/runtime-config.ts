/**
 * What the SPA reads at start from GET /config.json (served by the process that serves the SPA).
 * Every service's base URL comes from here, so the SPA never assumes one origin.
 */
export type WebRuntimeConfig = {
  /** The OAuth issuer, e.g. http://localhost:3000/oidc (discovery under /.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  /** Exactly as registered with the auth service, e.g. http://localhost:3000/auth/callback. */
  redirectUri: string;
  /** The resource indicator of the PIM and users APIs; access tokens carry it as audience. */
  apiResource: string;
  scope: string;
  /** The customer portal's client (same issuer and sign-in forms, pages under /portal). */
  portal: {
    clientId: string;
    /** Exactly as registered, e.g. http://localhost:3000/portal/auth/callback. */
    redirectUri: string;
    /** The audience of customers' access tokens, e.g. http://localhost:3000/api/portal. */
    apiResource: string;
  };
  /** Where the login forms post: POST {codeAuthorizeUrl} with action, email and code. */
  codeAuthorizeUrl: string;
  pimUrl: string;
  usersUrl: string;
  /** The environment badge, e.g. "Quality Assurance"; empty hides it. */
  envLabel: string;
  /**
   * Origins product images may be loaded from besides the SPA's own (IMAGE_ORIGINS, the CSP's
   * img-src). An image elsewhere shows the placeholder without a request the CSP would block.
   */
  imageOrigins: string[];
  posthogKey: string | null;
  posthogHost: string | null;
};

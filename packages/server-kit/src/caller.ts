/** Who is calling an API: the verified access token and its subject's principal. */

/** Which of the APIs' resources a token was issued for: the back office's or the customer portal's. */
export type TokenAudience = 'api' | 'portal';
export type VerifiedToken = { subject: string; claims: Record<string, unknown>; audience: TokenAudience };
/**
 * Who a token's subject is, looked up in the users' data (a token's claims are not the authority):
 * an active internal user is staff, an active external user of an active organization a customer.
 */
export type ApiPrincipal =
  | { kind: 'staff'; userId: string }
  | { kind: 'customer'; userId: string; organizationId: string };
/** A verified token with its subject's principal: what `requireAccessToken` puts on the context. */
export type Caller = VerifiedToken & { principal: ApiPrincipal };

import { PORTAL_API_RESOURCE_PATH } from '@lineup/contracts/constants';
import { platformMessages } from '@lineup/contracts/messages';
import { portalPreviewQuerySchema } from '@lineup/contracts/portal';
import { accessMessages } from '@lineup/contracts/portal-messages';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { fail } from './http';
import type { AppEnv, AppVariables } from './http-types';

/**
 * The two areas of the APIs and who may call each, decided after `requireAccessToken` has
 * verified the token and looked its subject up:
 * - the back office (every /api/* path but the portal's): a back-office token of staff;
 * - the customer portal (/api/portal/*): a portal token of a customer of the token's organization,
 *   or a back-office token of staff previewing one store, read-only.
 */

/** Who calls a portal route: a customer (for their organization), or staff previewing one store. */
export type PortalCaller =
  | { kind: 'customer'; userId: string; organizationId: string }
  | { kind: 'preview'; userId: string; storeId: string };
export type PortalEnv = { Variables: AppVariables & { portalCaller: PortalCaller } };

const isPortalPath = (path: string) =>
  path === PORTAL_API_RESOURCE_PATH || path.startsWith(`${PORTAL_API_RESOURCE_PATH}/`);
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Back office: a customer's token never reaches a handler (403). */
export function requireStaff(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const { audience, principal } = c.get('auth');
    if (audience !== 'api' || principal.kind !== 'staff')
      return Promise.resolve(fail(c, 403, accessMessages.staffOnly));
    return next();
  };
}

/** Customer portal: sets `portalCaller` for the handlers, or refuses. */
export function requirePortalCaller(): MiddlewareHandler<PortalEnv> {
  return async (c, next) => {
    const { audience, principal, claims } = c.get('auth');
    if (audience === 'portal' && principal.kind === 'customer') {
      // The token was issued for another organization than the account's now: a new sign-in fixes it.
      if (claims.organizationId !== principal.organizationId) return fail(c, 401, platformMessages.invalidToken);
      c.set('portalCaller', { kind: 'customer', userId: principal.userId, organizationId: principal.organizationId });
      return next();
    }
    if (audience === 'api' && principal.kind === 'staff') {
      // A preview shows what the store's buyers see and changes nothing, whatever the route.
      if (!isRead(c.req.method)) return fail(c, 403, accessMessages.previewReadOnly);
      const query = portalPreviewQuerySchema.safeParse({ previewStoreId: c.req.query('previewStoreId') });
      const storeId = query.success ? query.data.previewStoreId : undefined;
      if (!storeId) return fail(c, 400, accessMessages.previewStoreRequired);
      c.set('portalCaller', { kind: 'preview', userId: principal.userId, storeId });
      return next();
    }
    return fail(c, 403, accessMessages.customersOnly);
  };
}

/** Both areas for an app that serves both (the PIM), chosen by path. */
export function guardApiAreas(): MiddlewareHandler<AppEnv> {
  const staff = requireStaff();
  const portal = requirePortalCaller();
  return (c: Context<AppEnv>, next: Next) =>
    isPortalPath(c.req.path) ? portal(c as unknown as Context<PortalEnv>, next) : staff(c, next);
}

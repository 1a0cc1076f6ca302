import type { PortalSession } from '@lineup/contracts/portal';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { sessionAnswer } from '@/features/portal/api/portal-answers';
import { apiGet } from '@/lib/api-client';
import { addSignedOutListener } from '@/lib/auth/session';

/** GET {pimUrl}/api/portal/me: the account, its organization and the stores it buys for (in a preview, the one store). */
function getPortalSession(access: PortalAccess): Promise<PortalSession> {
  return apiGet<PortalSession>('pim', '/api/portal/me', { ...portalRequest(access), schema: sessionAnswer });
}

/** An account's stores change seldom: a loaded session serves the portal's pages this long. */
const SESSION_MAX_AGE_MS = 5 * 60_000;

const sessions = new Map<string, { answer: Promise<PortalSession>; loadedAt: number }>();

/** Forgets every loaded session (signing out of either realm, and between tests). */
export function forgetPortalSessions() {
  sessions.clear();
}
addSignedOutListener(forgetPortalSessions);

/**
 * The session of who asks (a customer, or staff previewing one store), shared by the portal
 * layout's loader and its pages' loaders, which run at the same time and all need the store: one
 * request, kept for SESSION_MAX_AGE_MS. A failure is not kept, so trying again asks again.
 */
export function loadPortalSession(access: PortalAccess): Promise<PortalSession> {
  const key = access.previewStoreId ?? 'customer';
  const known = sessions.get(key);
  if (known && Date.now() - known.loadedAt < SESSION_MAX_AGE_MS) return known.answer;
  const entry = { answer: getPortalSession(access), loadedAt: Date.now() };
  sessions.set(key, entry);
  entry.answer.catch(() => {
    if (sessions.get(key) === entry) sessions.delete(key);
  });
  return entry.answer;
}

import type { LookupPrincipal } from '@lineup/server-kit/access-token';
import type { ApiPrincipal } from '@lineup/server-kit/caller';
import type { UsersDb } from '../db/database';
import { createSignInDirectory, mayUseBackOffice, mayUsePortal } from './sign-in-directory';

/**
 * Who the holder of a token for this user id is, for every API call (through `withPrincipals`,
 * asked at most every few seconds per user): the sign-in rules again, so whoever may no longer
 * sign in (deactivated, of a deactivated organization) may no longer use the APIs either,
 * whatever their unexpired token says. Staff are the back office's users, customers the portal's.
 */
export function lookupApiPrincipal(db: UsersDb): LookupPrincipal {
  const directory = createSignInDirectory(db);
  return async (userId): Promise<ApiPrincipal | null> => {
    const account = await directory.findById(userId);
    if (account?.type === 'internal') return mayUseBackOffice(account) ? { kind: 'staff', userId } : null;
    return mayUsePortal(account) ? { kind: 'customer', userId, organizationId: account.organizationId } : null;
  };
}

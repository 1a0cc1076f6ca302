import type { QueryClient } from '@tanstack/react-query';
import { brandsQueryOptions } from '@/api/brands/get-brands';
import { organizationsQueryOptions } from '@/api/organizations/get-organizations';
import { usersQueryOptions } from '@/api/users/get-users';
import { usersWithMembershipsQueryOptions } from '@/api/users/get-users-with-memberships';
import { rolesQueryOptions } from '@/api/roles/get-roles';
import { storesQueryOptions } from '@/api/stores/get-stores';
import { identifyUser } from '@/lib/analytics';
import { currentUserQueryOptions } from '@/lib/auth/current-user';
import { getQueryClient } from '@/lib/query-client';

/**
 * The /home layout's load: verify the token and set the current user (waited for),
 * then load users, users with memberships, stores, roles, brands and organizations in the background.
 * A failed list does not block the shell: the query cache logs it and shows a toast.
 */
export async function loadHome(queryClient: QueryClient = getQueryClient()) {
  const currentUser = await queryClient.ensureQueryData(currentUserQueryOptions());
  identifyUser(currentUser);
  void queryClient.prefetchQuery(usersQueryOptions());
  void queryClient.prefetchQuery(usersWithMembershipsQueryOptions());
  void queryClient.prefetchQuery(storesQueryOptions());
  void queryClient.prefetchQuery(rolesQueryOptions());
  void queryClient.prefetchQuery(brandsQueryOptions());
  void queryClient.prefetchQuery(organizationsQueryOptions());
  return { currentUser };
}

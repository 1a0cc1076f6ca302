import type { QueryClient } from '@tanstack/react-query';
import { brandsQueryOptions } from '@/api/brands/get-brands';
import { organizationsQueryOptions } from '@/api/organizations/get-organizations';
import { rolesQueryOptions } from '@/api/roles/get-roles';
import { storesQueryOptions } from '@/api/stores/get-stores';
import { usersQueryOptions } from '@/api/users/get-users';
import { usersWithMembershipsQueryOptions } from '@/api/users/get-users-with-memberships';

/**
 * The lists most back-office screens and the command palette read: users, users with memberships,
 * stores, roles, brands and organizations, loaded in the background. A failed list does not block
 * anything: the query cache logs it and shows a toast.
 */
export function prefetchHomeLists(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(usersQueryOptions());
  void queryClient.prefetchQuery(usersWithMembershipsQueryOptions());
  void queryClient.prefetchQuery(storesQueryOptions());
  void queryClient.prefetchQuery(rolesQueryOptions());
  void queryClient.prefetchQuery(brandsQueryOptions());
  void queryClient.prefetchQuery(organizationsQueryOptions());
}

import type { UserWithMemberships } from '@lineup/contracts/users';

/** The members of one organization: a store's main contact must be one of them. */
export function membersOf(users: UserWithMemberships[], organizationId: string): UserWithMemberships[] {
  if (!organizationId) return [];
  return users.filter((user) =>
    user.organizationMemberships.some((membership) => membership.organizationId === organizationId),
  );
}

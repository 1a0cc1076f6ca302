import { organizationTexts, storeTexts } from '@lineup/contracts/texts/customers';
import { peopleTexts } from '@lineup/contracts/texts/people';
import type { User } from '@lineup/contracts/users';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { useStores } from '@/api/stores/get-stores';
import { useUsers } from '@/api/users/get-users';
import { useUsersWithMemberships } from '@/api/users/get-users-with-memberships';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';

/** The Edit Customer page's lists: the main contact, the stores and the people, each linking to its own page. */

const personName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

function LinkList({ children }: { children: React.ReactNode }) {
  return <ul className="divide-y rounded-md border">{children}</ul>;
}

const rowClass = 'flex items-center justify-between gap-2 px-3 py-2 text-sm hover:bg-muted/50';

function StatusBadge({
  active,
  labels,
}: {
  active: boolean;
  labels: { statusActive: string; statusInactive: string };
}) {
  return (
    <span className="flex items-center gap-2">
      <Badge variant={active ? 'secondary' : 'outline'}>{active ? labels.statusActive : labels.statusInactive}</Badge>
      <ChevronRight className="size-4 text-muted-foreground" />
    </span>
  );
}

function PersonRow({ user }: { user: User }) {
  return (
    <li>
      <Link to="/home/people/edit/$userId" params={{ userId: user.id }} className={rowClass}>
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{personName(user)}</span>
          <span className="truncate text-muted-foreground">{user.email}</span>
        </span>
        <StatusBadge active={user.status === 'active'} labels={peopleTexts} />
      </Link>
    </li>
  );
}

export function OrganizationMainContact({ userId }: { userId: string | null }) {
  const users = useUsers();
  if (users.isPending) return <Skeleton className="h-10 w-full" />;
  const contact = userId ? users.data?.find((user) => user.id === userId) : undefined;
  if (!contact) return <p className="text-sm text-muted-foreground">{organizationTexts.noMainContact}</p>;
  return (
    <LinkList>
      <PersonRow user={contact} />
    </LinkList>
  );
}

/** The organization's people: its members, including accounts of another organization that joined it. */
export function OrganizationPeople({ organizationId }: { organizationId: string }) {
  const users = useUsersWithMemberships();
  if (users.isPending) return <Skeleton className="h-10 w-full" />;
  const own = (users.data ?? []).filter((user) =>
    user.organizationMemberships.some((membership) => membership.organizationId === organizationId),
  );
  if (own.length === 0)
    return <p className="text-sm text-muted-foreground">{organizationTexts.noOrganizationPeople}</p>;
  return (
    <LinkList>
      {own.map((user) => (
        <PersonRow key={user.id} user={user} />
      ))}
    </LinkList>
  );
}

export function OrganizationStores({ organizationId }: { organizationId: string }) {
  const stores = useStores();
  if (stores.isPending) return <Skeleton className="h-10 w-full" />;
  const own = (stores.data ?? []).filter((store) => store.organizationId === organizationId);
  if (own.length === 0)
    return <p className="text-sm text-muted-foreground">{organizationTexts.noOrganizationStores}</p>;
  return (
    <LinkList>
      {own.map((store) => (
        <li key={store.id}>
          <Link to="/home/stores/$storeId" params={{ storeId: store.id }} className={rowClass}>
            <span className="font-medium">{store.name}</span>
            <StatusBadge active={store.status === 'active'} labels={storeTexts} />
          </Link>
        </li>
      ))}
    </LinkList>
  );
}

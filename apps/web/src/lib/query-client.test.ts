import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

/** A fetch that answers when told to: a list on its way while a write happens. */
function fetchOnItsWay() {
  let answer: (organizations: string[]) => void = () => {};
  const answered = new Promise<string[]>((resolve) => {
    answer = resolve;
  });
  return { queryFn: () => answered, answer };
}

const organizations = ['organizations', 'list'];

describe('the query client', () => {
  it('keeps an invalidation that came while an unseen list was being fetched', async () => {
    const client = createQueryClient();
    const before = fetchOnItsWay();
    const prefetched = client.prefetchQuery({ queryKey: organizations, queryFn: before.queryFn });
    // A write (a new organization) invalidates the list; its fetch left before the write.
    await client.invalidateQueries({ queryKey: organizations });
    before.answer(['Internal']);
    await prefetched;
    expect(client.getQueryState(organizations)?.isInvalidated).toBe(true);
    // The next screen that needs the list asks again, within the staleTime.
    const shown = await client.fetchQuery({
      queryKey: organizations,
      queryFn: async () => ['Internal', 'Acme Shoes'],
      staleTime: 30_000,
    });
    expect(shown).toEqual(['Internal', 'Acme Shoes']);
  });

  it('treats a list fetched after the write as fresh, and one never invalidated as it was', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: organizations, queryFn: async () => ['Internal'] });
    await client.invalidateQueries({ queryKey: organizations });
    expect(client.getQueryState(organizations)?.isInvalidated).toBe(true);
    await client.prefetchQuery({ queryKey: organizations, queryFn: async () => ['Internal', 'Acme Shoes'] });
    expect(client.getQueryState(organizations)?.isInvalidated).toBe(false);

    const roles = ['roles', 'list'];
    const rolesFetch = fetchOnItsWay();
    const prefetched = client.prefetchQuery({ queryKey: roles, queryFn: rolesFetch.queryFn });
    rolesFetch.answer(['Admin']);
    await prefetched;
    expect(client.getQueryState(roles)?.isInvalidated).toBe(false);
  });
});

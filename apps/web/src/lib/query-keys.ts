/**
 * A query-key factory per resource (all / lists / list / details / detail), so a mutation can
 * invalidate the narrowest key and loaders and hooks never spell a key by hand.
 */
export function createQueryKeys<const R extends string>(resource: R) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (filters: Record<string, unknown> = {}) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', String(id)] as const,
  };
}

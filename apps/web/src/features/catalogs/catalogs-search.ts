/** /home/catalogs' address: ?archived=true shows the archived catalogs instead of the overview. */
type CatalogsSearch = { archived?: true };

export function catalogsSearch(search: Record<string, unknown>): CatalogsSearch {
  return search.archived === true || search.archived === 'true' ? { archived: true } : {};
}

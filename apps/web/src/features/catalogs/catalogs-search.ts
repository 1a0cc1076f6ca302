/**
 * /home/catalogs' address: ?archived=true shows the archived catalogs instead of the overview;
 * ?view=table shows the overview as tables instead of cards. Anything else falls back to the defaults.
 */
type CatalogsSearch = { archived?: true; view?: 'table' };

export function catalogsSearch(search: Record<string, unknown>): CatalogsSearch {
  return {
    ...(search.archived === true || search.archived === 'true' ? { archived: true } : {}),
    ...(search.view === 'table' ? { view: 'table' } : {}),
  };
}

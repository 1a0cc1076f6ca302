/** A route's line-list id ('12'), or null when it is not a positive 32-bit integer (the ids the PIM gives). */
export function parseLineListId(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The path of a store's portal calls: /api/portal/stores/{storeId}, then `rest`. */
export const portalStorePath = (storeId: string, rest: string) =>
  `/api/portal/stores/${encodeURIComponent(storeId)}${rest}`;

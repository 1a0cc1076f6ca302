import type * as answerSchemas from '@/features/portal/api/portal-answer-schemas';

/**
 * The contract schemas of the portal's answers, checked in development only (lib/api-client.ts).
 * Loaders rather than schemas, and no loaders at all in production builds: neither the schemas,
 * nor zod, nor the loaders ride in the portal's chunks (its catalog page has a size budget,
 * scripts/build-web.mjs).
 */
function answer<K extends keyof typeof answerSchemas>(name: K) {
  if (!import.meta.env.DEV) return undefined;
  return () => import('@/features/portal/api/portal-answer-schemas').then((schemas) => schemas[name]);
}

export const sessionAnswer = answer('portalSessionSchema');
export const catalogsAnswer = answer('portalCatalogsSchema');
export const catalogAnswer = answer('portalCatalogDetailSchema');
export const itemAnswer = answer('portalItemSchema');
export const cartAnswer = answer('portalDraftsSchema');
export const draftAnswer = answer('portalDraftSchema');
export const orderRowsAnswer = answer('portalOrderRowsSchema');
export const orderAnswer = answer('portalOrderSchema');
export const shipToAnswer = answer('shipToChoiceSchema');

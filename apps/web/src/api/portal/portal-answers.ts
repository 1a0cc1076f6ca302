/**
 * The contract schemas of the portal's answers, checked in development only (lib/api-client.ts).
 * Loaders rather than schemas: production never calls them, so neither the schemas nor zod ride in
 * the portal's chunks (its catalog page has a size budget, scripts/build-web.mjs).
 */
const schemas = () => import('@/api/portal/portal-answer-schemas');

export const sessionAnswer = () => schemas().then((answers) => answers.portalSessionSchema);
export const catalogsAnswer = () => schemas().then((answers) => answers.portalCatalogsSchema);
export const catalogAnswer = () => schemas().then((answers) => answers.portalCatalogDetailSchema);
export const itemAnswer = () => schemas().then((answers) => answers.portalItemSchema);
export const cartAnswer = () => schemas().then((answers) => answers.portalDraftsSchema);
export const draftAnswer = () => schemas().then((answers) => answers.portalDraftSchema);
export const orderRowsAnswer = () => schemas().then((answers) => answers.portalOrderRowsSchema);
export const orderAnswer = () => schemas().then((answers) => answers.portalOrderSchema);

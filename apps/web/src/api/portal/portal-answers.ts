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

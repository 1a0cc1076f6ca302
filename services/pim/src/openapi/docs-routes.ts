import { API_DOCS_PATH } from '@lineup/server-kit/openapi';
import { apiDocsRoutes } from '@lineup/server-kit/openapi-docs';
import type { Logger } from '@lineup/server-kit/logger';
import { pimOpenApiDocument } from './routes';

/** The PIM's reference page; its OpenAPI document is `${PIM_DOCS_PATH}/openapi.json`. */
export const PIM_DOCS_PATH = API_DOCS_PATH;

export const pimDocsRoutes = (log: Logger) =>
  apiDocsRoutes({ basePath: PIM_DOCS_PATH, title: 'Lineup PIM API', document: pimOpenApiDocument, log });

import { API_DOCS_PATH } from '@lineup/server-kit/openapi';
import { apiDocsRoutes } from '@lineup/server-kit/openapi-docs';
import type { Logger } from '@lineup/server-kit/logger';
import { usersOpenApiDocument } from './routes';

/**
 * The users service's reference page; its OpenAPI document is `${USERS_DOCS_PATH}/openapi.json`.
 * Beside the PIM's (/api/docs), so both have an address on the one-process server.
 */
export const USERS_DOCS_PATH = `${API_DOCS_PATH}/users`;

export const usersDocsRoutes = (log: Logger) =>
  apiDocsRoutes({ basePath: USERS_DOCS_PATH, title: 'Lineup users API', document: usersOpenApiDocument, log });

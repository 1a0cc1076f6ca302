import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
import { API_DOCS_PATH, buildOpenApiDocument } from '@lineup/server-kit/openapi';
import { apiDocsRoutes } from '@lineup/server-kit/openapi-docs';
import { routeDocsOf } from '@lineup/server-kit/openapi-routes';
import type { Hono } from 'hono';

/**
 * The users service's reference page; its OpenAPI document is `${USERS_DOCS_PATH}/openapi.json`.
 * Beside the PIM's (/api/docs), so both have an address on the one-process server.
 */
export const USERS_DOCS_PATH = `${API_DOCS_PATH}/users`;

/** The users service's OpenAPI 3.1 document, read from the entries its routes carry (`describeRoute`). */
export function usersOpenApiDocument(app: Hono<AppEnv>) {
  return buildOpenApiDocument(
    {
      title: 'Lineup users API',
      version: '1',
      description:
        'Users, organizations, stores, roles and new customers. Every call needs a bearer access token and answers `{ success, message, data, pagination? }`; a failure answers `{ success: false, message }`.',
    },
    routeDocsOf(app),
  );
}

/** The reference page and the document of `app`, built on the first request, once every route is mounted. */
export const usersDocsRoutes = (log: Logger, app: Hono<AppEnv>) =>
  apiDocsRoutes({
    basePath: USERS_DOCS_PATH,
    title: 'Lineup users API',
    document: () => usersOpenApiDocument(app),
    log,
  });

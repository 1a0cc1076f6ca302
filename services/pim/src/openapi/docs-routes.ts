import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
import { API_DOCS_PATH, buildOpenApiDocument } from '@lineup/server-kit/openapi';
import { apiDocsRoutes } from '@lineup/server-kit/openapi-docs';
import { routeDocsOf } from '@lineup/server-kit/openapi-routes';
import type { Hono } from 'hono';

/** The PIM's reference page; its OpenAPI document is `${PIM_DOCS_PATH}/openapi.json`. */
export const PIM_DOCS_PATH = API_DOCS_PATH;

/** The PIM's OpenAPI 3.1 document, read from the entries its routes carry (`describeRoute`). */
export function pimOpenApiDocument(app: Hono<AppEnv>) {
  return buildOpenApiDocument(
    {
      title: 'Lineup PIM API',
      version: '1',
      description:
        "Brands, line lists, catalogs, uploads, items and orders for staff, and the customer portal's catalogs (/api/portal: a customer's token, or a staff token previewing one store with previewStoreId). Every call needs a bearer access token and answers `{ success, message, data, pagination? }`; a failure answers `{ success: false, message }`.",
    },
    routeDocsOf(app),
  );
}

/** The reference page and the document of `app`, built on the first request, once every route is mounted. */
export const pimDocsRoutes = (log: Logger, app: Hono<AppEnv>) =>
  apiDocsRoutes({ basePath: PIM_DOCS_PATH, title: 'Lineup PIM API', document: () => pimOpenApiDocument(app), log });

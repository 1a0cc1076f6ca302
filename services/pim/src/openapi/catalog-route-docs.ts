import { z } from 'zod';
import {
  addItemsRequestSchema,
  addItemsToRequestSchema,
  copyItemsRequestSchema,
  copyItemsToRequestSchema,
  lineListIdBodySchema,
  moveItemsRequestSchema,
  populatedParamSchema,
  removeItemsRequestSchema,
} from '@lineup/contracts/catalogs';
import { restoreItemsRequestSchema } from '@lineup/contracts/catalogs-restore';
import { publishCatalogRequestSchema } from '@lineup/contracts/pim';
import {
  addItemsToResultSchema,
  catalogChangeResultSchema,
  catalogOverviewSchema,
  catalogPublishSummarySchema,
  populatedCatalogsSchema,
} from '@lineup/contracts/pim-responses';
import type { RouteDoc, RouteDocs } from '@lineup/server-kit/openapi';

const catalogs = '/api/crocs/catalogs';
/** Every call on one line list's catalogs may name an unknown line list, or one not ready for it. */
const onLineList = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Catalogs', errors: [404, 409], ...doc });
const itemChange = (summary: string, body: z.ZodType) => onLineList({ summary, body, data: catalogChangeResultSchema });

/** The catalogs of line lists: overview, sorting items into catalogs, saving and publishing. */
export const catalogRouteDocs: RouteDocs = {
  [`GET ${catalogs}/latest`]: {
    tag: 'Catalogs',
    summary: 'The catalogs overview: every line list with catalogs and its item counts per catalog',
    data: z.array(catalogOverviewSchema),
  },
  [`GET ${catalogs}/archived`]: {
    tag: 'Catalogs',
    summary: 'The archived catalogs, in the overview shape',
    data: z.array(catalogOverviewSchema),
  },
  [`POST ${catalogs}/archive`]: onLineList({
    summary: "Archives a line list's catalogs: off the overview, no writes until restored (idempotent)",
    body: lineListIdBodySchema,
    data: catalogOverviewSchema,
  }),
  [`POST ${catalogs}/unarchive`]: onLineList({
    summary: "Restores a line list's archived catalogs (idempotent)",
    body: lineListIdBodySchema,
    data: catalogOverviewSchema,
  }),
  [`GET ${catalogs}/populated/:lineListId`]: onLineList({
    summary: "A line list's four catalog groups with their items",
    params: populatedParamSchema,
    data: populatedCatalogsSchema,
  }),
  [`POST ${catalogs}/create`]: onLineList({
    summary: "Creates a saved line list's catalogs (201; 200 when they already exist)",
    body: lineListIdBodySchema,
    data: catalogOverviewSchema,
    status: 201,
  }),
  [`POST ${catalogs}/add-items`]: itemChange('Adds items to catalogs', addItemsRequestSchema),
  [`POST ${catalogs}/copy-items`]: itemChange('Copies items to other catalogs', copyItemsRequestSchema),
  [`POST ${catalogs}/move-items`]: itemChange('Moves items between catalogs', moveItemsRequestSchema),
  [`DELETE ${catalogs}/remove-items`]: itemChange('Removes items from one catalog', removeItemsRequestSchema),
  [`POST ${catalogs}/copy-items-to`]: onLineList({
    summary: 'Copies items from one catalog to another',
    body: copyItemsToRequestSchema,
    data: addItemsToResultSchema,
  }),
  [`POST ${catalogs}/add-items-to`]: onLineList({
    summary: 'Adds items to a catalog',
    body: addItemsToRequestSchema,
    data: addItemsToResultSchema,
  }),
  [`POST ${catalogs}/restore-items`]: itemChange(
    "Puts items' catalogs back as they were (Undo); 409 when they changed since",
    restoreItemsRequestSchema,
  ),
  [`GET ${catalogs}/publish-summary/:lineListId`]: onLineList({
    summary: 'What publishing would show customers, with warnings',
    params: populatedParamSchema,
    data: catalogPublishSummarySchema,
  }),
  [`POST ${catalogs}/save`]: onLineList({
    summary: "Completes a line list's sorting",
    body: lineListIdBodySchema,
    data: catalogOverviewSchema,
  }),
  [`POST ${catalogs}/publish`]: onLineList({
    summary: "Publishes a line list's catalogs to customers (cannot be undone; idempotent)",
    body: publishCatalogRequestSchema,
    data: catalogOverviewSchema,
  }),
};

import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AddItemsToResult, CatalogChangeResult, PopulatedCatalogs } from './catalogs';
import type { CatalogPublishSummary } from './catalogs-publish';
import type { Item, LineListParentItem, ParentItem, PopulatedParentsResponse } from './items';
import type { DiscardResponse, PreviewParent, PreviewResponse, SavePreviewResponse } from './line-list-preview';
import type { Order, OrderItem } from './orders';
import type * as orderAnswers from './orders-responses';
import type { ordersAnswerSchema } from './orders-responses';
import type { Brand, CatalogOverview, LineList, LineListWithCatalogInfo } from './pim';
import type * as pimAnswers from './pim-responses';
import type { OpenStockItem, OpenStockResponse, PresignedUploadResponse, ProcessUploadResponse } from './uploads';
import type * as uploadAnswers from './uploads-responses';

type Out<T extends z.ZodType> = z.output<T>;
/** An intersection type as one object type, as a schema's `extend` infers it. */
type Flat<T> = { [K in keyof T]: T[K] };

// The answer schemas describe exactly the types the services return: a field added to one and not
// the other fails the typecheck here.
describe('the PIM answer schemas', () => {
  it('equal the answer types', () => {
    expectTypeOf<Out<typeof pimAnswers.brandSchema>>().toEqualTypeOf<Brand>();
    expectTypeOf<Out<typeof pimAnswers.lineListSchema>>().toEqualTypeOf<LineList>();
    expectTypeOf<Out<typeof pimAnswers.lineListWithCatalogInfoSchema>>().toEqualTypeOf<Flat<LineListWithCatalogInfo>>();
    expectTypeOf<Out<typeof pimAnswers.catalogOverviewSchema>>().toEqualTypeOf<CatalogOverview>();
    expectTypeOf<Out<typeof pimAnswers.populatedCatalogsSchema>>().toEqualTypeOf<PopulatedCatalogs>();
    expectTypeOf<Out<typeof pimAnswers.catalogChangeResultSchema>>().toEqualTypeOf<CatalogChangeResult>();
    expectTypeOf<Out<typeof pimAnswers.addItemsToResultSchema>>().toEqualTypeOf<Flat<AddItemsToResult>>();
    expectTypeOf<Out<typeof pimAnswers.catalogPublishSummarySchema>>().toEqualTypeOf<CatalogPublishSummary>();
    expectTypeOf<Out<typeof uploadAnswers.presignedUploadResponseSchema>>().toEqualTypeOf<PresignedUploadResponse>();
    expectTypeOf<Out<typeof uploadAnswers.processUploadResponseSchema>>().toEqualTypeOf<ProcessUploadResponse>();
    expectTypeOf<Out<typeof uploadAnswers.parentItemAnswerSchema>>().toEqualTypeOf<ParentItem>();
    expectTypeOf<Out<typeof uploadAnswers.previewParentSchema>>().toEqualTypeOf<PreviewParent>();
    expectTypeOf<Out<typeof uploadAnswers.previewResponseSchema>>().toEqualTypeOf<PreviewResponse>();
    expectTypeOf<Out<typeof uploadAnswers.savePreviewResponseSchema>>().toEqualTypeOf<SavePreviewResponse>();
    expectTypeOf<Out<typeof uploadAnswers.discardResponseSchema>>().toEqualTypeOf<DiscardResponse>();
    expectTypeOf<Out<typeof uploadAnswers.itemSchema>>().toEqualTypeOf<Flat<Item>>();
    expectTypeOf<Out<typeof uploadAnswers.populatedParentsResponseSchema>>().toEqualTypeOf<PopulatedParentsResponse>();
    expectTypeOf<Out<typeof uploadAnswers.lineListParentItemSchema>>().toEqualTypeOf<Flat<LineListParentItem>>();
    expectTypeOf<Out<typeof uploadAnswers.openStockResponseSchema>>().toEqualTypeOf<OpenStockResponse>();
    expectTypeOf<Out<typeof uploadAnswers.openStockItemSchema>>().toEqualTypeOf<OpenStockItem>();
    expectTypeOf<Out<typeof orderAnswers.orderItemSchema>>().toEqualTypeOf<OrderItem>();
    expectTypeOf<Out<typeof orderAnswers.orderSchema>>().toEqualTypeOf<Order>();
    expectTypeOf<Out<typeof ordersAnswerSchema>>().toEqualTypeOf<Order[] | Order>();
  });
});

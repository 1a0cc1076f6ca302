import { portalCatalogSchema } from '@lineup/contracts/portal';
import { portalDraftSchema, portalOrderRowSchema } from '@lineup/contracts/portal-orders';
import { z } from 'zod';

export { shipToChoiceSchema } from '@lineup/contracts/orders-ship-to';
/** The portal answers' contract schemas, loaded by portal-answers.ts in development only. */
export {
  portalCatalogDetailSchema,
  portalItemSchema,
  portalSessionSchema,
} from '@lineup/contracts/portal';
export { portalDraftSchema, portalOrderSchema } from '@lineup/contracts/portal-orders';
export const portalCatalogsSchema = z.array(portalCatalogSchema);
export const portalDraftsSchema = z.array(portalDraftSchema);
export const portalOrderRowsSchema = z.array(portalOrderRowSchema);

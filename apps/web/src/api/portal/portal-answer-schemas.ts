import { portalCatalogSchema } from '@lineup/contracts/portal';
import { z } from 'zod';

/** The portal answers' contract schemas, loaded by portal-answers.ts in development only. */
export {
  portalCatalogDetailSchema,
  portalItemSchema,
  portalSessionSchema,
} from '@lineup/contracts/portal';
export const portalCatalogsSchema = z.array(portalCatalogSchema);

import { brandSchema } from '@lineup/contracts/pim-responses';
import { z } from 'zod';

/** GET /api/brands's contract: loaded only in development, to check the answer (lib/api-client.ts). */
export const brandsAnswer = z.array(brandSchema);

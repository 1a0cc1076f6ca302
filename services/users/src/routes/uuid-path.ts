import { z } from 'zod';

/**
 * The path of an organization, a store or a role names it by UUID. The routes read the id as it
 * is and another id names nothing (404), so this schema only documents the path.
 */
export const uuidPathSchema = z.object({ id: z.uuid() });

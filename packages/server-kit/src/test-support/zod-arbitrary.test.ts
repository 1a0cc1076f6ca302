import { addItemsRequestSchema } from '@lineup/contracts/catalogs';
import { createItemRequestSchema } from '@lineup/contracts/items';
import { ordersRequestSchema } from '@lineup/contracts/orders';
import { createBrandRequestSchema } from '@lineup/contracts/pim';
import { createStoreSchema } from '@lineup/contracts/stores';
import { presignedUploadRequestSchema } from '@lineup/contracts/uploads';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toJsonText } from './hostile-values';
import { arbitraryFor } from './zod-arbitrary';

const validShare = (schema: z.ZodType) => {
  const values = fc.sample(arbitraryFor(schema), { numRuns: 300, seed: 7 });
  return values.filter((value) => schema.safeParse(value).success).length / values.length;
};

describe('arbitraryFor', () => {
  it('derives values the contract schemas often accept (bounds, one past them and refinements make the rest)', () => {
    const schemas = [createBrandRequestSchema, addItemsRequestSchema, ordersRequestSchema, createStoreSchema];
    for (const schema of schemas) expect(validShare(schema)).toBeGreaterThan(0.25);
    // The upload requests nest refined parts (calendar dates that must exist, metadata checked per
    // upload kind) that random values pass less often; a fifth of them still reach the handlers.
    for (const schema of [presignedUploadRequestSchema, createItemRequestSchema]) {
      expect(validShare(schema)).toBeGreaterThan(0.15);
    }
  });

  it('reaches the bounds of strings, numbers and lists, and one past them', () => {
    const schema = z.object({
      name: z.string().max(5),
      n: z.number().int().min(1).max(9),
      list: z.array(z.number()).max(3),
    });
    const values = fc.sample(arbitraryFor(schema), { numRuns: 500, seed: 3 }) as z.input<typeof schema>[];
    expect(values.some((value) => value.name.length === 6)).toBe(true);
    expect(values.some((value) => value.n === 10) && values.some((value) => value.n === 0)).toBe(true);
    expect(values.some((value) => value.list.length === 4)).toBe(true);
  });
});

describe('toJsonText', () => {
  it('splices the raw tokens of hostile values into the JSON text', () => {
    const nested = fc.sample(fc.constant({ a: `\u0001raw:1e400\u0001`, b: 'ok' }), 1)[0];
    expect(toJsonText(nested)).toBe('{"a":1e400,"b":"ok"}');
    expect(toJsonText(['\u0001raw:{"__proto__":{"x":1}}\u0001'])).toBe('[{"__proto__":{"x":1}}]');
  });
});

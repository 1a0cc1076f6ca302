import { DEFAULT_IMAGE_NAMING_RULE } from '@lineup/contracts/images';
import { successToasts } from '@lineup/contracts/messages';
import { NO_ORDER_RULES } from '@lineup/contracts/order-rules';
import type { Brand } from '@lineup/contracts/pim';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { current, type Served } from '@/test/fakes/fake-api';
import { type ApiHandler, ok } from '@/test/render-app';

/** A brand as the PIM answers it; `changes` names what a test cares about. */
export function aBrand(id: number, name: string, changes: Partial<Brand> = {}): Brand {
  return {
    id,
    name,
    description: null,
    categoryId: 1,
    wholesalePercent: 50,
    imageNamingRule: DEFAULT_IMAGE_NAMING_RULE,
    orderRules: NO_ORDER_RULES,
    stockDisplay: 'exact',
    importFormatVersion: null,
    hasImportFormat: false,
    status: 'active',
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-16T10:00:00.000Z',
    ...changes,
  };
}

/** GET /api/brands: the brands given. */
export function brandsList(brands: Served<Brand[]>): ApiHandler {
  return ({ method, path }) => (method === 'GET' && path === '/api/brands' ? ok(current(brands)) : undefined);
}

/**
 * The brands API in memory: list, create, update and delete change what the list answers next.
 * `refuse` answers a call by "METHOD /path" instead, changing nothing.
 */
export function brandsInMemory(initial: Brand[], refuse: Record<string, Response> = {}) {
  let brands = [...initial];
  const handler: ApiHandler = ({ method, path, body }) => {
    const key = `${method} ${path}`;
    if (refuse[key]) return refuse[key]!.clone();
    if (key === 'GET /api/brands') return ok(brands);
    if (key === 'POST /api/brands') {
      const { name, description } = body as Brand;
      const created = aBrand(100 + brands.length, name, { description: description ?? null });
      brands = [...brands, created];
      return ok(created, successToasts.brandCreated);
    }
    const match = /^\/api\/brands\/(\d+)$/.exec(path);
    if (match && method === 'PUT') {
      brands = brands.map((b) => (b.id === Number(match[1]) ? { ...b, ...(body as Partial<Brand>) } : b));
      return ok(brands.find((b) => b.id === Number(match[1])));
    }
    if (match && method === 'DELETE') {
      brands = brands.filter((b) => b.id !== Number(match[1]));
      return ok({ id: Number(match[1]) }, pimMessages.brandDeleted);
    }
    return undefined;
  };
  return { handler, current: () => brands };
}

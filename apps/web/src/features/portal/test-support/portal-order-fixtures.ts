import { NO_ORDER_RULES } from '@lineup/contracts/order-rules';
import type { OrderLineGroup } from '@lineup/contracts/orders-responses';
import type { PortalDraft, PortalOrder, PortalOrderRow } from '@lineup/contracts/portal-orders';

/** Drafts and orders as the portal's ordering calls answer them, for the component tests. */

type SizeLine = { itemId: number; size: string; quantity: number; unitPrice?: number };

/** An item and color of an order with its sizes; money in cents is added up exactly. */
export function aGroup(modelCode: string, color: string, sizes: SizeLine[]): OrderLineGroup {
  const lines = sizes.map(({ itemId, size, quantity, unitPrice = 25 }) => ({
    itemId,
    sku: `${modelCode}-${size}`,
    size,
    quantity,
    unitPrice,
    lineTotal: Math.round(quantity * unitPrice * 100) / 100,
  }));
  return {
    modelCode,
    silhouette: 'Classic Clog',
    color,
    msrp: 50,
    picture: null,
    sizes: lines,
    unitsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0) / 100,
  };
}

const totalsOf = (groups: OrderLineGroup[]) => ({
  itemsCount: groups.reduce((sum, group) => sum + group.sizes.length, 0),
  unitsCount: groups.reduce((sum, group) => sum + group.unitsCount, 0),
  total: groups.reduce((sum, group) => sum + Math.round(group.total * 100), 0) / 100,
});

/** The brand and catalog every draft and order is of unless told otherwise. */
const CROCS_SPRING = { brandId: 1, brandName: 'Crocs', lineListId: 7, lineListName: 'Spring 2027 Pre-Book' };

export function aDraft(id: number, groups: OrderLineGroup[], overrides: Partial<PortalDraft> = {}): PortalDraft {
  return {
    id,
    ...CROCS_SPRING,
    ...totalsOf(groups),
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    deadline: null,
    orderRules: NO_ORDER_RULES,
    deliveryWindows: [],
    replicatedFromOrderId: null,
    groups,
    ...overrides,
  };
}

export function anOrderRow(id: number, overrides: Partial<PortalOrderRow> = {}): PortalOrderRow {
  return {
    id,
    ...CROCS_SPRING,
    itemsCount: 2,
    unitsCount: 12,
    total: 300,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    status: 'pending',
    submittedAt: '2026-11-04T10:00:00.000Z',
    ...overrides,
  };
}

export function anOrder(id: number, groups: OrderLineGroup[], overrides: Partial<PortalOrder> = {}): PortalOrder {
  const { orderRules: _rules, deliveryWindows: _windows, ...head } = aDraft(id, groups);
  return {
    ...head,
    status: 'pending',
    submittedAt: '2026-11-04T10:00:00.000Z',
    shipTo: { line1: '45 Harbor Way', city: 'Portland', state: 'OR', postalCode: '97209', country: 'US' },
    deliveryWindow: null,
    poNumber: null,
    requestedShipDate: null,
    requestedCancelDate: null,
    notes: null,
    timeline: [{ status: 'pending', at: '2026-11-04T10:00:00.000Z' }],
    ...overrides,
  };
}

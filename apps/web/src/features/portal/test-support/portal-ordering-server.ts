import { orderMessages } from '@lineup/contracts/order-messages';
import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { afterEach, beforeEach, vi } from 'vitest';
import { aDraft, aGroup, anOrder } from '@/features/portal/test-support/portal-order-fixtures';
import {
  type PortalFake,
  portalServer,
  resetPortal,
  STORE_DOWNTOWN,
} from '@/features/portal/test-support/portal-server';
import { type ApiCall, type ApiHandler, ok } from '@/test/render-app';

/** The ordering pages' component tests (cart, orders): Downtown's cart as a tiny server keeps it. */

export const DOWNTOWN_CART = `/api/portal/stores/${STORE_DOWNTOWN}/cart`;

/**
 * Call at the top of an ordering test file: every test starts with no session and nothing cached,
 * and the failures the pages log (on purpose, in these tests) stay out of the output.
 */
export function setUpPortalOrderingTests() {
  afterEach(resetPortal);
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
}

/** The cart the fake server keeps, as the other calls reach it: a reorder adds its draft. */
export type FakeCart = { add: (draft: PortalDraft) => void };

export type PortalOrderingFake = {
  /** The cart's drafts at first (none by default). */
  cart?: PortalDraft[];
  /** Per store, its shipping addresses (portal-server.tsx's SHIP_TO_DOCK by default). */
  shipTo?: PortalFake['shipTo'];
  /** What a submit answers instead of taking the draft out. */
  submitFailure?: Response;
  /** Answers any other call (the orders), with the cart at hand. */
  orders?: (call: ApiCall, cart: FakeCart) => ReturnType<ApiHandler>;
};

/** The draft with its lines changed, totals added up again; an item and color without sizes goes. */
function withLines(draft: PortalDraft, change: (groups: PortalDraft['groups']) => PortalDraft['groups']) {
  const groups = change(draft.groups).filter((group) => group.sizes.length > 0);
  return aDraft(
    draft.id,
    groups.map((group) => aGroup(group.modelCode, group.color, group.sizes)),
    {
      brandName: draft.brandName,
      lineListName: draft.lineListName,
      orderRules: draft.orderRules,
      deliveryWindows: draft.deliveryWindows,
    },
  );
}

/**
 * Downtown's portal API with its cart: GET answers the drafts that hold lines, a line's quantity
 * change or removal changes the draft it answers with, a submit takes the draft out (or answers
 * `submitFailure`). `cartLoads()` counts the GETs of the cart.
 */
export function servePortalOrdering(fake: PortalOrderingFake = {}) {
  let drafts = fake.cart ?? [];
  const cart: FakeCart = {
    add: (draft) => {
      drafts = [draft, ...drafts];
    },
  };
  const changeLine = (call: ApiCall, orderId: number, itemId: number) => {
    const draft = drafts.find((entry) => entry.id === orderId)!;
    const quantity = (call.body as { quantity?: number } | undefined)?.quantity;
    const next = withLines(draft, (groups) =>
      groups.map((group) => ({
        ...group,
        sizes: group.sizes.flatMap((size) =>
          size.itemId !== itemId ? [size] : call.method === 'DELETE' ? [] : [{ ...size, quantity: quantity! }],
        ),
      })),
    );
    drafts = drafts.map((entry) => (entry.id === orderId ? next : entry)).filter((entry) => entry.itemsCount > 0);
    return ok(next, call.method === 'DELETE' ? orderMessages.itemRemoved : orderMessages.quantityChanged);
  };
  const submit = (orderId: number) => {
    if (fake.submitFailure) return fake.submitFailure;
    const draft = drafts.find((entry) => entry.id === orderId)!;
    drafts = drafts.filter((entry) => entry !== draft);
    return ok(anOrder(draft.id, draft.groups), orderMessages.orderSubmitted);
  };
  const server = portalServer({
    shipTo: fake.shipTo,
    ordering: (call) => {
      if (call.method === 'GET' && call.path === DOWNTOWN_CART) return ok(drafts);
      const line = /\/cart\/(\d+)\/items\/(\d+)$/.exec(call.path);
      if (line) return changeLine(call, Number(line[1]), Number(line[2]));
      const submitted = /\/cart\/(\d+)\/submit$/.exec(call.path);
      if (submitted) return submit(Number(submitted[1]));
      return fake.orders?.(call, cart);
    },
  });
  const cartLoads = () => server.calls.filter((call) => call.method === 'GET' && call.path === DOWNTOWN_CART).length;
  return { ...server, cartLoads };
}

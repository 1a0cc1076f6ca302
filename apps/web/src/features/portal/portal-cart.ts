import type { PortalDraft } from '@lineup/contracts/portal-orders';

/**
 * The cart once the server has answered a change of one of its drafts with the draft as it now
 * is: in its place (the server lists drafts by creation, which a change leaves alone), or gone
 * when it has no line left (an emptied draft is nothing to show or submit).
 */
export function cartWithDraft(drafts: readonly PortalDraft[], draft: PortalDraft): PortalDraft[] {
  return drafts.flatMap((entry) => (entry.id !== draft.id ? [entry] : draft.itemsCount > 0 ? [draft] : []));
}

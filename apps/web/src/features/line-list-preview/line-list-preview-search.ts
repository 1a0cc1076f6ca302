import type { PreviewItemStatus } from '@lineup/contracts/line-list-preview';
import { searchChoice, searchQuery } from '@/lib/search-params';

// The route table reads this module with the sign-in pages: the address's rules only.

/** The preview's view filter: all items, or only new, only old or only changed ones. */
export type PreviewView = 'all' | PreviewItemStatus;
export const previewViews: readonly PreviewView[] = ['all', 'new', 'old', 'changed'];

/** The preview's address: its search box and its view filter (all, the default, leaves it). */
export type PreviewSearch = { q?: string; view?: Exclude<PreviewView, 'all'> };

export function previewSearch(search: Record<string, unknown>): PreviewSearch {
  return { q: searchQuery(search.q), view: searchChoice(search.view, ['new', 'old', 'changed'] as const) };
}

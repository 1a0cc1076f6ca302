import type { PreviewParent } from '@lineup/contracts/line-list-preview';
import type { PreviewView } from '@/features/line-list-preview/line-list-preview-search';

function haystack(parent: PreviewParent): string {
  return [
    parent.model_code,
    parent.silhouette,
    parent.color,
    parent.franchise,
    parent.gender,
    parent.attributes.comfort_level,
    parent.attributes.height_range,
    parent.attributes.wear_occasion,
    parent.attributes.target_fit,
    ...parent.children.map((child) => child.sku),
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

/**
 * The parents the table shows: those of the chosen view whose name (silhouette, franchise), style
 * (model code, color, SKU) or keyword (gender, attributes) contains every word of the search.
 */
export function filterPreviewParents(
  parents: readonly PreviewParent[],
  view: PreviewView,
  search: string,
): PreviewParent[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return parents.filter((parent) => {
    if (view !== 'all' && parent.status !== view) return false;
    if (words.length === 0) return true;
    const text = haystack(parent);
    return words.every((word) => text.includes(word));
  });
}

/** The first image of an item, unless there is none or it reads 'No Image'. */
export function firstImage(urls: readonly string[] | undefined): string | null {
  const url = urls?.find((candidate) => candidate.trim() !== '');
  if (!url || url.trim().toLowerCase() === 'no image') return null;
  return url;
}

export function parentImage(parent: PreviewParent): string | null {
  for (const child of parent.children) {
    const url = firstImage(child.image_urls);
    if (url) return url;
  }
  return null;
}

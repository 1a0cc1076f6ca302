import { CATALOG_SEGMENTS, DEFAULT_STORE_SEGMENTATION, STORE_SEGMENTATIONS } from '@lineup/contracts/constants';
import { type BrandFocusType, storeTypeFor } from '@lineup/contracts/stores';
import { brandFocusTexts } from '@lineup/contracts/texts/customers';
import { z } from 'zod';

export type Segmentation = (typeof STORE_SEGMENTATIONS)[number];
type CatalogSegment = (typeof CATALOG_SEGMENTS)[number];

/**
 * One brand of a store's focus, as the form holds it (the brand id as the select's text; an empty
 * catalog segment is 'Not set').
 */
export type BrandFocusRowValues = { brandId: string; segmentation: Segmentation; catalogSegment: CatalogSegment | '' };

/** A newly added brand segmentation defaults to good, without a catalog segment. */
export function newBrandFocusRow(): BrandFocusRowValues {
  return { brandId: '', segmentation: DEFAULT_STORE_SEGMENTATION, catalogSegment: '' };
}

/** A store needs at least one brand segmentation; every row names its brand. */
export const brandFocusFormSchema = z
  .array(
    z.object({
      brandId: z.string().regex(/^\d+$/, { error: brandFocusTexts.chooseBrand }),
      segmentation: z.enum(STORE_SEGMENTATIONS),
      catalogSegment: z.union([z.literal(''), z.enum(CATALOG_SEGMENTS)]),
    }),
  )
  .min(1, { error: brandFocusTexts.brandRequired });

/** Rows with a brand chosen: what the store type counts. */
export function chosenBrandCount(rows: BrandFocusRowValues[]): number {
  return rows.filter((row) => row.brandId !== '').length;
}

/**
 * What is sent: the segmentation list and the type it implies (monobrand with 0 or 1 brands). A
 * brand's catalog segment is named only when set; the list replaces the stored one, so a segment
 * left out is cleared.
 */
export function toBrandFocusType(rows: BrandFocusRowValues[]): BrandFocusType {
  const brandSegmentation = rows
    .filter((row) => row.brandId !== '')
    .map((row) => ({
      brandId: Number(row.brandId),
      segmentation: row.segmentation,
      ...(row.catalogSegment ? { catalogSegment: row.catalogSegment } : {}),
    }));
  return { storeType: storeTypeFor(brandSegmentation.length), brandSegmentation };
}

export function brandFocusToFormValues(focus: BrandFocusType | null | undefined): BrandFocusRowValues[] {
  return (focus?.brandSegmentation ?? []).map((entry) => ({
    brandId: String(entry.brandId),
    segmentation: entry.segmentation,
    catalogSegment: entry.catalogSegment ?? '',
  }));
}

type ErrorLike = { message?: string; root?: { message?: string }; brandId?: { message?: string } } | undefined;

/**
 * The form library's errors for a brand-focus field, as the fields show them: the message about the
 * whole selection (at the field or its root) and one message per row. The errors are an object when
 * the list itself is wrong (no brand) and an array when rows are.
 */
export function brandFocusErrors(errors: unknown): { error?: string; rowErrors?: (string | undefined)[] } {
  if (!errors) return {};
  const list = errors as ErrorLike & ArrayLike<ErrorLike>;
  const error = list.message ?? list.root?.message;
  const rowErrors = Array.isArray(errors) ? (errors as ErrorLike[]).map((row) => row?.brandId?.message) : undefined;
  return { error, rowErrors };
}

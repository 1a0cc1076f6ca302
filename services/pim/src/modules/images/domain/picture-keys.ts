import { PICTURE_FORMATS, PICTURE_VARIANTS, type PictureFormat, type PictureVariant } from '@lineup/contracts/images';

/**
 * Where a picture's files are stored: the original as uploaded, and each variant the resizing job
 * makes. Keyed by the picture's random id, so an address never shows other bytes.
 */
export const pictureOriginalKey = (id: string) => `images/${id}/original`;
export const pictureVariantKey = (id: string, variant: PictureVariant, format: PictureFormat) =>
  `images/${id}/${variant}.${format}`;

/** An uploaded file waiting to be matched and applied, and its small view for the tray. */
export const incomingFileKey = (batchId: string, fileId: string) => `images/incoming/${batchId}/${fileId}`;
export const incomingPreviewKey = (fileId: string) => `images/incoming-previews/${fileId}.webp`;

/** Every file a picture keeps in storage: its original and each variant. */
export const storedFilesOf = (id: string, originalKey: string) => [
  originalKey,
  ...(Object.keys(PICTURE_VARIANTS) as PictureVariant[]).flatMap((variant) =>
    PICTURE_FORMATS.map((format) => pictureVariantKey(id, variant, format)),
  ),
];

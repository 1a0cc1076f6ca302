import { z } from 'zod';
import { imageMessages } from './image-messages';
import {
  PICTURE_FORMATS,
  PICTURE_VARIANTS,
  type Picture,
  type PictureFormat,
  type PictureVariant,
} from './picture-variants';

export { PICTURE_FORMATS, PICTURE_VARIANTS, type Picture, type PictureFormat, type PictureVariant };

/**
 * Product pictures (PIM service). Staff upload many image files, or one .zip of them, for a
 * brand; each file is matched to one of the brand's items by its name through the brand's naming
 * rule, previewed, then applied. The product keeps the originals in its object storage and serves
 * resized variants itself (GET /media/images/{id}/{variant}.{format}, no token: the id is a random
 * UUID only answers about items the caller may see carry).
 *
 *   POST /api/brands/{brandId}/image-uploads                     ImageUploadBatch (addresses to PUT each file to)
 *   POST /api/brands/{brandId}/image-uploads/{batchId}/check     ImageUploadFile[] (each file read and matched)
 *   GET  /api/brands/{brandId}/image-tray                        ImageUploadFile[] (unmatched and ambiguous, every batch)
 *   POST /api/brands/{brandId}/images/apply                      ImagesApplied
 *   POST /api/brands/{brandId}/images/discard                    { discarded }
 *   GET  /api/brands/{brandId}/items/{modelCode}/pictures        Picture[]
 *   DELETE /api/brands/{brandId}/pictures/{pictureId}
 *   PUT  /api/brands/{brandId}/image-naming-rule                 { imageNamingRule }
 */

/** The most bytes one image file may have. */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;
/** The most bytes one .zip of images may have. */
export const IMAGE_ZIP_MAX_BYTES = 1024 * 1024 * 1024;
/** The most a .zip's files may add up to once taken out. */
export const IMAGE_ZIP_MAX_EXPANDED_BYTES = 2 * 1024 * 1024 * 1024;
/** The most files one .zip may hold (folders not counted). */
export const IMAGE_ZIP_MAX_FILES = 2000;
/** The most files one upload may announce (a .zip counts as one). */
export const IMAGE_UPLOAD_MAX_FILES = 2000;
/** The most pixels an image may declare (width × height): past it the file is refused unread. */
export const IMAGE_MAX_PIXELS = 100_000_000;
/** The longest side an image may declare. */
export const IMAGE_MAX_SIDE = 20_000;
/** The most pictures one item may have (positions 1 to this). */
export const PICTURES_PER_ITEM_MAX = 20;

export const imageContentTypes = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export const IMAGE_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const ZIP_CONTENT_TYPE = 'application/zip';

/** A picture as answers carry it: where to find it and its shape (so pages reserve its place). */
export const pictureSchema = z.object({
  id: z.uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
}) satisfies z.ZodType<Picture>;

/**
 * The naming rule a brand sets once: the parts of a file's name in order, among `<model code>`
 * (required), `<color>` and `<n>` (the picture's position). Separators between them are free:
 * underscores, hyphens, spaces and dots are all taken, and case is ignored.
 */
export const IMAGE_NAMING_PARTS = ['<model code>', '<color>', '<n>'] as const;
export const DEFAULT_IMAGE_NAMING_RULE = '<model code>_<color>_<n>';

export const imageNamingRuleSchema = z
  .string()
  .trim()
  .max(100)
  .refine((rule) => {
    const parts: string[] = rule.match(/<[^>]*>/g) ?? [];
    const known = parts.every((part) => (IMAGE_NAMING_PARTS as readonly string[]).includes(part));
    return known && parts.includes('<model code>') && new Set(parts).size === parts.length;
  }, imageMessages.namingRuleInvalid);

export const imageNamingRuleBodySchema = z.object({ imageNamingRule: imageNamingRuleSchema });

export const brandImagesParamsSchema = z.object({ brandId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const imageBatchParamsSchema = brandImagesParamsSchema.extend({ batchId: z.uuid() });
export const itemPicturesParamsSchema = brandImagesParamsSchema.extend({ modelCode: z.string().min(1).max(200) });
export const pictureParamsSchema = brandImagesParamsSchema.extend({ pictureId: z.uuid() });

/** One file the browser is about to send: its own name, size and type. */
export const announcedImageFileSchema = z.object({
  name: z.string().trim().min(1).max(255),
  /** Bytes; anything past the largest .zip is refused by name later, with the size in its reason. */
  size: z.number().int().min(0).max(2_147_483_647),
  contentType: z.string().max(100).default(''),
});
export const imageUploadRequestSchema = z.object({
  files: z.array(announcedImageFileSchema).min(1).max(IMAGE_UPLOAD_MAX_FILES),
});

export const IMAGE_FILE_STATES = [
  'announced',
  'refused',
  'matched',
  'ambiguous',
  'unmatched',
  'applied',
  'discarded',
] as const;
export type ImageFileState = (typeof IMAGE_FILE_STATES)[number];

/** One file of an upload, as announced, read and matched. */
export const imageUploadFileSchema = z.object({
  id: z.uuid(),
  batchId: z.uuid(),
  name: z.string(),
  size: z.number(),
  state: z.enum(IMAGE_FILE_STATES),
  /** Why it was refused (names the reason; the page names the file). */
  refusal: z.string().nullable(),
  /** The item and position it matched (matched), or null. */
  modelCode: z.string().nullable(),
  color: z.string().nullable(),
  position: z.number().nullable(),
  /** The items it could be (ambiguous). */
  candidates: z.array(z.object({ modelCode: z.string(), color: z.string(), silhouette: z.string() })),
  /** An image already at that item and position, which applying replaces. */
  replaces: z.boolean(),
  /** A small view of the file itself, once read (the tray shows it). */
  previewUrl: z.string().nullable(),
});
export type ImageUploadFile = z.infer<typeof imageUploadFileSchema>;

/** Where the browser PUTs each announced file; a file refused at once has no address. */
export const imageUploadBatchSchema = z.object({
  batchId: z.uuid(),
  files: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      upload: z.object({ url: z.string(), headers: z.record(z.string(), z.string()) }).nullable(),
      refusal: z.string().nullable(),
    }),
  ),
});
export type ImageUploadBatch = z.infer<typeof imageUploadBatchSchema>;

/** Apply: the files named; a matched file takes its match unless another item is given. */
export const applyImagesRequestSchema = z.object({
  files: z
    .array(
      z.object({
        id: z.uuid(),
        modelCode: z.string().min(1).max(200).optional(),
        position: z.number().int().min(1).max(PICTURES_PER_ITEM_MAX).optional(),
      }),
    )
    .min(1)
    .max(IMAGE_ZIP_MAX_FILES),
});
export const imagesAppliedSchema = z.object({ applied: z.number(), replaced: z.number() });
export type ImagesApplied = z.infer<typeof imagesAppliedSchema>;

export const discardImagesRequestSchema = z.object({ ids: z.array(z.uuid()).min(1).max(IMAGE_ZIP_MAX_FILES) });

/** A picture of an item as the back office lists it: its position and whether its sizes are made yet. */
export const itemPictureSchema = pictureSchema.extend({
  position: z.number(),
  ready: z.boolean(),
  fileName: z.string().nullable(),
});
export type ItemPicture = z.infer<typeof itemPictureSchema>;

/** GET /media/images/{id}/{variant}.{format}: one variant of a picture (public; the id is random). */
export const PICTURE_FILES = (Object.keys(PICTURE_VARIANTS) as PictureVariant[]).flatMap((variant) =>
  PICTURE_FORMATS.map((format) => `${variant}.${format}` as const),
);
export const pictureFileParamsSchema = z.object({ id: z.uuid(), file: z.enum(PICTURE_FILES) });
/** GET /media/incoming/{fileId}.webp: the small view of an uploaded file waiting to be applied. */
export const incomingPreviewParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.webp$/) });

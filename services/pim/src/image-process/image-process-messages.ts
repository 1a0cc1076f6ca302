import type { PictureFormat, PictureVariant } from '@lineup/contracts/images';

/** Why the image process refused a file: the keys of imageMessages.refusals it answers with. */
export type ImageRefusal =
  | { reason: 'notAnImage' | 'svg' | 'script' | 'animated' | 'unreadable' }
  | { reason: 'tooManyPixels' };

export type ZipRefusal = {
  reason: 'zipUnreadable' | 'zipOutsideRoot' | 'zipNested' | 'zipTooManyFiles' | 'zipTooLarge';
};

/** A file taken out of a .zip into the process's folder, or refused on its own. */
export type ZipEntry = { name: string; path: string; size: number } | { name: string; refusal: 'tooLarge' };

export type ImageRequest =
  /** Checks a file is an image we take, and makes its small view. */
  | { id: number; op: 'inspect'; bytes: Uint8Array }
  /** Makes every variant of an image already inspected. */
  | { id: number; op: 'resize'; bytes: Uint8Array }
  /** Takes the files out of a .zip (at `path`) into `into`, within the limits. */
  | { id: number; op: 'expand-zip'; path: string; into: string };

export type Inspected =
  | { ok: true; width: number; height: number; preview: Uint8Array }
  | ({ ok: false } & ImageRefusal);
export type Resized = { variant: PictureVariant; format: PictureFormat; bytes: Uint8Array }[];
export type Expanded = { ok: true; entries: ZipEntry[] } | ({ ok: false } & ZipRefusal);

export type ImageAnswer =
  /** The process is listening. */
  | { id: 0; ready: true }
  | { id: number; ok: true; result: Inspected | Resized | Expanded }
  | { id: number; ok: false; error: string };

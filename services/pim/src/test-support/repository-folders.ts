import path from 'node:path';

/** The repository's root folder, where a test starts a child process (`npm`'s working folder). */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The repository's samples/ folder: the spreadsheets a first start imports and the demo seeds read. */
export const SAMPLES_FOLDER = path.join(REPOSITORY_ROOT, 'samples');

import path from 'node:path';

/** The repository's samples/ folder: the spreadsheets a first start imports and the demo seeds read. */
export const SAMPLES_FOLDER = path.resolve(import.meta.dirname, '../../../../samples');

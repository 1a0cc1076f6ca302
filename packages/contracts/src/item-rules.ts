/*
 * What an item of a line list may hold, whichever way it comes in (an uploaded file's cells, the
 * preview's Add new item): kept apart from the cell readers so a form can check them without
 * loading those.
 */

/** The highest MSRP a line list holds, in dollars. */
export const MSRP_MAX = 1_000_000;

/** An image address: an http(s) URL, or a file name with its extension (the brand's own image names). */
const IMAGE_ADDRESS = /^(https?:\/\/\S+|[\w.\-/%~+]+\.[a-z0-9]{2,5})$/i;

export const isImageAddress = (text: string): boolean => IMAGE_ADDRESS.test(text);

import { orderMessages } from '@lineup/contracts/order-messages';

/**
 * Quantities as buyers type or paste them. A size left empty (or 0, as a spreadsheet row has for
 * sizes not wanted) orders nothing; anything else must be a whole number of at least 1. The upper
 * limit is the server's to check: its answer says it.
 */

const WHOLE = /^\d+$/;

/** The cells of a row pasted from a spreadsheet (tab- or comma-separated, first line only); null for a single value. */
export function pastedRow(text: string): string[] | null {
  const firstLine =
    text
      .replace(/\r/g, '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? '';
  if (!/[\t,;]/.test(firstLine)) return null;
  return firstLine.split(/[\t,;]/).map((cell) => cell.trim());
}

/** Fills `values` from `start` with the pasted cells (cells past the last size are dropped). */
export function fillRow(values: readonly string[], start: number, cells: readonly string[]): string[] {
  return values.map((value, index) => (index >= start && index - start < cells.length ? cells[index - start]! : value));
}

/** The pasted cells holding something past the last size: fillRow leaves them out, and the user is told. */
export function cellsPastLastSize(sizes: number, start: number, cells: readonly string[]): number {
  return cells.slice(Math.max(0, sizes - start)).filter((cell) => cell.trim() !== '').length;
}

/** One typed quantity: a whole number of at least 1, null for nothing, or the message saying why not. */
export function readQuantity(text: string): { quantity: number | null } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { quantity: null };
  if (!WHOLE.test(trimmed)) return { problem: orderMessages.invalidQuantity };
  const quantity = Number(trimmed);
  return { quantity: quantity === 0 ? null : quantity };
}

/** Units the typed quantities add up to (cells that are no whole number count for nothing). */
export function unitsOf(values: readonly string[]): number {
  return values.reduce((sum, value) => {
    const read = readQuantity(value);
    return 'quantity' in read && read.quantity !== null ? sum + read.quantity : sum;
  }, 0);
}

/** The grid's quantities as the SKUs to add, or the first problem (with the index of its cell). */
export function readSizeRun(
  skus: readonly { sku: string }[],
  values: readonly string[],
): { items: { sku: string; quantity: number }[] } | { problem: string; index: number } {
  const items: { sku: string; quantity: number }[] = [];
  for (const [index, { sku }] of skus.entries()) {
    const read = readQuantity(values[index] ?? '');
    if ('problem' in read) return { problem: read.problem, index };
    if (read.quantity !== null) items.push({ sku, quantity: read.quantity });
  }
  return { items };
}

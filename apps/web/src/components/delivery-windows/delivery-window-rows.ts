import {
  type DeliveryWindow,
  type DeliveryWindowInput,
  deliveryWindowsSchema,
  windowBeforeDateSent,
} from '@lineup/contracts/delivery-windows';
import { deliveryWindowTexts } from '@lineup/contracts/texts/line-lists';

/** One row of the editor: a window as typed so far (a date null until picked); `id` keeps a saved one. */
export type DeliveryWindowRow = {
  /** The row's React key: a row keeps it while rows before it are removed. */
  key: string;
  id?: number;
  name: string;
  shipStart: string | null;
  cancelDate: string | null;
};

export type DeliveryWindowField = 'name' | 'shipStart' | 'cancelDate';
export type DeliveryWindowRowProblems = Partial<Record<DeliveryWindowField, string>>;
export type DeliveryWindowsProblems = {
  /** Per row, in the rows' order: each refusal sits next to its field. */
  rows: DeliveryWindowRowProblems[];
  /** A refusal of the whole set (too many windows). */
  list: string | null;
  valid: boolean;
};

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return `window-${lastKey}`;
};

export const emptyDeliveryWindowRow = (): DeliveryWindowRow => ({
  key: newKey(),
  name: '',
  shipStart: null,
  cancelDate: null,
});

/** A saved line list's windows as rows, each keeping its id. */
export function deliveryWindowRowsOf(windows: readonly DeliveryWindow[] | null | undefined): DeliveryWindowRow[] {
  return (windows ?? []).map((window) => ({
    key: newKey(),
    id: window.id,
    name: window.name,
    shipStart: window.shipStart,
    cancelDate: window.cancelDate,
  }));
}

/** The rows as the requests send them: the whole set, ids kept, names trimmed. */
export function deliveryWindowsOf(rows: readonly DeliveryWindowRow[]): DeliveryWindowInput[] {
  return rows.map((row) => ({
    ...(row.id !== undefined && { id: row.id }),
    name: row.name.trim(),
    shipStart: row.shipStart ?? '',
    cancelDate: row.cancelDate ?? '',
  }));
}

const FIELDS: readonly string[] = ['name', 'shipStart', 'cancelDate'];

/**
 * What refuses the rows, by the contract's own checks (deliveryWindowsSchema, and each window's
 * ship start against the Date Sent with windowBeforeDateSent), so the form refuses what the server
 * would. A date not picked yet is said first: the calendar-date message about '' would say nothing useful.
 */
export function deliveryWindowsProblems(
  rows: readonly DeliveryWindowRow[],
  dateSent: string | null,
): DeliveryWindowsProblems {
  const problems: DeliveryWindowRowProblems[] = rows.map((row) => ({
    ...(row.shipStart === null && { shipStart: deliveryWindowTexts.shipStartRequired }),
    ...(row.cancelDate === null && { cancelDate: deliveryWindowTexts.cancelDateRequired }),
  }));
  let list: string | null = null;
  const checked = deliveryWindowsSchema.safeParse(deliveryWindowsOf(rows));
  for (const issue of checked.success ? [] : checked.error.issues) {
    const [index, field] = issue.path;
    const row = typeof index === 'number' ? problems[index] : undefined;
    if (row && typeof field === 'string' && FIELDS.includes(field)) {
      row[field as DeliveryWindowField] ??= issue.message;
    } else list ??= issue.message;
  }
  rows.forEach((row, index) => {
    if (row.shipStart === null) return;
    const early = windowBeforeDateSent([{ name: row.name.trim(), shipStart: row.shipStart }], dateSent);
    if (early) problems[index]!.shipStart ??= early;
  });
  const valid = list === null && problems.every((row) => Object.keys(row).length === 0);
  return { rows: problems, list, valid };
}

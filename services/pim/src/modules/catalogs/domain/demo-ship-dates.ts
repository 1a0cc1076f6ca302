import { CROCS_LINE_LIST_COLUMNS } from '@lineup/contracts/uploads';
import ExcelJS from 'exceljs';

/**
 * The demo line lists' expected ship dates. The sample files of samples/ are committed with fixed
 * days, while the demo is seeded on a first start at any date: before importing a sample, the
 * seed moves every ship date of its file by the same number of days, so that the earliest lands on
 * the day it asks for and the others keep their spacing. The file stays the one the pipeline
 * reads (the stored upload and the items agree).
 */

const SHIP_DATE_HEADER = CROCS_LINE_LIST_COLUMNS.find((column) => column.field === 'expected_shipped_date')!.header;
const DAY_MS = 86_400_000;

/** A calendar day `days` after (or before) `day`. */
export const shiftDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A demo line list's first ship day: two weeks after the latest of today and the days the line
 * list is given (its Date Sent, its deadline for orders), so that no item ships before the line
 * list goes out, before its orders are in, or in the past.
 */
export function firstDemoShipDay(today: string, days: readonly (string | null | undefined)[]): string {
  const latest = days.reduce<string>((last, day) => (day && day > last ? day : last), today);
  return shiftDays(latest, 14);
}

/**
 * A sample Crocs line list (.xlsx, its header on the first row of its first sheet) with its ship
 * dates moved so the earliest falls on `firstShipDay`. The samples are the product's own files,
 * read at a first start only: unlike an upload, they are read in the server's process. A file
 * without a ship date column or dates in it has nothing to move and is imported as it is (the
 * demo seed's test reads every seeded ship date).
 */
export async function withShipDatesFrom(bytes: Buffer, firstShipDay: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return bytes;
  let column = 0;
  sheet.getRow(1).eachCell((cell, number) => {
    if (String(cell.value).trim() === SHIP_DATE_HEADER) column = number;
  });
  if (column === 0) return bytes;
  const dates: { row: number; value: Date }[] = [];
  for (let row = 2; row <= sheet.rowCount; row++) {
    const value = sheet.getRow(row).getCell(column).value;
    if (value instanceof Date) dates.push({ row, value });
  }
  if (dates.length === 0) return bytes;
  const earliest = Math.min(...dates.map((date) => date.value.getTime()));
  const shift = Date.parse(`${firstShipDay}T00:00:00Z`) - earliest;
  for (const { row, value } of dates) sheet.getRow(row).getCell(column).value = new Date(value.getTime() + shift);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

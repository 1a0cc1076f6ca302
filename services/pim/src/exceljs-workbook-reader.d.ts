/**
 * exceljs's streaming workbook reader, imported on its own (the package's main module also loads
 * the writers and the whole document model, which the reading process does not need). Its members
 * are described where they are used (parser/sheet-rows.ts).
 */
declare module 'exceljs/lib/stream/xlsx/workbook-reader.js' {
  import type { Readable } from 'node:stream';
  const WorkbookReader: new (input: Readable, options: Record<string, string>) => unknown;
  export default WorkbookReader;
}

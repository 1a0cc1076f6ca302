/**
 * The exceljs 4.4.0 modules the .xlsx reader takes one by one (xlsx-parts.ts): the part parsers
 * and the streaming worksheet reader, without lib/stream/xlsx/workbook-reader.js, whose zip
 * reader (unzipper) the reading process never uses and would spend a third of its start-up loading.
 */
declare module 'exceljs/lib/xlsx/xform/core/relationships-xform.js' {
  const RelationshipsXform: new () => { parseStream(stream: AsyncIterable<unknown>): Promise<unknown> };
  export default RelationshipsXform;
}
declare module 'exceljs/lib/xlsx/xform/book/workbook-xform.js' {
  const WorkbookXform: new () => {
    parseStream(stream: AsyncIterable<unknown>): Promise<unknown>;
    model?: unknown;
    map: { workbookPr: unknown };
  };
  export default WorkbookXform;
}
declare module 'exceljs/lib/xlsx/xform/style/styles-xform.js' {
  const StyleManager: new () => { parseStream(stream: AsyncIterable<unknown>): Promise<unknown> };
  export default StyleManager;
}
declare module 'exceljs/lib/stream/xlsx/worksheet-reader.js' {
  const WorksheetReader: new (options: {
    workbook: unknown;
    id: string;
    iterator: AsyncIterable<unknown>;
    options: Record<string, string>;
  }) => unknown;
  export default WorksheetReader;
}
declare module 'exceljs/lib/utils/parse-sax.js' {
  type SaxEvent = { eventType: 'opentag' | 'closetag'; value: { name: string } } | { eventType: 'text'; value: string };
  const parseSax: (iterable: AsyncIterable<unknown>) => AsyncIterable<SaxEvent[]>;
  export default parseSax;
}
declare module 'exceljs/lib/utils/iterate-stream.js' {
  import type { Readable } from 'node:stream';

  const iterateStream: (stream: Readable) => AsyncIterable<unknown>;
  export default iterateStream;
}

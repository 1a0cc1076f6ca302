import { lineSheetTexts } from '@lineup/contracts/line-sheets';
import PDFDocument from 'pdfkit';
import type { PimDb } from '../../../db/database';
import type { ObjectStorage } from '../../../storage/storage';
import { drawCover, drawStylesPage, PAGE, pagesOf, STYLES_PER_PAGE } from './line-sheet-pdf';
import type { LineSheet } from './line-sheet-source';
import { type LineSheetStyle, lineSheetStyles } from './line-sheet-styles';

/** Styles read (rows, prices, pictures) per step: four pages. */
const STYLES_PER_BATCH = STYLES_PER_PAGE * 4;
/** Bytes the stream keeps ready for a slow reader before it stops drawing. */
const STREAM_BUFFER_BYTES = 1024 * 1024;

/**
 * The line sheet as a PDF stream. Drawing follows the reader: each time the stream wants more it
 * reads the next batch of styles and draws their pages, and pdfkit writes each page out when the
 * next begins (no page is kept), so a sheet of thousands of styles never sits whole in memory. A
 * failure after the first bytes can only end the stream (the answer's status is already sent).
 */
export function lineSheetStream(
  deps: { db: PimDb; storage: ObjectStorage },
  sheet: LineSheet,
): ReadableStream<Uint8Array> {
  const pages = pagesOf(sheet.stylesCount);
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: 0,
    autoFirstPage: false,
    bufferPages: false,
    info: { Title: `${sheet.cover.brandName} ${sheet.cover.lineListName} ${lineSheetTexts.title}` },
  });
  const styles = lineSheetStyles(deps, sheet, STYLES_PER_BATCH);
  const waiting: LineSheetStyle[] = [];
  let page = 1;
  let finished = false;

  const drawPage = () => {
    page += 1;
    doc.addPage();
    drawStylesPage(doc, sheet, waiting.splice(0, STYLES_PER_PAGE), page, pages);
  };
  const stop = () => {
    finished = true;
    void styles.return(undefined);
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        doc.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
        doc.on('end', () => controller.close());
        doc.on('error', (error) => {
          stop();
          doc.removeAllListeners('data');
          controller.error(error);
        });
        doc.addPage();
        drawCover(doc, sheet, pages);
      },
      async pull(controller) {
        if (finished) return;
        try {
          const next = await styles.next();
          if (next.done) {
            while (waiting.length > 0) drawPage();
            finished = true;
            doc.end();
            return;
          }
          waiting.push(...next.value);
          while (waiting.length >= STYLES_PER_PAGE) drawPage();
        } catch (error) {
          stop();
          doc.removeAllListeners('data');
          controller.error(error);
        }
      },
      cancel() {
        stop();
        doc.removeAllListeners('data');
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: STREAM_BUFFER_BYTES }),
  );
}

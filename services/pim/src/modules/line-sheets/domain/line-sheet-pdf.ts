import { lineSheetDate, lineSheetMargin, lineSheetMoney, lineSheetTexts } from '@lineup/contracts/line-sheets';
import { storeMarginPercent } from '@lineup/contracts/store-prices';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { lineListTypeLabel } from '@lineup/contracts/texts/line-list-types';
import type PDFDocument from 'pdfkit';
import type { LineSheet } from './line-sheet-source';
import type { LineSheetStyle } from './line-sheet-styles';

/**
 * How a line sheet is drawn: US Letter, a cover, then pages of six styles (two columns, three
 * rows), each page with the catalog's name on top and its number below. Every position is set
 * here, inside the margins, so pdfkit never breaks a page on its own: pages come only from
 * `startPage`, and the page count is known before the first is drawn.
 */

type Doc = InstanceType<typeof PDFDocument>;

export const PAGE = { size: 'LETTER', width: 612, height: 792, margin: 36 } as const;
const COLUMNS = 2;
const ROWS = 3;
export const STYLES_PER_PAGE = COLUMNS * ROWS;
const HEADER = 28;
const FOOTER = 22;
const GAP = 14;
const PADDING = 10;
const PICTURE_HEIGHT = 118;
const LINE = 13;
/** The price line's three parts (MSRP, wholesale, margin), as shares of a block's width. */
const PRICE_SHARES = [0.305, 0.395, 0.3] as const;

const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#d9dee3';
const PLACEHOLDER = '#eef0f2';

/** The sheet's pages: the cover, then one per STYLES_PER_PAGE styles. */
export const pagesOf = (stylesCount: number) => 1 + Math.ceil(stylesCount / STYLES_PER_PAGE);

const catalogLabel = (sheet: LineSheet) => lineSheetTexts.catalog(catalogTexts.typeLabels[sheet.catalogType]);

/** One line of text cut with an ellipsis to `width`. */
function line(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.text(text, x, y, { width, height: LINE, lineBreak: false, ellipsis: true });
}

function footer(doc: Doc, page: number, pages: number) {
  const { width, height, margin } = PAGE;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  line(doc, lineSheetTexts.page(page, pages), margin, height - margin - 10, width - 2 * margin);
}

export function drawCover(doc: Doc, sheet: LineSheet, pages: number) {
  const { cover } = sheet;
  const { width, margin } = PAGE;
  const inner = width - 2 * margin;
  let y = 150;
  doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(lineSheetTexts.title.toUpperCase(), margin, y, {
    width: inner,
    characterSpacing: 2,
  });
  y += 28;
  doc.font('Helvetica-Bold').fontSize(32).fillColor(INK).text(cover.brandName, margin, y, { width: inner, height: 80 });
  y = doc.y + 10;
  doc.font('Helvetica').fontSize(20).text(cover.lineListName, margin, y, { width: inner, height: 60 });
  y = doc.y + 6;
  doc.fontSize(14).fillColor(MUTED).text(catalogLabel(sheet), margin, y, { width: inner });
  y = doc.y + 30;
  doc
    .moveTo(margin, y)
    .lineTo(width - margin, y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  y += 20;
  const seasonYear = [cover.season, cover.year].filter((part) => part !== null && part !== '').join(' ');
  const facts: [string, string | null][] = [
    ['', seasonYear || null],
    ['', lineListTypeLabel(cover.lineListType)],
    [lineSheetTexts.dateSent, lineSheetDate(cover.dateSent)],
    [lineSheetTexts.deadline, lineSheetDate(cover.deadline)],
    [lineSheetTexts.availability, lineSheetDate(cover.availability)],
  ];
  for (const [label, value] of facts) {
    if (value === null) continue;
    doc.font('Helvetica').fontSize(12).fillColor(INK);
    line(doc, label ? `${label}: ${value}` : value, margin, y, inner);
    y += 20;
  }
  y += 16;
  doc.fillColor(MUTED);
  line(doc, lineSheetTexts.styles(cover.stylesCount), margin, y, inner);
  y += 20;
  line(
    doc,
    cover.storeName === null ? lineSheetTexts.brandPrices : lineSheetTexts.preparedFor(cover.storeName),
    margin,
    y,
    inner,
  );
  footer(doc, 1, pages);
}

function placeholder(doc: Doc, x: number, y: number, w: number, h: number) {
  doc.rect(x, y, w, h).fillColor(PLACEHOLDER).fill();
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(lineSheetTexts.noImage, x, y + h / 2 - 5, { width: w, align: 'center', lineBreak: false });
}

function drawStyle(doc: Doc, style: LineSheetStyle, x: number, y: number, w: number, h: number) {
  doc.roundedRect(x, y, w, h, 4).lineWidth(0.75).strokeColor(RULE).stroke();
  const inner = w - 2 * PADDING;
  const top = y + PADDING;
  let drawn = false;
  if (style.picture) {
    try {
      doc.image(style.picture, x + PADDING, top, { fit: [inner, PICTURE_HEIGHT], align: 'center', valign: 'center' });
      drawn = true;
    } catch {
      // A stored file that is no JPEG pdfkit can read shows the placeholder.
    }
  }
  if (!drawn) placeholder(doc, x + PADDING, top, inner, PICTURE_HEIGHT);
  let ty = top + PICTURE_HEIGHT + 8;
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK);
  line(doc, style.silhouette, x + PADDING, ty, inner);
  ty += LINE + 1;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  line(doc, `${lineSheetTexts.color}: ${style.color}`, x + PADDING, ty, inner);
  ty += LINE;
  line(doc, `${lineSheetTexts.model}: ${style.modelCode}`, x + PADDING, ty, inner);
  ty += LINE;
  line(doc, `${lineSheetTexts.sizes}: ${style.sizes.join(', ')}`, x + PADDING, ty, inner);
  ty += LINE;
  // The prices as a buyer reads them: what the store sells at, what it pays, and the margin between.
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(INK);
  const prices = [
    `${lineSheetTexts.msrp} ${lineSheetMoney(style.msrp)}`,
    `${lineSheetTexts.wholesale} ${lineSheetMoney(style.wholesale)}`,
    `${lineSheetTexts.margin} ${lineSheetMargin(storeMarginPercent(style.msrp, style.wholesale))}`,
  ];
  let px = x + PADDING;
  prices.forEach((text, i) => {
    const width = inner * PRICE_SHARES[i]!;
    line(doc, text, px, ty, width);
    px += width;
  });
}

/** One page of up to STYLES_PER_PAGE styles, the catalog's name above them and the page's number below. */
export function drawStylesPage(doc: Doc, sheet: LineSheet, styles: LineSheetStyle[], page: number, pages: number) {
  const { width, height, margin } = PAGE;
  const inner = width - 2 * margin;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  line(doc, `${sheet.cover.brandName} · ${sheet.cover.lineListName} · ${catalogLabel(sheet)}`, margin, margin, inner);
  const cellWidth = (inner - GAP * (COLUMNS - 1)) / COLUMNS;
  const gridTop = margin + HEADER;
  const cellHeight = (height - 2 * margin - HEADER - FOOTER - GAP * (ROWS - 1)) / ROWS;
  styles.forEach((style, i) => {
    const column = i % COLUMNS;
    const row = Math.floor(i / COLUMNS);
    drawStyle(
      doc,
      style,
      margin + column * (cellWidth + GAP),
      gridTop + row * (cellHeight + GAP),
      cellWidth,
      cellHeight,
    );
  });
  footer(doc, page, pages);
}

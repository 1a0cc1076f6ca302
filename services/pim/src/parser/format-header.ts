import { importText } from '@lineup/contracts/import-cell-values';
import type { ImportField, ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import { normalizeHeaderText } from '@lineup/contracts/import-format-headers';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { columnLetter, headerDistance } from '@lineup/contracts/import-format-suggest';
import { uploadMessages } from '@lineup/contracts/messages';
import type { ProblemList } from './problem-list';
import type { CellValue } from './sheet-values';

/** Names a saved format in messages; version null is the built-in Crocs format. */
export type FormatLabel = { brand: string; version: number | null };

/** A mapped column found in the header row: where it is and the name messages give it. */
export type FoundColumn = { index: number; header: string };
export type SizeColumnAt = { index: number; header: string; size: string };
/** The header row read with a format: each mapped field's column, and the size columns present. */
export type FileColumns = { fields: Map<ImportField, FoundColumn>; sizes: SizeColumnAt[] };

/**
 * The header row checked against the format. Every mapped column must be there (under its header
 * or an alias); a missing one is named, with the header that looks like a misspelling of it if
 * there is one. In the wide layout the size columns may be fewer than the format's (a season
 * without size 6), but not none. A mapped column's header may head one column only. With
 * `extraColumns: 'refuse'` a header that is neither mapped, a size column, nor ignored is a
 * problem too, and a saved format's refusal says the file does not match it. A row that names no
 * column of the format at all is one problem. Answers null when the header has problems (added to
 * `problems`): the rows are not read.
 */
export function findFileColumns(
  cells: readonly CellValue[],
  headerRow: number,
  format: ImportFormatDefinition,
  label: FormatLabel | undefined,
  problems: ProblemList,
): FileColumns | null {
  const builtIn = !label || label.version === null;
  const texts = cells.map(importText);
  const indexOf = new Map<string, number>();
  texts.forEach((text, index) => {
    const key = normalizeHeaderText(text);
    if (key && !indexOf.has(key)) indexOf.set(key, index);
  });
  const used = new Set<number>();
  const find = (names: readonly string[]) => {
    const index = names.map((name) => indexOf.get(normalizeHeaderText(name))).find((i) => i !== undefined);
    if (index !== undefined) used.add(index);
    return index;
  };

  const fields = new Map<ImportField, FoundColumn>();
  const missing: string[] = [];
  for (const column of format.columns) {
    const index = find([column.header, ...(column.aliases ?? [])]);
    if (index === undefined) missing.push(column.header);
    else fields.set(column.field, { index, header: column.header });
  }
  const sizes: SizeColumnAt[] = [];
  if (format.layout === 'wide') {
    for (const { header, size } of format.sizeColumns) {
      const index = find([header]);
      if (index !== undefined) sizes.push({ index, header, size });
    }
    if (sizes.length === 0) missing.push(...format.sizeColumns.map((c) => c.header));
  }
  // Not one column the format reads: a row of data, or another brand's file. Its cells are no
  // unknown columns to list one by one, and no column of the format is missing from a header.
  if (fields.size === 0 && sizes.length === 0) {
    const message = importFormatMessages.headerRowNamesNoColumn(headerRow, label?.brand ?? null);
    problems.add({ row: headerRow, column: null, value: null, message });
    return null;
  }
  const mapped = new Set(used);
  for (const header of format.ignoredHeaders) find([header]);
  // Every header that names a known column (also a second column under the same header).
  const isKnown = (index: number) => used.has(index) || used.has(indexOf.get(normalizeHeaderText(texts[index]!))!);

  // A second column under a mapped column's header: the format reads the first, and what the
  // second holds would be lost without a word.
  let doubled = false;
  texts.forEach((text, index) => {
    const first = indexOf.get(normalizeHeaderText(text));
    if (first === undefined || first === index || !mapped.has(first)) return;
    doubled = true;
    const [firstCell, cell] = [first, index].map((i) => `${columnLetter(i)}${headerRow}`);
    problems.add({
      row: headerRow,
      column: columnLetter(index),
      value: text,
      message: uploadMessages.mappedHeaderTwice(text, firstCell!, cell!),
    });
  });

  const named = new Set<number>();
  for (const header of missing) {
    const misspelling = nearestUnknown(texts, header, (index) => isKnown(index) || named.has(index));
    if (misspelling !== undefined) named.add(misspelling);
    const cell = misspelling === undefined ? null : `${columnLetter(misspelling)}${headerRow}`;
    const message =
      misspelling !== undefined
        ? uploadMessages.misspelledColumn(texts[misspelling]!, cell!, header)
        : builtIn
          ? uploadMessages.missingColumn(header)
          : importFormatMessages.missingColumnInRow(header, headerRow);
    problems.add({
      row: headerRow,
      column: misspelling === undefined ? null : columnLetter(misspelling),
      value: misspelling === undefined ? null : texts[misspelling]!,
      message,
    });
  }
  const unknown: string[] = [];
  if (format.extraColumns === 'refuse') {
    texts.forEach((text, index) => {
      if (!text || isKnown(index)) return;
      unknown.push(text);
      if (named.has(index)) return;
      const message = importFormatMessages.unknownColumn(text, `${columnLetter(index)}${headerRow}`);
      problems.add({ row: headerRow, column: columnLetter(index), value: text, message });
    });
  }
  if (missing.length === 0 && unknown.length === 0 && !doubled) return { fields, sizes };
  if (!builtIn && format.extraColumns === 'refuse') {
    problems.headline = importFormatMessages.fileDoesNotMatchFormat(label.brand, label.version!, missing, unknown);
  }
  return null;
}

/** The unknown header nearest to a missing one, within a third of its length (a misspelling). */
function nearestUnknown(texts: readonly string[], header: string, known: (index: number) => boolean) {
  const target = normalizeHeaderText(header);
  const limit = Math.max(1, Math.floor(target.length / 3));
  let best: { index: number; distance: number } | undefined;
  texts.forEach((text, index) => {
    if (!text || known(index)) return;
    const distance = headerDistance(normalizeHeaderText(text), target);
    if (distance <= limit && (!best || distance < best.distance)) best = { index, distance };
  });
  return best?.index;
}

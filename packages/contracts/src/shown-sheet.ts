/**
 * The sheet a line list is read from: the first one in workbook order that is not hidden, the one
 * a person opening the file sees first (a hidden sheet of notes or lookups comes before it in many
 * brands' files). The server's readers, the upload dialog's preview and its annotated file all
 * take this one. A workbook whose sheets are all hidden (Excel does not write one) reads its first.
 */
export function firstShownSheet<T extends { state?: string }>(sheets: readonly T[]): T | undefined {
  return sheets.find((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden') ?? sheets[0];
}

/** The same for a workbook as SheetJS reads it: its sheet names, and 1 or 2 in `Hidden` for a hidden one. */
export function firstShownSheetName(workbook: {
  SheetNames: readonly string[];
  Workbook?: { Sheets?: readonly { Hidden?: number }[] };
}): string | undefined {
  const sheets = workbook.SheetNames.map((name, i) => ({
    name,
    state: workbook.Workbook?.Sheets?.[i]?.Hidden ? 'hidden' : undefined,
  }));
  return firstShownSheet(sheets)?.name;
}

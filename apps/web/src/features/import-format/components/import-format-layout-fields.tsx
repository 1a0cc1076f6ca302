import type { SampleRow } from '@lineup/contracts/import-formats';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { type ImportFormatDraft, rowCells } from '@/features/import-format/import-format-draft';

/** A header-row option names the row by its first few cells, so staff recognise the header. */
const CELLS_NAMED = 4;
const CELLS_TEXT_MAX = 60;

function rowSummary(rows: readonly SampleRow[], row: number): string {
  const text = rowCells(rows, row)
    .map((cell) => cell.trim())
    .filter(Boolean)
    .slice(0, CELLS_NAMED)
    .join(', ');
  return text.length > CELLS_TEXT_MAX ? `${text.slice(0, CELLS_TEXT_MAX - 1)}…` : text;
}

type LayoutChange = Partial<Pick<ImportFormatDraft, 'sizeCells' | 'extraColumns'>>;

/** The header row, the layout (and what size cells hold in the wide one) and the extra-column rule. */
export function ImportFormatLayoutFields({
  draft,
  rows,
  headerRows,
  onHeaderRow,
  onLayout,
  onChange,
}: {
  draft: ImportFormatDraft;
  rows: readonly SampleRow[];
  headerRows: number;
  onHeaderRow: (row: number) => void;
  onLayout: (layout: ImportFormatDraft['layout']) => void;
  onChange: (change: LayoutChange) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField id={`${id}-header-row`} label={importFormatTexts.headerRow} hint={importFormatTexts.headerRowHint}>
        <NativeSelect value={draft.headerRow} onChange={(event) => onHeaderRow(Number(event.target.value))}>
          {Array.from({ length: headerRows }, (_, position) => position + 1).map((row) => (
            <option key={row} value={row}>
              {importFormatTexts.headerRowOption(row, rowSummary(rows, row))}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-layout`} label={importFormatTexts.layout}>
        <NativeSelect
          value={draft.layout}
          onChange={(event) => onLayout(event.target.value as ImportFormatDraft['layout'])}
        >
          <option value="narrow">{importFormatTexts.layoutNarrow}</option>
          <option value="wide">{importFormatTexts.layoutWide}</option>
        </NativeSelect>
      </FormField>
      {draft.layout === 'wide' ? (
        <FormField id={`${id}-size-cells`} label={importFormatTexts.sizeCells}>
          <NativeSelect
            value={draft.sizeCells}
            onChange={(event) => onChange({ sizeCells: event.target.value as ImportFormatDraft['sizeCells'] })}
          >
            <option value="upc">{importFormatTexts.sizeCellsUpc}</option>
            <option value="quantity">{importFormatTexts.sizeCellsQuantity}</option>
          </NativeSelect>
        </FormField>
      ) : null}
      <FormField id={`${id}-extra-columns`} label={importFormatTexts.extraColumns}>
        <NativeSelect
          value={draft.extraColumns}
          onChange={(event) => onChange({ extraColumns: event.target.value as ImportFormatDraft['extraColumns'] })}
        >
          <option value="ignore">{importFormatTexts.extraColumnsIgnore}</option>
          <option value="refuse">{importFormatTexts.extraColumnsRefuse}</option>
        </NativeSelect>
      </FormField>
    </div>
  );
}

import { seasonFromText } from '@lineup/contracts/import-format-suggest';
import type { SampleRow } from '@lineup/contracts/import-formats';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type SeasonDraft, sampleCellValue } from '@/features/import-format/import-format-draft';

const SOURCES = [
  { from: 'sheet-name', label: importFormatTexts.seasonFromSheet },
  { from: 'cell', label: importFormatTexts.seasonFromCell },
  { from: 'fixed', label: importFormatTexts.seasonFixed },
] as const;

const seasonText = (found: { season: string; year: number } | null) =>
  found ? importFormatTexts.seasonAndYear(found.season, found.year) : null;

/**
 * Where the season and year come from: the sheet's name, a cell above the header row, or fixed.
 * Each source shows what it gives on the sample, so staff see a wrong choice before saving.
 */
export function ImportFormatSeasonFields({
  season,
  sheetName,
  rows,
  onChange,
}: {
  season: SeasonDraft;
  sheetName: string;
  rows: readonly SampleRow[];
  onChange: (season: SeasonDraft) => void;
}) {
  const id = useId();
  const cell = season.cell.trim().toUpperCase();
  const cellValue = sampleCellValue(rows, cell);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">{importFormatTexts.seasonHeading}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
        {SOURCES.map((source) => (
          <label key={source.from} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-season-source`}
              value={source.from}
              checked={season.from === source.from}
              onChange={() => onChange({ ...season, from: source.from })}
              className="size-4 accent-primary"
            />
            {source.label}
          </label>
        ))}
      </div>
      {season.from === 'sheet-name' ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {importFormatTexts.sheetGives(sheetName, seasonText(seasonFromText(sheetName)))}
        </p>
      ) : null}
      {season.from === 'cell' ? (
        <FormField
          id={`${id}-cell`}
          label={importFormatTexts.seasonCell}
          className="max-w-xs"
          hint={cell ? importFormatTexts.cellGives(cell, cellValue, seasonText(seasonFromText(cellValue))) : undefined}
        >
          <Input
            value={season.cell}
            placeholder={importFormatTexts.seasonCellPlaceholder}
            maxLength={4}
            autoComplete="off"
            onChange={(event) => onChange({ ...season, cell: event.target.value })}
          />
        </FormField>
      ) : null}
      {season.from === 'fixed' ? (
        <div className="grid max-w-md grid-cols-2 gap-3">
          <FormField id={`${id}-season`} label={importFormatTexts.season}>
            <Input
              value={season.season}
              placeholder={importFormatTexts.seasonPlaceholder}
              maxLength={50}
              onChange={(event) => onChange({ ...season, season: event.target.value })}
            />
          </FormField>
          <FormField id={`${id}-year`} label={importFormatTexts.year}>
            <Input
              value={season.year}
              inputMode="numeric"
              maxLength={4}
              onChange={(event) => onChange({ ...season, year: event.target.value })}
            />
          </FormField>
        </div>
      ) : null}
    </fieldset>
  );
}

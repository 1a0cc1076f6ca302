import { IMPORT_HEADER_SEARCH_ROWS, type ImportFormatSample } from '@lineup/contracts/import-formats';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { useSaveImportFormat } from '@/features/import-format/api/save-import-format';
import { ImportFormatColumnsTable } from '@/features/import-format/components/import-format-columns-table';
import { ImportFormatLayoutFields } from '@/features/import-format/components/import-format-layout-fields';
import { ImportFormatPreviewTable } from '@/features/import-format/components/import-format-preview-table';
import { ImportFormatSeasonFields } from '@/features/import-format/components/import-format-season-fields';
import {
  definitionFromDraft,
  definitionProblems,
  draftFromDefinition,
  headerCellsOf,
  reproposeDraft,
  withLayout,
} from '@/features/import-format/import-format-draft';
import { sizeColumnProblems } from '@/features/import-format/import-format-size-cells';

/**
 * The format of a sample, proposed by the server and checked by staff: header row, columns,
 * layout, season, and the first rows as they would import. What the contract schema refuses is
 * listed beside the form as it changes, and Save sends nothing while it does; a refusal of the
 * server shows there too. Saved or discarded, the section returns to its summary.
 */
export function ImportFormatEditor({
  brandId,
  sample,
  onClose,
}: {
  brandId: number;
  sample: ImportFormatSample;
  onClose: () => void;
}) {
  const id = useId();
  const problemsRef = useRef<HTMLElement>(null);
  const save = useSaveImportFormat(brandId);
  const [draft, setDraft] = useState(() => draftFromDefinition(sample.proposal, sample.rows));
  const cells = useMemo(() => headerCellsOf(sample.rows, draft.headerRow), [sample.rows, draft.headerRow]);
  const definition = useMemo(() => definitionFromDraft(draft, sample.rows), [draft, sample.rows]);
  const problems = useMemo(
    () => [...definitionProblems(definition), ...sizeColumnProblems(definition, sample.rows)],
    [definition, sample.rows],
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (problems.length > 0) {
      problemsRef.current?.focus();
      return;
    }
    save.mutate(definition, { onSuccess: onClose });
  };

  return (
    <form className="flex flex-col gap-6" onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className="text-base font-semibold break-words">
        {importFormatTexts.editorHeading(sample.fileName, sample.sheetName)}
      </h3>
      <ImportFormatLayoutFields
        draft={draft}
        rows={sample.rows}
        headerRows={IMPORT_HEADER_SEARCH_ROWS}
        onHeaderRow={(headerRow) => setDraft((current) => reproposeDraft(current, sample.rows, headerRow))}
        onLayout={(layout) => setDraft((current) => withLayout(current, sample.rows, layout))}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      />
      <section className="flex flex-col gap-2" aria-labelledby={`${id}-columns`}>
        <h4 id={`${id}-columns`} className="text-base font-semibold">
          {importFormatTexts.columnsHeading}
        </h4>
        <ImportFormatColumnsTable
          headingId={`${id}-columns`}
          draft={draft}
          cells={cells}
          rows={sample.rows}
          onChoice={(index, choice) =>
            setDraft((current) => ({ ...current, choices: { ...current.choices, [index]: choice } }))
          }
        />
      </section>
      <ImportFormatSeasonFields
        season={draft.season}
        sheetName={sample.sheetName}
        rows={sample.rows}
        onChange={(season) => setDraft((current) => ({ ...current, season }))}
      />
      <section className="flex flex-col gap-2" aria-labelledby={`${id}-preview`}>
        <h4 id={`${id}-preview`} className="text-base font-semibold">
          {importFormatTexts.previewHeading}
        </h4>
        <ImportFormatPreviewTable
          definition={definition}
          rows={sample.rows}
          headingId={`${id}-preview`}
          formatHasProblems={problems.length > 0}
        />
      </section>
      {/* The live region stays in place so that problems appearing in it are announced. */}
      <div aria-live="polite">
        {problems.length > 0 ? (
          <section
            ref={problemsRef}
            tabIndex={-1}
            aria-labelledby={`${id}-problems`}
            className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <h4 id={`${id}-problems`} className="font-semibold text-destructive">
              {importFormatTexts.problemsHeading}
            </h4>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <FieldError>{save.error?.message}</FieldError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          {importFormatTexts.discard}
        </Button>
        <Button
          type="submit"
          disabled={save.isPending}
          aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
        >
          {save.isPending ? importFormatTexts.saving : importFormatTexts.save}
        </Button>
      </div>
    </form>
  );
}

import type { ImportFormatSample } from '@lineup/contracts/import-formats';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { useRef, useState } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes-dialog';
import { useBrandImportFormat } from '@/features/import-format/api/get-brand-import-format';
import { ImportFormatEditor } from '@/features/import-format/components/import-format-editor';
import { ImportFormatSampleDrop } from '@/features/import-format/components/import-format-sample-drop';
import { ImportFormatSummary } from '@/features/import-format/components/import-format-summary';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

/**
 * A brand's "Import format" section: what its uploads are read with now and its versions; a sample
 * dropped opens the editor in place of the drop zone, and saving or discarding closes it again
 * (the focus then goes back to the drop zone's heading). Leaving the page with the editor open asks.
 */
export function ImportFormatSection({ brandId }: { brandId: number }) {
  const format = useBrandImportFormat(brandId);
  const [sample, setSample] = useState<ImportFormatSample | null>(null);
  // A sample being mapped is work not saved: leaving the page asks first.
  const leaving = useUnsavedChangesGuard(sample !== null);
  // Saved or discarded, the focus goes where the next sample is dropped, not to the page's body:
  // the drop zone's heading takes it as it mounts again.
  const refocus = useRef(false);
  const focusIfClosed = (heading: HTMLHeadingElement | null) => {
    if (!heading || !refocus.current) return;
    refocus.current = false;
    heading.focus();
  };

  return (
    <SectionCard
      title={importFormatTexts.title}
      description={importFormatTexts.description}
      contentClassName="flex flex-col gap-6"
    >
      {format.data ? (
        <ImportFormatSummary format={format.data} />
      ) : format.isError ? (
        <FieldError>{format.error.message}</FieldError>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {importFormatTexts.loading}
        </p>
      )}
      {sample ? (
        <ImportFormatEditor
          brandId={brandId}
          sample={sample}
          onClose={() => {
            refocus.current = true;
            setSample(null);
          }}
        />
      ) : (
        <section className="flex flex-col gap-2">
          <h3 ref={focusIfClosed} tabIndex={-1} className="text-sm font-semibold outline-none">
            {importFormatTexts.sampleHeading}
          </h3>
          <p className="text-sm text-muted-foreground">{importFormatTexts.sampleHint}</p>
          <ImportFormatSampleDrop brandId={brandId} onSample={setSample} />
        </section>
      )}
      <UnsavedChangesDialog blocker={leaving} />
    </SectionCard>
  );
}

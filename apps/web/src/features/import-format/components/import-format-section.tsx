import type { ImportFormatSample } from '@lineup/contracts/import-formats';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { useState } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { useBrandImportFormat } from '@/features/import-format/api/get-brand-import-format';
import { ImportFormatEditor } from '@/features/import-format/components/import-format-editor';
import { ImportFormatSampleDrop } from '@/features/import-format/components/import-format-sample-drop';
import { ImportFormatSummary } from '@/features/import-format/components/import-format-summary';

/**
 * A brand's "Import format" section: what its uploads are read with now and its versions; a sample
 * dropped opens the editor in place of the drop zone, and saving or discarding closes it again.
 */
export function ImportFormatSection({ brandId }: { brandId: number }) {
  const format = useBrandImportFormat(brandId);
  const [sample, setSample] = useState<ImportFormatSample | null>(null);

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
        <ImportFormatEditor brandId={brandId} sample={sample} onClose={() => setSample(null)} />
      ) : (
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{importFormatTexts.sampleHeading}</h3>
          <p className="text-sm text-muted-foreground">{importFormatTexts.sampleHint}</p>
          <ImportFormatSampleDrop brandId={brandId} onSample={setSample} />
        </section>
      )}
    </SectionCard>
  );
}

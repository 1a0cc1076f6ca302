import type { PopulatedCatalogs } from '@lineup/contracts/catalogs';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { Save, Upload } from 'lucide-react';
import { BackLink } from '@/components/page-links/page-links';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDay } from '@/features/segmentation/segmentation-model';

/** While the populated catalogs load. */
export function SegmentationLoading() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-10 w-80" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

function BackToCatalogs() {
  return <BackLink to="/home/catalogs">{segmentationTexts.back}</BackLink>;
}

/** The populated catalogs could not be read (the query cache has shown why). */
export function SegmentationLoadFailed() {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm text-muted-foreground">{segmentationTexts.loadFailed}</p>
      <BackToCatalogs />
    </div>
  );
}

/** The brand, the line list's name, Date Sent (else sent on) and the deadline. */
export function SegmentationHeader({ lineList }: { lineList: PopulatedCatalogs['lineList'] }) {
  const dateSent = formatShortDay(lineList.dateSent ?? lineList.sentOn) ?? segmentationTexts.notSet;
  const deadline = formatShortDay(lineList.deadline) ?? segmentationTexts.notSet;
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm text-muted-foreground break-words">{lineList.brandName}</p>
        <h1 className="text-2xl font-semibold tracking-tight break-words">{lineList.name}</h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{segmentationTexts.dateSent}</dt>
            <dd className="tabular-nums">{dateSent}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{segmentationTexts.deadline}</dt>
            <dd className="tabular-nums">{deadline}</dd>
          </div>
        </dl>
      </div>
      <Button variant="outline" disabled>
        <Upload />
        {segmentationTexts.uploadSegmentation}
      </Button>
    </header>
  );
}

/** A saved line list opened before its catalogs exist: they are created from here. */
export function SegmentationCatalogsMissing({ creating, onCreate }: { creating: boolean; onCreate: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p>{segmentationTexts.catalogsNotCreatedTitle}</p>
      <Button size="sm" onClick={onCreate} disabled={creating}>
        {segmentationTexts.createCatalogs}
      </Button>
    </div>
  );
}

/** Back to the catalogs, and Save Catalogs. */
export function SegmentationFooter({ saveDisabled, onSave }: { saveDisabled: boolean; onSave: () => void }) {
  return (
    <footer className="flex items-center justify-between gap-3 border-t pt-4">
      <BackToCatalogs />
      <Button onClick={onSave} disabled={saveDisabled}>
        <Save />
        {segmentationTexts.saveCatalogs}
      </Button>
    </footer>
  );
}

import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { ChevronRight, FileSpreadsheet, Warehouse } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { UploadLineListStep } from '@/features/upload/components/upload-line-list-step';
import { UploadOpenStockStep } from '@/features/upload/components/upload-open-stock-step';

/** The dialog's steps: the source choice, then the line-list or the open-stock form. */
export type UploadDialogStep = 'inventory-source' | 'line-list' | 'open-stock';

const descriptions: Record<UploadDialogStep, string> = {
  'inventory-source': uploadDialogTexts.sourceDescription,
  'line-list': uploadDialogTexts.lineListDescription,
  'open-stock': uploadDialogTexts.openStockDescription,
};

function SourceButton({
  title,
  hint,
  icon: Icon,
  onClick,
}: {
  title: string;
  hint: string;
  icon: typeof FileSpreadsheet;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center gap-3 rounded-md border p-4 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Icon className="size-6 shrink-0 text-muted-foreground" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </span>
      <ChevronRight className="size-4 text-muted-foreground" />
    </button>
  );
}

/**
 * Upload Inventory: step inventory-source chooses Brand Line List or Open
 * Stock; Back returns to it; the dialog cannot be closed while an upload runs; closing resets it
 * to inventory-source (the steps' forms are unmounted, so nothing chosen survives). Opened for a
 * brand (its line-list page's 'Upload New Line List'), it starts at the line-list form with that
 * brand chosen.
 */
export function UploadInventoryDialog({
  open,
  onOpenChange,
  brandId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brandId?: number;
}) {
  const firstStep: UploadDialogStep = brandId === undefined ? 'inventory-source' : 'line-list';
  const [step, setStep] = useState<UploadDialogStep>(firstStep);
  const [busy, setBusy] = useState(false);
  // Each opening starts a fresh form (the key remounts the step).
  const [session, setSession] = useState(0);

  const close = () => {
    setStep(firstStep);
    setBusy(false);
    setSession((n) => n + 1);
    onOpenChange(false);
  };
  const handleOpenChange = (next: boolean) => {
    if (next) onOpenChange(true);
    else if (!busy) close();
  };
  const back = () => setStep('inventory-source');

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
        closeLabel={busy ? undefined : uploadDialogTexts.close}
        data-step={step}
        data-busy={busy || undefined}
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          if (busy) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{uploadDialogTexts.title}</DialogTitle>
          <DialogDescription>{busy ? uploadDialogTexts.progressTitle : descriptions[step]}</DialogDescription>
        </DialogHeader>
        {step === 'inventory-source' ? (
          <div className="flex flex-col gap-3">
            <SourceButton
              title={uploadDialogTexts.brandLineList}
              hint={uploadDialogTexts.brandLineListHint}
              icon={FileSpreadsheet}
              onClick={() => setStep('line-list')}
            />
            <SourceButton
              title={uploadDialogTexts.openStock}
              hint={uploadDialogTexts.openStockHint}
              icon={Warehouse}
              onClick={() => setStep('open-stock')}
            />
          </div>
        ) : step === 'line-list' ? (
          <UploadLineListStep key={session} brandId={brandId} onBack={back} onBusyChange={setBusy} onFinished={close} />
        ) : (
          <UploadOpenStockStep key={session} onBack={back} onBusyChange={setBusy} onFinished={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}

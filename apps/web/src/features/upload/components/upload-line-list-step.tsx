import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { LineList, LineListStatus, LineListType } from '@lineup/contracts/pim';
import { uploadDialogTexts, uploadTypeLabels } from '@lineup/contracts/texts/upload';
import { uploadLineListTypes } from '@lineup/contracts/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useLineLists } from '@/api/line-lists/get-line-lists';
import {
  type DeliveryWindowRow,
  deliveryWindowsOf,
  deliveryWindowsProblems,
} from '@/components/delivery-windows/delivery-window-rows';
import { DeliveryWindowsEditor } from '@/components/delivery-windows/delivery-windows-editor';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { UploadBrandSelect } from '@/features/upload/components/upload-brand-select';
import { UploadDropZone } from '@/features/upload/components/upload-drop-zone';
import { UploadFilePreviewTable } from '@/features/upload/components/upload-file-preview-table';
import {
  NO_DATES,
  type UploadDates,
  UploadLineListDatesFields,
  uploadDatesReady,
} from '@/features/upload/components/upload-line-list-dates-fields';
import {
  type LineListDetailsDraft,
  lineListNameError,
  NO_DETAILS,
  UploadLineListDetailsFields,
} from '@/features/upload/components/upload-line-list-details-fields';
import { UploadRefusalView } from '@/features/upload/components/upload-refusal-view';
import { UploadStepForm } from '@/features/upload/components/upload-step-form';
import { UploadUpdateTargetSelect } from '@/features/upload/components/upload-update-target-select';
import { seasonAndYearOf } from '@/features/upload/upload-file-rules';
import { uploadOffReasonOf } from '@/features/upload/upload-missing';
import { uploadLineList } from '@/features/upload/upload-runs';
import { useChosenFile } from '@/features/upload/use-chosen-file';
import { useUploadRun } from '@/features/upload/use-upload-run';

type TypeChoice = (typeof uploadLineListTypes)[number];

/** A published line list cannot be updated (the server refuses it); staged ones are not offered. */
const UPDATABLE: LineListStatus[] = ['saved', 'sorting-pending', 'sorting-completed'];

/**
 * Step 2, line-list: line list type (with the update mode), brand, the dates the type needs, the
 * optional name and description, the drop zone with the browser-side preview, Back and Upload; then
 * the progress view, the toast ('Line list uploaded successfully' or 'Failed to upload line list')
 * and the redirect to the preview.
 */
export function UploadLineListStep({
  brandId: chosenBrandId,
  onBack,
  onBusyChange,
  onFinished,
}: {
  /** The brand chosen when the form opens (the brand's line-list page); the user may change it. */
  brandId?: number;
  onBack: () => void;
  onBusyChange: (busy: boolean) => void;
  onFinished: () => void;
}) {
  const ids = {
    type: useId(),
    uploadHint: useId(),
  };
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [type, setType] = useState<TypeChoice | ''>('');
  const [brandId, setBrandId] = useState<number | null>(chosenBrandId ?? null);
  const [lineListId, setLineListId] = useState<number | null>(null);
  const [dates, setDates] = useState<UploadDates>(NO_DATES);
  const [details, setDetails] = useState<LineListDetailsDraft>(NO_DETAILS);
  const [windows, setWindows] = useState<DeliveryWindowRow[]>([]);
  const chosen = useChosenFile('line-list', true);
  const { step, running, refusal, clearRefusal, run } = useUploadRun(onBusyChange);
  const updating = type === 'update';
  const updatableOf = updating ? brandId : null;
  const lineLists = useLineLists({ brandId: updatableOf ?? 0, status: UPDATABLE }, { enabled: updatableOf !== null });
  const target: LineList | undefined = lineLists.data?.find((candidate) => candidate.id === lineListId);
  /** The dates follow the type of the list: in update mode, the type of the list being replaced. */
  const effectiveType: LineListType | null = updating ? (target?.type ?? null) : type || null;

  // Choosing a brand or a line list type clears the chosen file and the dates.
  const resetFileAndDates = () => {
    chosen.clear();
    setDates(NO_DATES);
    clearRefusal();
  };

  const datesReady = uploadDatesReady(effectiveType, dates);
  // Only pre-book sends a Date Sent, so only there does it bound the windows' ship starts.
  const windowProblems = deliveryWindowsProblems(windows, effectiveType === 'pre-book' ? dates.dateSent : null);
  const hint = chosen.preview ? seasonAndYearOf(chosen.preview.sheetName) : null;
  const defaultName = hint ? `${hint.season} ${hint.year}` : null;
  const canUpload =
    !running &&
    type !== '' &&
    brandId !== null &&
    (!updating || target !== undefined) &&
    effectiveType !== null &&
    chosen.ready &&
    datesReady &&
    windowProblems.valid &&
    !lineListNameError(details.name);

  const uploadOffReason = canUpload
    ? null
    : uploadOffReasonOf({
        typeChosen: type !== '',
        brandChosen: brandId !== null,
        updating,
        targetChosen: target !== undefined,
        effectiveType,
        dates,
        fileChosen: chosen.file !== null && chosen.error === null,
        fileReading: chosen.reading,
        windowsValid: windowProblems.valid,
      });

  const start = async () => {
    const file = chosen.file;
    if (!canUpload || !file || brandId === null || effectiveType === null) return;
    await run({
      failureTitle: failureToasts.uploadLineList,
      work: async (setStep) => {
        const id = await uploadLineList(
          {
            file,
            brandId,
            lineListType: effectiveType,
            update: updating && target ? { lineListId: target.id } : null,
            ...dates,
            name: details.name.trim() || null,
            description: details.description.trim() || null,
            // No rows leaves the windows as they are: none for a new line list, its own on an update.
            deliveryWindows: windows.length > 0 ? deliveryWindowsOf(windows) : undefined,
            season: hint?.season ?? null,
            year: hint?.year ?? null,
          },
          setStep,
          queryClient,
        );
        toast.success(successToasts.lineListUploaded, { description: successToasts.lineListUploadedDescription });
        return id;
      },
      done: async (id) => {
        await navigate({ to: '/home/line-list/preview/$lineListId', params: { lineListId: String(id) } });
        onFinished();
      },
    });
  };

  return (
    <UploadStepForm
      running={running}
      step={step}
      onStart={start}
      onBack={onBack}
      uploadDisabled={!canUpload}
      uploadDescribedBy={uploadOffReason ? ids.uploadHint : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.type}>{uploadDialogTexts.lineListType}</Label>
          <NativeSelect
            id={ids.type}
            value={type}
            onChange={(event) => {
              setType(event.target.value as TypeChoice | '');
              setLineListId(null);
              resetFileAndDates();
            }}
          >
            <option value="" disabled>
              {uploadDialogTexts.selectType}
            </option>
            {uploadLineListTypes.map((choice) => (
              <option key={choice} value={choice}>
                {uploadTypeLabels[choice]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <UploadBrandSelect
          brandId={brandId}
          onChange={(id) => {
            setBrandId(id);
            setLineListId(null);
            resetFileAndDates();
          }}
        />
      </div>

      {updating ? (
        <UploadUpdateTargetSelect
          brandId={brandId}
          lineLists={lineLists.data}
          loading={lineLists.isPending}
          lineListId={lineListId}
          onPick={(picked) => {
            setLineListId(picked?.id ?? null);
            // The list being replaced keeps its name, description and dates unless changed here.
            setDates({
              dateSent: picked?.dateSent ?? null,
              deadlineForOrders: picked?.deadline ?? null,
              dateOfAvailability: picked?.dateOfAvailability ?? null,
            });
            setDetails({ name: picked?.name ?? '', description: picked?.description ?? '' });
          }}
        />
      ) : null}

      <UploadLineListDatesFields type={effectiveType} dates={dates} onChange={setDates} />
      <UploadLineListDetailsFields value={details} defaultName={defaultName} onChange={setDetails} />
      <DeliveryWindowsEditor
        optional
        hint={updating ? uploadDialogTexts.deliveryWindowsUpdateHint : undefined}
        value={windows}
        onChange={setWindows}
        problems={windowProblems}
      />

      <UploadDropZone kind="line-list" chosen={chosen} onChange={clearRefusal} />
      {chosen.reading ? <p className="text-sm text-muted-foreground">{uploadDialogTexts.readingFile}</p> : null}
      {chosen.preview ? <UploadFilePreviewTable preview={chosen.preview} /> : null}
      {refusal ? <UploadRefusalView refusal={refusal} file={chosen.file} /> : null}

      {uploadOffReason ? (
        <p id={ids.uploadHint} className="text-sm text-muted-foreground sm:text-right">
          {uploadOffReason}
        </p>
      ) : null}
    </UploadStepForm>
  );
}

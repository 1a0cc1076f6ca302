import type { LineList } from '@lineup/contracts/pim';
import { uploadDialogTexts, uploadTypeLabels } from '@lineup/contracts/texts/upload';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * Update mode's "Line list to update": the brand's line lists that may be replaced. Its first
 * option says why there is nothing to pick yet (no brand, loading, none to update).
 */
export function UploadUpdateTargetSelect({
  brandId,
  lineLists,
  loading,
  lineListId,
  onPick,
}: {
  brandId: number | null;
  lineLists: LineList[] | undefined;
  loading: boolean;
  lineListId: number | null;
  /** The list picked (undefined when the choice is cleared). */
  onPick: (lineList: LineList | undefined) => void;
}) {
  const id = useId();
  const count = lineLists?.length ?? 0;
  const placeholder =
    brandId === null
      ? uploadDialogTexts.chooseBrandFirst
      : loading
        ? uploadDialogTexts.lineListsLoading
        : count === 0
          ? uploadDialogTexts.noLineListToUpdate
          : uploadDialogTexts.selectLineList;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{uploadDialogTexts.lineListToUpdate}</Label>
      <NativeSelect
        id={id}
        value={lineListId === null ? '' : String(lineListId)}
        disabled={brandId === null || loading || count === 0}
        onChange={(event) => {
          const picked = event.target.value ? Number(event.target.value) : null;
          onPick(lineLists?.find((candidate) => candidate.id === picked));
        }}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {(lineLists ?? []).map((lineList) => (
          <option key={lineList.id} value={lineList.id}>
            {uploadDialogTexts.lineListOption(lineList.name, uploadTypeLabels[lineList.type])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

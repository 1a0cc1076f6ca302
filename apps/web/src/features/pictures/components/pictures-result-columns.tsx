import type { ImageFileState, ImageUploadFile } from '@lineup/contracts/images';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { createColumnHelper } from '@tanstack/react-table';
import { SelectOptions } from '@/components/select-options/select-options';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

const column = createColumnHelper<PaginatedTableFeatures, ImageUploadFile>();

const STATE_BADGES: Partial<Record<ImageFileState, 'default' | 'secondary' | 'destructive' | 'outline' | 'warning'>> = {
  matched: 'default',
  applied: 'secondary',
  ambiguous: 'warning',
  refused: 'destructive',
};

/**
 * The preview's columns: the file, its state, the item it matched (or, when ambiguous, the choice
 * among its candidates), the position, and what to know (it replaces a picture, why it was refused).
 */
export function picturesResultColumns({
  choices,
  onChoose,
}: {
  /** The item staff chose for each ambiguous file, by file id. */
  choices: Record<string, string>;
  onChoose: (fileId: string, modelCode: string) => void;
}) {
  return column.columns([
    column.accessor('name', {
      header: pictureTexts.columnFile,
      cell: (info) => (
        <span className="block max-w-xs truncate font-medium" title={info.getValue()}>
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor('state', {
      header: pictureTexts.columnState,
      cell: (info) => (
        <Badge variant={STATE_BADGES[info.getValue()] ?? 'outline'}>{pictureTexts.stateLabels[info.getValue()]}</Badge>
      ),
    }),
    column.display({
      id: 'item',
      header: pictureTexts.columnItem,
      cell: ({ row }) => {
        const file = row.original;
        if (file.state !== 'ambiguous') return file.modelCode ? pictureTexts.itemOf(file.modelCode, file.color) : null;
        return (
          <NativeSelect
            aria-label={pictureTexts.chooseItemFor(file.name)}
            value={choices[file.id] ?? ''}
            onChange={(event) => onChoose(file.id, event.target.value)}
            className="min-w-48"
          >
            <SelectOptions
              emptyLabel={pictureTexts.chooseItem}
              choices={file.candidates.map((candidate) => ({
                value: candidate.modelCode,
                label: pictureTexts.candidate(candidate.modelCode, candidate.silhouette, candidate.color),
              }))}
            />
          </NativeSelect>
        );
      },
    }),
    column.accessor('position', { header: pictureTexts.columnPosition, cell: (info) => info.getValue() ?? null }),
    column.display({
      id: 'note',
      header: pictureTexts.columnNote,
      cell: ({ row }) => {
        const file = row.original;
        if (file.state === 'refused') return <span className="text-destructive">{file.refusal}</span>;
        if (file.state === 'unmatched') return <span className="text-muted-foreground">{pictureTexts.noMatch}</span>;
        return file.replaces && file.state === 'matched' ? (
          <Badge variant="warning">{pictureTexts.replaces}</Badge>
        ) : null;
      },
    }),
  ]);
}

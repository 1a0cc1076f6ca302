import { type ImageUploadFile, PICTURES_PER_ITEM_MAX } from '@lineup/contracts/images';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { ImageOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TableCell, TableRow } from '@/components/ui/table';
import { pimAssetUrl } from '@/lib/picture-url';

/**
 * One file of the tray: its small view, its name and state, the item (typed, or picked among the
 * candidates an ambiguous file has) and the position, Apply and Discard.
 */
export function PicturesTrayRow({
  file,
  busy,
  onApply,
  onDiscard,
}: {
  file: ImageUploadFile;
  busy: boolean;
  onApply: (choice: { modelCode: string; position: number }) => void;
  onDiscard: () => void;
}) {
  const [modelCode, setModelCode] = useState(file.modelCode ?? '');
  const [position, setPosition] = useState(String(file.position ?? 1));
  const candidatesId = useId();
  const positionNumber = Number(position);
  const ready =
    modelCode.trim() !== '' &&
    Number.isInteger(positionNumber) &&
    positionNumber >= 1 &&
    positionNumber <= PICTURES_PER_ITEM_MAX;
  return (
    <TableRow>
      <TableCell>
        {file.previewUrl ? (
          <img
            src={pimAssetUrl(file.previewUrl)}
            alt={pictureTexts.trayPreviewAlt(file.name)}
            loading="lazy"
            decoding="async"
            className="size-16 rounded border bg-muted object-contain"
          />
        ) : (
          <ImageOff className="size-6 text-muted-foreground" aria-hidden="true" />
        )}
      </TableCell>
      <TableCell>
        <div className="flex flex-col gap-1">
          <span className="block max-w-xs truncate font-medium" title={file.name}>
            {file.name}
          </span>
          <Badge variant={file.state === 'ambiguous' ? 'warning' : 'outline'}>
            {pictureTexts.stateLabels[file.state]}
          </Badge>
        </div>
      </TableCell>
      <TableCell>
        <Input
          aria-label={pictureTexts.modelCodeFor(file.name)}
          value={modelCode}
          onChange={(event) => setModelCode(event.target.value)}
          list={file.candidates.length > 0 ? candidatesId : undefined}
          className="min-w-40 font-mono"
        />
        {file.candidates.length > 0 ? (
          <datalist id={candidatesId}>
            {file.candidates.map((candidate) => (
              <option key={candidate.modelCode} value={candidate.modelCode}>
                {pictureTexts.candidate(candidate.modelCode, candidate.silhouette, candidate.color)}
              </option>
            ))}
          </datalist>
        ) : null}
      </TableCell>
      <TableCell>
        <Input
          type="number"
          min={1}
          max={PICTURES_PER_ITEM_MAX}
          aria-label={pictureTexts.positionFor(file.name)}
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          className="w-20"
        />
      </TableCell>
      <TableCell>
        <div className="flex gap-2">
          <Button
            type="button"
            size="sm"
            disabled={busy || !ready}
            aria-label={pictureTexts.applyFile(file.name)}
            onClick={() => onApply({ modelCode: modelCode.trim(), position: positionNumber })}
          >
            {pictureTexts.applyOne}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={pictureTexts.discardFile(file.name)}
            onClick={onDiscard}
          >
            {pictureTexts.discard}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

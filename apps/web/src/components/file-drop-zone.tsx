import { FileSpreadsheet, UploadCloud, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { cn } from '@/lib/utils';

/** The words of a drop zone: its caller's texts (packages/contracts/src/texts). */
export type FileDropZoneTexts = {
  /** The zone's title: "Drop the file here, or click to choose it". */
  title: string;
  /** The line under it: the extensions and size limit. */
  hint: string;
  /** The file input's accessible name. */
  fileLabel: string;
  /** The remove button's accessible name. */
  removeFile: string;
};

/**
 * A drop zone for one file: a plain file input, also reachable by keyboard, that accepts a file
 * dropped on it. The chosen file is shown with its size (B to TB) and can be removed. What it
 * accepts (`accept`: extensions and content types) and its words are the caller's.
 */
export function FileDropZone({
  accept,
  texts,
  file,
  onFile,
  onRemove,
  error,
  disabled = false,
}: {
  accept: string;
  texts: FileDropZoneTexts;
  file: File | null;
  onFile: (file: File) => void;
  onRemove: () => void;
  error: string | null;
  disabled?: boolean;
}) {
  const errorId = useId();
  return (
    <div className="flex flex-col gap-2">
      {file ? (
        <div className="flex items-center gap-3 rounded-md border p-3">
          <FileSpreadsheet className="size-8 shrink-0 text-muted-foreground" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{file.name}</p>
            <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={onRemove}
            disabled={disabled}
            aria-label={texts.removeFile}
          >
            <X />
          </Button>
        </div>
      ) : (
        <FileDropTarget
          accept={accept}
          texts={texts}
          onFiles={(files) => {
            const chosen = files[0];
            if (chosen) onFile(chosen);
          }}
          errorId={error ? errorId : null}
          disabled={disabled}
        />
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The zone itself: a plain file input inside its label, reachable by keyboard (Enter or Space
 * opens the browser's chooser), that takes files dropped on it too. With `multiple`, every file
 * chosen or dropped; otherwise the first.
 */
export function FileDropTarget({
  accept,
  texts,
  onFiles,
  errorId,
  disabled = false,
  multiple = false,
}: {
  accept: string;
  texts: Pick<FileDropZoneTexts, 'title' | 'hint' | 'fileLabel'>;
  onFiles: (files: File[]) => void;
  /** The id of the message saying what is wrong, or null when nothing is. */
  errorId: string | null;
  disabled?: boolean;
  multiple?: boolean;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null | undefined) => {
    const all = Array.from(files ?? []);
    const taken = multiple ? all : all.slice(0, 1);
    if (taken.length > 0) onFiles(taken);
  };

  return (
    <label
      htmlFor={inputId}
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) take(event.dataTransfer.files);
      }}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed p-6 text-center transition-colors',
        'hover:bg-muted/50 has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50',
        'data-[dragging]:border-primary data-[dragging]:bg-primary/5',
        errorId ? 'border-destructive' : 'border-input',
        disabled && 'pointer-events-none opacity-50',
      )}
    >
      <UploadCloud className="size-8 text-muted-foreground" />
      <span className="text-sm font-medium">{texts.title}</span>
      <span className="text-xs text-muted-foreground">{texts.hint}</span>
      <input
        id={inputId}
        type="file"
        className="sr-only"
        accept={accept}
        disabled={disabled}
        aria-label={texts.fileLabel}
        aria-describedby={errorId ?? undefined}
        aria-invalid={errorId ? true : undefined}
        multiple={multiple}
        onKeyDown={(event) => {
          // A button opens on Enter as on Space; Chromium's file input answers Space alone.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          event.currentTarget.click();
        }}
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file chosen again after a failure must fire a change again.
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}

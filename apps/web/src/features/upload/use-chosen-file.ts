import { uploadMessages } from '@lineup/contracts/messages';
import type { UploadKind } from '@lineup/contracts/uploads';
import { useCallback, useRef, useState } from 'react';
import { checkChosenFile } from '@/features/upload/upload-file-rules';
import { readSpreadsheetPreview, type SpreadsheetPreview } from '@/features/upload/upload-spreadsheet-preview';

export type ChosenFile = {
  file: File | null;
  /** Why the file cannot be uploaded (wrong extension, too large, unreadable). */
  error: string | null;
  preview: SpreadsheetPreview | null;
  reading: boolean;
};

const EMPTY: ChosenFile = { file: null, error: null, preview: null, reading: false };

/**
 * The dialog's file: checked as soon as it is chosen and, with `withPreview`, read in the browser
 * for the preview table. A file chosen while another is still being read wins.
 */
export function useChosenFile(kind: UploadKind, withPreview: boolean) {
  const [state, setState] = useState<ChosenFile>(EMPTY);
  const generation = useRef(0);

  const choose = useCallback(
    (file: File) => {
      generation.current += 1;
      const mine = generation.current;
      const error = checkChosenFile(file, kind);
      if (error || !withPreview) {
        setState({ file, error, preview: null, reading: false });
        return;
      }
      setState({ file, error: null, preview: null, reading: true });
      readSpreadsheetPreview(file).then(
        (preview) => {
          if (generation.current === mine) setState({ file, error: null, preview, reading: false });
        },
        () => {
          if (generation.current === mine)
            setState({ file, error: uploadMessages.notASpreadsheet(file.name), preview: null, reading: false });
        },
      );
    },
    [kind, withPreview],
  );

  const clear = useCallback(() => {
    generation.current += 1;
    setState(EMPTY);
  }, []);

  const ready = state.file !== null && state.error === null && !state.reading;
  return { ...state, ready, choose, clear };
}

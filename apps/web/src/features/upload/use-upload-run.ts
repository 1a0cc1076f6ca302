import { errorMessages } from '@lineup/contracts/error-messages';
import type { FileProblemDetail } from '@lineup/contracts/import-format-definition';
import type { UploadProgressStep } from '@lineup/contracts/texts/upload';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';

/**
 * Why the server refused the upload: its message and, for a file with problems in its cells, every
 * problem it listed (up to IMPORT_MAX_PROBLEMS) and their total, which may be more.
 */
export type UploadRefusal = { message: string; problems: FileProblemDetail[]; problemsTotal: number };

function refusalOf(error: unknown): UploadRefusal {
  const message = serverMessageOr(error, errorMessages.genericClientFailure);
  if (!(error instanceof ApiError)) return { message, problems: [], problemsTotal: 0 };
  return { message, problems: error.problems, problemsTotal: Math.max(error.problemsTotal, error.problems.length) };
}

/** How long 'Done 100%' stays on screen before the dialog moves on. */
export const DONE_PAUSE_MS = 700;

/**
 * The life of one upload in a dialog step: the progress step, the dialog kept open while it runs,
 * the pause on 'Done', and on failure a toast titled by the step with the server's message, the
 * refusal (message and problems) kept in the step and the form ready to try again.
 */
export function useUploadRun(onBusyChange: (busy: boolean) => void) {
  const [step, setStep] = useState<UploadProgressStep>('idle');
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);

  async function run<T>({
    work,
    failureTitle,
    done,
  }: {
    work: (setStep: (step: UploadProgressStep) => void) => Promise<T>;
    failureTitle: string;
    done: (result: T) => void | Promise<void>;
  }) {
    setRefusal(null);
    onBusyChange(true);
    try {
      const result = await work(setStep);
      await new Promise((resolve) => setTimeout(resolve, DONE_PAUSE_MS));
      onBusyChange(false);
      await done(result);
    } catch (error) {
      const refused = refusalOf(error);
      toast.error(failureTitle, { description: refused.message });
      setRefusal(refused);
      setStep('idle');
      onBusyChange(false);
    }
  }

  return { step, running: step !== 'idle', refusal, clearRefusal: () => setRefusal(null), run };
}

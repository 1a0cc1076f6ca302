import { errorMessages } from '@lineup/contracts/error-messages';
import type { UploadProgressStep } from '@lineup/contracts/texts/upload';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverMessageOr } from '@/lib/server-message';

/** How long 'Done 100%' stays on screen before the dialog moves on. */
export const DONE_PAUSE_MS = 700;

/**
 * The life of one upload in a dialog step: the progress step, the dialog kept open while it runs,
 * the pause on 'Done', and on failure a toast titled by the step with the server's message, the
 * message kept in the step and the form ready to try again.
 */
export function useUploadRun(onBusyChange: (busy: boolean) => void) {
  const [step, setStep] = useState<UploadProgressStep>('idle');
  const [serverError, setServerError] = useState<string | null>(null);

  async function run<T>({
    work,
    failureTitle,
    done,
  }: {
    work: (setStep: (step: UploadProgressStep) => void) => Promise<T>;
    failureTitle: string;
    done: (result: T) => void | Promise<void>;
  }) {
    setServerError(null);
    onBusyChange(true);
    try {
      const result = await work(setStep);
      await new Promise((resolve) => setTimeout(resolve, DONE_PAUSE_MS));
      onBusyChange(false);
      await done(result);
    } catch (error) {
      const message = serverMessageOr(error, errorMessages.genericClientFailure);
      toast.error(failureTitle, { description: message });
      setServerError(message);
      setStep('idle');
      onBusyChange(false);
    }
  }

  return { step, running: step !== 'idle', serverError, setServerError, run };
}

import { type CleanUpOptions, type CleanUpReport, cleanUpInterruptedUploads } from './upload-cleanup';
import type { UploadDeps } from './upload-removal';

export type UploadJanitorOptions = {
  /** Time between two clean-ups (default 10 minutes). */
  intervalMs?: number;
  /**
   * An upload still 'processing' this long after its last change is taken as abandoned (default
   * 10 minutes: well past the longest a file may take to read and stage, so a file this server is
   * processing now is never removed under it).
   */
  processingGraceMs?: number;
  /** Each clean-up's report, and the error of one that failed (the server logs them). */
  onReport?: (report: CleanUpReport) => void;
  onError?: (error: unknown) => void;
} & Pick<CleanUpOptions, 'announcedMaxAgeMs' | 'stagedMaxAgeMs'>;

export const UPLOAD_JANITOR_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Runs the clean-up of cleanUpInterruptedUploads every `intervalMs` while the server runs, so
 * announced uploads whose file never came, abandoned staged line lists and orphan files go away
 * without a restart. Clean-ups never overlap; the timer does not keep the process alive. Answers
 * a function that stops it and waits for a clean-up under way.
 */
export function startUploadJanitor(deps: UploadDeps, options: UploadJanitorOptions = {}): () => Promise<void> {
  const intervalMs = options.intervalMs ?? UPLOAD_JANITOR_INTERVAL_MS;
  let running: Promise<void> | undefined;
  const cleanUp = () => {
    if (running) return;
    running = cleanUpInterruptedUploads(deps.db, deps.storage, {
      processingGraceMs: options.processingGraceMs ?? 10 * 60 * 1000,
      announcedMaxAgeMs: options.announcedMaxAgeMs,
      stagedMaxAgeMs: options.stagedMaxAgeMs,
    })
      .then((report) => options.onReport?.(report))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(cleanUp, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

import type { SqlConnection } from '@lineup/server-kit/db';
import { type JobQueue, startJobQueue } from '@lineup/server-kit/job-queue';
import type { Logger } from '@lineup/server-kit/logger';
import { createImageProcess, type ImageProcess } from '../../../image-process/image-process';

/** The durable jobs pictures ask for, by queue name. */
export const PICTURE_JOBS = {
  /** Make a picture's variants (data: { pictureId }). */
  resize: 'resize-picture',
  /** Remove stored files no picture uses any more (data: { keys }). */
  removeFiles: 'remove-picture-files',
} as const;

/**
 * What the pictures need beside the database and storage: the image process, where every file is
 * decoded, and the job queue, started on first use (an instance that never touches a picture, as
 * most tests, pays nothing for it).
 */
export type PictureServices = {
  images: ImageProcess;
  jobs(): Promise<JobQueue>;
  /** Whether close() was called: work asked for after it is not started. */
  readonly closed: boolean;
  close(): Promise<void>;
};

export function createPictureServices({
  connection,
  log,
}: {
  connection: SqlConnection;
  log: Logger;
}): PictureServices {
  const images = createImageProcess();
  let queue: Promise<JobQueue> | undefined;
  let closed = false;
  return {
    images,
    get closed() {
      return closed;
    },
    jobs() {
      queue ??= (async () => {
        const started = await startJobQueue(connection, log);
        // One resize per picture waits at a time; a failure is tried again (2 s, 4 s, ... up to 5 min).
        // Not one active at a time ('stately'): the job of a worker killed mid-way stays active until
        // it expires, and would hold back the resize a restart asks for again until then.
        await started.declare(PICTURE_JOBS.resize, {
          policy: 'short',
          retryLimit: 8,
          retryDelay: 2,
          retryBackoff: true,
          retryDelayMax: 300,
          expireInSeconds: 300,
        });
        await started.declare(PICTURE_JOBS.removeFiles, { retryLimit: 8, retryDelay: 10, retryBackoff: true });
        return started;
      })();
      return queue;
    },
    async close() {
      closed = true;
      images.close();
      if (queue) await (await queue).stop();
    },
  };
}

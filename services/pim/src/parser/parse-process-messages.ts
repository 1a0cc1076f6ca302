import type { FileProblemDetail } from '@lineup/contracts/import-format-definition';
import type { ParseJob } from './parse-file';
import type { ParentBatch } from './parse-process-flow';

/** What the reading process sends back (parse-process-main.ts). */
export type ReaderAnswer =
  | { type: 'ready' }
  /** Warmed up as asked ('warm-up'), before any job came: `passes` reads of the built-in line list. */
  | { type: 'warmed'; passes: number; ms: number }
  | { type: 'rows'; count: number }
  /** A batch of parents read so far (ParsedParent[] as JSON text: cheap to cross the channel). */
  | ({ type: 'parents' } & ParentBatch)
  /** The result as JSON text: one string crosses the channel far faster than 50,000 objects. */
  | { type: 'done'; resultJson: string; peakRssMb: number; parseMs: number; cpuMs: number }
  | {
      type: 'problem';
      message: string;
      status: 400 | 413 | 422;
      problems?: { list: FileProblemDetail[]; total: number };
    }
  | { type: 'failed'; detail: string };

/**
 * What the server sends the reading process: its job, then one 'taken' per batch of parents
 * handled; before the job, a process kept ready may be asked to warm its readers up.
 */
export type ReaderMessage =
  | { type: 'warm-up' }
  | { type: 'job'; job: ParseJob; streamParents: boolean }
  | { type: 'taken' };

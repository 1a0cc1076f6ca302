import fs from 'node:fs';
import { CROCS_IMPORT_FORMAT } from '@lineup/contracts/import-format-definition';
import type { ParseJob } from './parse-file';

/**
 * A reading process that has read a line list before reads the next one in about two thirds of
 * the time: V8 has compiled the XML parser, exceljs's cell handling and the line-list reader by
 * then (measured on 50,000 rows: 1.8–2.2 s cold; 1.3 s after reading 500 or 2,000 rows once, 1.06–1.2 s
 * after five times). A
 * process kept ready ahead of uploads (parse-process-launch.ts, keepFileReaderReady) therefore
 * reads this built-in line list a few times while it waits, never a user's file: nothing of one
 * upload is there for the next (docs/decisions/0029-warm-reading-process.md).
 */

/** 1,000 rows of 100 Crocs parents × 10 sizes, written by `npm run samples -- --bench-file <path> --rows 1000`. */
export const WARM_UP_FILE = new URL('./warm-up/crocs-1000-rows.xlsx', import.meta.url);

/** Each pass costs about 60–150 ms of one core; five made the next read 5–15% faster than one. */
export const WARM_UP_PASSES = 5;

const warmUpJob = (bytes: Uint8Array): ParseJob => ({
  kind: 'line-list',
  bytes,
  fileName: 'warm-up.xlsx',
  extension: 'xlsx',
  format: CROCS_IMPORT_FORMAT,
  formatLabel: { brand: 'Crocs', version: null },
});

/**
 * Reads the built-in line list up to WARM_UP_PASSES times, as a job is read (its parents batched
 * and written as JSON text, then thrown away), stopping before a pass once `stillIdle` says a job
 * has come. Answers the passes made. A failure ends the warm-up, never the process: the process
 * then reads its job cold.
 */
export async function warmUpReaders(stillIdle: () => boolean): Promise<number> {
  let passes = 0;
  try {
    const bytes = await fs.promises.readFile(WARM_UP_FILE);
    const { parseUploadedFile } = await import('./parse-file');
    while (passes < WARM_UP_PASSES && stillIdle()) {
      const result = await parseUploadedFile(warmUpJob(bytes), {
        onParents: (batch) => {
          JSON.stringify(batch);
        },
      });
      JSON.stringify(result);
      passes++;
    }
  } catch {
    // Nothing to do: the job is read as it would have been without the warm-up.
  }
  return passes;
}

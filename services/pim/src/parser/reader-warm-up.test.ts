import { CROCS_IMPORT_FORMAT } from '@lineup/contracts/import-format-definition';
import { afterEach, describe, expect, it } from 'vitest';
import { crocsSheet, xlsxBuffer } from '../test-support/sample-files';
import type { ParseJob, ParseResult } from './parse-file';
import { startFileReader } from './parse-process';
import { keepFileReaderReady, stopKeepingFileReaderReady } from './parse-process-launch';
import { warmUpReaders } from './reader-warm-up';

/**
 * A reading process kept ready warms its readers up on the built-in line list while it waits, and
 * reads the file that comes exactly as a fresh process does.
 */
async function crocsJob(): Promise<ParseJob> {
  const bytes = await xlsxBuffer([{ name: 'Fall 2026', rows: crocsSheet({ parents: 30, sizesPerParent: 4 }) }]);
  return {
    kind: 'line-list',
    bytes,
    fileName: 'fall.xlsx',
    extension: 'xlsx',
    format: CROCS_IMPORT_FORMAT,
    formatLabel: { brand: 'Crocs', version: null },
  };
}

async function readInProcess(job: ParseJob): Promise<ParseResult> {
  const reader = startFileReader();
  try {
    return await reader.read(job);
  } finally {
    reader.stop();
  }
}

afterEach(() => stopKeepingFileReaderReady());

describe('the warm-up of the readers', () => {
  it('reads the built-in line list without a problem, and stops as soon as a job has come', async () => {
    // Five whole passes: the built-in file still reads with the Crocs format.
    expect(await warmUpReaders(() => true)).toBe(5);
    expect(await warmUpReaders(() => false)).toBe(0);
    let asked = 0;
    expect(await warmUpReaders(() => ++asked <= 2)).toBe(2);
  });
});

describe('a reading process kept ready', () => {
  it('warms up, then reads the next file as a fresh process does, and another one is kept ready after it', async () => {
    const job = await crocsJob();
    const cold = await readInProcess(job);
    expect(cold.kind === 'line-list' && cold.lineList.itemsCount).toBe(30);

    expect(await keepFileReaderReady()).toBe(5);
    expect(await readInProcess(job)).toEqual(cold);
    // The process that read the file has exited; its successor warms up in its place.
    expect(await keepFileReaderReady()).toBe(5);
  });

  it('reads a file that comes while it is still warming up', async () => {
    const job = await crocsJob();
    const cold = await readInProcess(job);
    const warmed = keepFileReaderReady();
    expect(await readInProcess(job)).toEqual(cold);
    // Taken before it had warmed up: it never says it did.
    expect(await warmed).toBe(0);
  });
});

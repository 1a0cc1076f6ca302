import fs from 'node:fs';
import { FileProblem } from './errors';
import type { ParsedParent } from './line-list-reader';
import type { ParseJob } from './parse-file';
import { PARENT_BATCHES_AHEAD } from './parse-process-flow';
import type { ReaderAnswer, ReaderMessage } from './parse-process-messages';
import { warmUpReaders } from './reader-warm-up';
import { checkSpreadsheet } from './zip-guard';

/**
 * The parsers (exceljs, the line-list and other readers) load while the process already
 * answers ready: the server sends the file sooner, and its checks (the format, the zip's
 * directory, what its entries but the worksheets expand to) run while the parsers finish loading
 * instead of after.
 */
const parsers = import('./parse-file');
// A failure to load is answered with the job that needs them (read, below).
parsers.catch(() => {});

/**
 * The reading process (started by parse-process.ts, one per file): it takes one job, answers its
 * result or the file's problem, and exits. It exits too when its parent goes away. Asked to, it
 * warms its readers up on a built-in line list while it waits for its job (reader-warm-up.ts),
 * and it sends a line list's parents batch by batch as it reads them, at most PARENT_BATCHES_AHEAD
 * ahead of the batches the server has taken: past that it waits for the server.
 */
const send = (answer: ReaderAnswer, then: () => void = () => {}) => process.send?.(answer, undefined, {}, then);
/**
 * This process's peak resident memory. On Linux the kernel's high-water mark of this program's own
 * memory (VmHWM): getrusage's maxRSS also counts the server's memory copied at fork, before exec.
 */
function peakRssMb(): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb) return Math.round(Number(kb) / 1024);
  } catch {
    // Not Linux.
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return Math.round((user + system) / 1000);
}

/**
 * Batches sent and not yet taken by the server, and the read waiting for the server to take one:
 * past PARENT_BATCHES_AHEAD the answer to onParents settles only once the server takes a batch,
 * so a reader that awaits it (line-list-reader.ts) reads no further meanwhile.
 */
let batchesAhead = 0;
let readerWaiting: (() => void) | undefined;

function sendParents(batch: ParsedParent[]): Promise<void> | undefined {
  let skuCount = 0;
  for (const parent of batch) skuCount += parent.skus.length;
  send({ type: 'parents', json: JSON.stringify(batch), skuCount });
  if (++batchesAhead < PARENT_BATCHES_AHEAD) return undefined;
  return new Promise<void>((resolve) => {
    readerWaiting = resolve;
  });
}

async function read(job: ParseJob, streamParents: boolean) {
  const finish = (answer: ReaderAnswer) => send(answer, () => process.exit(0));
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  try {
    const checked = checkSpreadsheet(job);
    // Its refusal is answered through parseUploadedFile, which awaits it first.
    checked.catch(() => {});
    const { parseUploadedFile } = await parsers;
    const result = await parseUploadedFile(
      job,
      {
        onRows: (count) => send({ type: 'rows', count }),
        ...(streamParents && { onParents: sendParents }),
      },
      checked,
    );
    finish({
      type: 'done',
      resultJson: JSON.stringify(result),
      peakRssMb: peakRssMb(),
      parseMs: Math.round(performance.now() - started),
      cpuMs: cpuMsSince(cpuAtStart),
    });
  } catch (error) {
    if (error instanceof FileProblem) {
      const status = error.status as 400 | 413 | 422;
      finish({ type: 'problem', message: error.message, status, problems: error.problems });
    } else finish({ type: 'failed', detail: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

/**
 * The warm-up under way, when the server asked for one (a process kept ready ahead of uploads):
 * a job that comes meanwhile waits for the pass in hand (at most about 150 ms), then the warm-up stops.
 */
let warmingUp: Promise<void> | undefined;
let jobCame = false;

function warmUp() {
  if (warmingUp || jobCame) return;
  const started = performance.now();
  warmingUp = warmUpReaders(() => !jobCame).then((passes) => {
    if (!jobCame) send({ type: 'warmed', passes, ms: Math.round(performance.now() - started) });
  });
}

process.on('disconnect', () => process.exit(0));
process.on('message', (message: ReaderMessage) => {
  if (message.type === 'job') {
    jobCame = true;
    void (warmingUp ?? Promise.resolve()).then(() => read(message.job, message.streamParents));
  } else if (message.type === 'warm-up') warmUp();
  else if (message.type === 'taken') {
    batchesAhead--;
    const waiting = readerWaiting;
    readerWaiting = undefined;
    waiting?.();
  }
});
send({ type: 'ready' });

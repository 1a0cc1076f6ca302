import fs from 'node:fs';
import { FileProblem } from './errors';
import { type ParseJob, parseUploadedFile } from './parse-file';
import type { ReaderAnswer } from './parse-process';

/**
 * The reading process (started by parse-process.ts, one per file): it takes one job, answers its
 * result or the file's problem, and exits. It exits too when its parent goes away.
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

process.on('disconnect', () => process.exit(0));
process.once('message', async (message: { job: ParseJob }) => {
  const finish = (answer: ReaderAnswer) => send(answer, () => process.exit(0));
  const started = performance.now();
  try {
    const result = await parseUploadedFile(message.job, (count) => send({ type: 'rows', count }));
    finish({
      type: 'done',
      resultJson: JSON.stringify(result),
      peakRssMb: peakRssMb(),
      parseMs: Math.round(performance.now() - started),
    });
  } catch (error) {
    if (error instanceof FileProblem)
      finish({ type: 'problem', message: error.message, status: error.status as 400 | 413 | 422 });
    else finish({ type: 'failed', detail: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
send({ type: 'ready' });

/**
 * Killing an instance of the compiled server with SIGKILL, as a crash, an out-of-memory kill or a
 * lost machine ends it: no shutdown code runs. Imported only by tests.
 */
import fs from 'node:fs';
import type { Instance } from './product-instances';

/** The processes whose parent is `pid` (from /proc: Linux only, as the product's servers run). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat?.parent === pid) children.push(Number(entry));
  }
  return children;
}

/** A process's state letter and parent, from /proc/<pid>/stat (the name in parentheses may hold spaces). */
function readStat(pid: number): { state: string; parent: number } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: state!, parent: Number(parent) };
  } catch {
    return undefined;
  }
}

/** Of `pids`, those still running (a zombie waiting to be reaped has ended). */
export const stillRunning = (pids: number[]) =>
  pids.filter((pid) => {
    const stat = readStat(pid);
    return stat !== undefined && stat.state !== 'Z';
  });

/**
 * SIGKILL to the instance; answers once it has ended, with the processes it had started (the
 * upload reader), which must end on their own now that their parent is gone.
 */
export async function killHard(instance: Instance): Promise<{ signal: string | null; children: number[] }> {
  const pid = instance.child.pid!;
  const children = childrenOf(pid);
  instance.child.kill('SIGKILL');
  await instance.exited;
  return { signal: instance.child.signalCode, children };
}

import type { ChildProcess, StdioOptions } from 'node:child_process';

export { CONFIGURATION_ERROR_EXIT_CODE } from '../../apps/server/src/exit-codes.mjs';
export declare function restartDelay(failures: number, backoff?: { baseMs?: number; maxMs?: number }): number;
export type Supervisor = {
  readonly child: ChildProcess;
  readonly ended: Promise<number>;
  stop(signal?: NodeJS.Signals): Promise<number>;
};
export declare function supervise(
  command: string,
  args: string[],
  options?: {
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    stdio?: StdioOptions;
    stableMs?: number;
    backoff?: { baseMs?: number; maxMs?: number };
    log?: (line: string) => void;
    onStart?: (child: ChildProcess) => void;
  },
): Supervisor;

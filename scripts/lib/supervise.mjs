import { CONFIGURATION_ERROR_EXIT_CODE } from '../../apps/server/src/exit-codes.mjs';

export { CONFIGURATION_ERROR_EXIT_CODE };

// Keeps one child process running: when it dies without being asked to, the cause is logged and
// it starts again after a delay that doubles with each quick crash, so one crash of the embedded
// default is never an outage and a process that cannot start does not spin the machine.
import { spawn } from 'node:child_process';

/** The wait before restart number `failures` (1, 2, ...): 1 s, 2 s, 4 s, ... at most `maxMs`. */
export function restartDelay(failures, { baseMs = 1000, maxMs = 30_000 } = {}) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Runs `command args` and restarts it whenever it exits on its own. A run that lasted `stableMs`
 * or more resets the back-off; an exit with CONFIGURATION_ERROR_EXIT_CODE ends supervision with
 * that code (the configuration must change first). `stop(signal)` forwards the signal and resolves with the child's
 * exit code once it has ended; nothing is restarted after that.
 */
export function supervise(command, args, options = {}) {
  const {
    env = process.env,
    cwd = process.cwd(),
    stdio = 'inherit',
    stableMs = 60_000,
    backoff = {},
    log = (line) => console.error(line),
    onStart = () => {},
  } = options;
  let child;
  let failures = 0;
  let stopping = false;
  let timer;
  let resolveStopped;
  const stopped = new Promise((resolve) => {
    resolveStopped = resolve;
  });

  function start() {
    const startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio });
    onStart(child);
    child.on('exit', (code, signal) => {
      if (stopping || code === CONFIGURATION_ERROR_EXIT_CODE) {
        stopping = true;
        resolveStopped(code ?? (signal ? 1 : 0));
        return;
      }
      failures = Date.now() - startedAt >= stableMs ? 1 : failures + 1;
      const delay = restartDelay(failures, backoff);
      const cause = signal ? `signal ${signal}` : `exit code ${code}`;
      log(`The server process stopped unexpectedly (${cause}); restarting in ${Math.round(delay / 1000)} s.`);
      timer = setTimeout(start, delay);
    });
  }
  start();

  return {
    get child() {
      return child;
    },
    /** Resolves with the exit code once supervision has ended (stop, or a configuration error). */
    ended: stopped,
    stop(signal = 'SIGTERM') {
      if (!stopping) {
        stopping = true;
        clearTimeout(timer);
        if (child.exitCode !== null || child.signalCode !== null) resolveStopped(child.exitCode ?? 1);
        else child.kill(signal);
      }
      return stopped;
    },
  };
}

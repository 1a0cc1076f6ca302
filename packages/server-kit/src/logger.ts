import { type Logger, pino } from 'pino';

export type { Logger };

export function createLogger(level: string, name: string): Logger {
  return pino({ level, name, base: { service: name } });
}

/** A logger that drops everything, for tests that do not look at logs. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

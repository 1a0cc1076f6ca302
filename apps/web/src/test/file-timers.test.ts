import { expect, it } from 'vitest';
import { clearTimersLeftWhenFileEnds } from './file-timers';

it('clears, when a file ends, the timers its tests started that have not fired, and restores the clock', async () => {
  const outerSetTimeout = globalThis.setTimeout;
  let endFile = () => {};
  clearTimersLeftWhenFileEnds((hook) => {
    endFile = hook;
  });

  const fired: string[] = [];
  await new Promise((resolve) => setTimeout(() => resolve(fired.push('fired in the file')), 0));
  const cancelled = setTimeout(() => fired.push('cancelled by the test'), 0);
  clearTimeout(cancelled);
  setTimeout(() => fired.push('pending when the file ends'), 20);
  endFile();

  expect(globalThis.setTimeout).toBe(outerSetTimeout);
  // Outlasting the cleared timer is the only way to see that it never fires.
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(fired).toEqual(['fired in the file']);
});

import { describe, expect, it } from 'vitest';
import { changeMarkReader } from './change-marks';

describe('changeMarkReader', () => {
  it('reads one at a time: who asks while a reading is under way joins it, dated when it began', async () => {
    let clock = 100;
    let queries = 0;
    let answer: (mark: string) => void = () => {};
    const marks = changeMarkReader(
      () => {
        queries += 1;
        return new Promise<string>((resolve) => (answer = resolve));
      },
      () => clock,
    );
    const first = marks.read();
    clock = 900;
    const joined = marks.read();
    answer('m1');
    await Promise.all([first, joined]);
    expect(queries).toBe(1);
    // Dated 900 it would vouch for the data up to 900, though the query may have run at 100.
    expect(marks.latest()).toEqual({ mark: 'm1', startedAt: 100 });

    clock = 1000;
    const next = marks.read();
    answer('m2');
    await next;
    expect(queries).toBe(2);
    expect(marks.latest()).toEqual({ mark: 'm2', startedAt: 1000 });
  });

  it('keeps the last reading when one fails, and reads again when asked', async () => {
    let fails = false;
    const marks = changeMarkReader(
      async () => {
        if (fails) throw new Error('database down');
        return 'm';
      },
      () => 5,
    );
    await marks.read();
    fails = true;
    await expect(marks.read()).resolves.toBeUndefined();
    expect(marks.latest()).toEqual({ mark: 'm', startedAt: 5 });
    fails = false;
    await marks.read();
    expect(marks.latest()).toEqual({ mark: 'm', startedAt: 5 });
  });
});

import { describe, expect, it } from 'vitest';
import type { ParsedParent } from './line-list-reader';
import { createParentBatchQueue, PARENT_BATCHES_AHEAD, type ParentBatch } from './parse-process-flow';

/** A promise settled from outside: the tests decide when a batch's handling ends. */
function gate() {
  let open: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const batch = (code: string): ParentBatch => ({ json: JSON.stringify([{ modelCode: code, skus: [] }]), skuCount: 0 });
const settled = () => new Promise((resolve) => setImmediate(resolve));

function queueWithGates() {
  const handled: string[] = [];
  const gates: ReturnType<typeof gate>[] = [];
  const events: string[] = [];
  const failures: unknown[] = [];
  const queue = createParentBatchQueue(
    (taken: ParentBatch) => {
      handled.push((JSON.parse(taken.json) as ParsedParent[])[0]!.modelCode);
      const g = gate();
      gates.push(g);
      return g.promise;
    },
    {
      taken: () => events.push('taken'),
      readerWaits: (waits) => events.push(waits ? 'waits' : 'reads'),
      failed: (error) => failures.push(error),
    },
  );
  return { queue, handled, gates, events, failures };
}

describe('the parent batches a reading process sends', () => {
  it('are handled one at a time, in the order they came, and the reader waits past the bound', async () => {
    const { queue, handled, gates, events } = queueWithGates();
    for (let i = 0; i < PARENT_BATCHES_AHEAD; i++) queue.take(batch(`M${i}`));
    await settled();
    expect(handled).toEqual(['M0']);
    expect(events).toEqual(['waits']);
    gates[0]!.open();
    await settled();
    expect(handled).toEqual(['M0', 'M1']);
    expect(events).toEqual(['waits', 'reads', 'taken']);
    for (let i = 1; i < PARENT_BATCHES_AHEAD; i++) {
      gates[i]!.open();
      await settled();
    }
    await queue.drained();
    expect(handled).toEqual(['M0', 'M1', 'M2', 'M3']);
    expect(events.filter((e) => e === 'taken')).toHaveLength(PARENT_BATCHES_AHEAD);
  });

  it('once closed, handle no further batch and answer when the one in hand has settled', async () => {
    const { queue, handled, gates } = queueWithGates();
    queue.take(batch('A'));
    queue.take(batch('B'));
    await settled();
    let closed = false;
    void queue.close().then(() => {
      closed = true;
    });
    await settled();
    expect(closed).toBe(false);
    gates[0]!.open();
    await settled();
    expect(closed).toBe(true);
    expect(handled).toEqual(['A']);
  });

  it('a failed batch fails the read once and stops the batches after it', async () => {
    const { queue, handled, gates, failures } = queueWithGates();
    queue.take(batch('A'));
    queue.take(batch('B'));
    await settled();
    gates[0]!.fail(new Error('insert failed'));
    await expect(queue.drained()).rejects.toThrow('insert failed');
    queue.take(batch('C'));
    await settled();
    expect(handled).toEqual(['A']);
    expect(failures).toEqual([new Error('insert failed')]);
  });
});

/**
 * Runs `work` on every item, at most `limit` at a time, and settles when all have: a failure of
 * one does not stop the others (each is told through `work`'s own handling).
 */
export async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

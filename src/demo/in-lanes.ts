import { createSemaphore } from '../lib/semaphore.ts';

/**
 * Runs `work` for every item, at most `lanes` at once. After a failure no further item
 * starts, and the first error is thrown once the running ones have settled, so nothing is
 * still writing when the caller hears of it.
 */
export async function inLanes<T>(lanes: number, items: readonly T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  const slot = createSemaphore(lanes);
  let failure: { error: unknown } | undefined;
  await Promise.all(
    items.map((item, index) =>
      slot(async () => {
        if (failure) return;
        try {
          await work(item, index);
        } catch (error) {
          failure ??= { error };
        }
      }),
    ),
  );
  if (failure) throw failure.error;
}

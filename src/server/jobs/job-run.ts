/**
 * One slice of a job's work (issue 36): a job that loops over batches asks its run between
 * batches whether to go on. A slice ends when its time budget is spent or the queue is stopping;
 * the job then returns `more: true` and the queue runs it again soon, so a backlog of a million
 * rows is worked in slices of about `budgetMs` that let requests in between, never in one loop
 * that holds the process (and its database) for minutes.
 */
export interface JobRun {
  /** Whether another batch fits: time left in the slice and the queue not stopping. */
  budgetLeft(): boolean;
  /** The queue is stopping (shutdown): end after the batch in hand. */
  readonly stopping: boolean;
  /**
   * Between two batches: lets what waits in the event loop (requests, their I/O) go first, then
   * says whether to go on (`budgetLeft`).
   */
  next(): Promise<boolean>;
}

/** What a job's run returns: anything to log, and `more` when it stopped with work left. */
export interface SliceResult {
  more?: boolean;
}

/** The wall time one slice of a job may take (the in-process queue and pg-boss alike). */
export const SLICE_BUDGET_MS = 200;

/**
 * How long a job that left work rests before its next slice: as long as the slice took, at least
 * 20 ms. A backlog so takes at most about half of the process (and of its database), however long
 * it lasts; the requests have the rest.
 */
export const restAfter = (sliceTookMs: number): number => Math.max(20, Math.round(sliceTookMs));

/** Whether a run's result says it stopped with work left. */
export function hasMore(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as SliceResult).more === true;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A slice that may take `budgetMs` from its start, by `now` (milliseconds; injectable so that
 * tests slice without sleeping), and ends early once `stopping()` says so.
 */
export function createJobRun(options: { budgetMs: number; now?: () => number; stopping?: () => boolean }): JobRun {
  const now = options.now ?? (() => performance.now());
  const stopping = options.stopping ?? (() => false);
  const started = now();
  const run: JobRun = {
    budgetLeft: () => !stopping() && now() - started < options.budgetMs,
    get stopping() {
      return stopping();
    },
    async next() {
      await turn();
      return run.budgetLeft();
    },
  };
  return run;
}

/** A run without a budget: works until done (the demo's time travel, tests that call a job directly). */
export function wholeRun(): JobRun {
  return createJobRun({ budgetMs: Infinity });
}

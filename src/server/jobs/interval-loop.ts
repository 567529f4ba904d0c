import type { AppContext } from '../context';

/** A periodic job: it reads the clock it is given, so tests can run it at any date. */
export interface PeriodicJob {
  name: string;
  run: (ctx: AppContext, now: Date) => Promise<unknown>;
}

export interface LoopOptions {
  intervalMs: number;
  now: () => Date;
  onError: (err: unknown, job: string) => void;
  /** After each job's run, whether it failed: the metrics count them. */
  onRun?: (job: string, failed: boolean) => void;
}

/**
 * A plain interval loop (decision 0040): a run on start catches up what was missed while the
 * server was down, then one every interval. Runs never overlap in one process; across processes
 * each job keeps its own once-only guard (advisory locks, skipped locked rows, unique indexes).
 * A run takes the jobs in order, each whatever happened to the one before it. Returns a stop
 * function that waits for a run in progress.
 */
export function startIntervalLoop(
  ctx: AppContext,
  jobs: readonly PeriodicJob[],
  options: LoopOptions,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        for (const job of jobs) {
          const failed = await job.run(ctx, options.now()).then(
            () => false,
            (err: unknown) => {
              options.onError(err, job.name);
              return true;
            },
          );
          options.onRun?.(job.name, failed);
        }
      } finally {
        running = null;
      }
    })();
  };

  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

import { runContractJobs } from '../contracts/contract-jobs';
import { removeUnclaimedUploads } from '../maintenance/media-store';
import { createPreventiveWorkOrders } from '../maintenance/preventive-run';
import type { AppContext } from '../../context';
import { publishNotification } from '../notifications/notifications.service';
import { runAutopay } from '../payments/autopay-run';
import { settlePendingPayments } from '../payments/settlement';
import { issueDueOwnerStatements } from '../statements/issue-statements';
import { notifyLeasesEnding } from './notify-leases-ending';
import { postDueCharges } from './rent-run';

export interface SchedulerOptions {
  intervalMs: number;
  /** Injected so tests can run the calendar at any date. */
  now?: () => Date;
  onError?: (err: unknown) => void;
}

/**
 * A plain interval loop (decision 0040): a run on start catches up what was missed while the
 * server was down, then one every interval. Runs never overlap in one process; across processes
 * the advisory lock skips a duplicate run and the unique indexes make any overlap harmless.
 * Returns a stop function that waits for a run in progress.
 */
export function startRentScheduler(
  ctx: AppContext,
  options: SchedulerOptions,
): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      // Each job runs whatever happened to the one before it: a failing autopay must not keep
      // bank debits from settling, nor statements from being issued. Order matters where noted.
      const jobs: (() => Promise<unknown>)[] = [
        async () => {
          const result = await postDueCharges(ctx.db, now(), { skipIfRunning: true });
          for (const row of result?.notifications ?? []) await publishNotification(ctx, row);
        },
        // After the rent run, so a month's rent posted today is in the balance autopay charges.
        () => runAutopay(ctx, now()),
        // Bank debits the processor has settled or returned since the last run.
        () => settlePendingPayments(ctx, now()),
        () => notifyLeasesEnding(ctx, now()),
        // Last month's owner statements, once that month has ended.
        () => issueDueOwnerStatements(ctx, now()),
        // Preventive maintenance coming due, once per occurrence; uploads nobody claimed.
        () => createPreventiveWorkOrders(ctx, now()),
        () => removeUnclaimedUploads(ctx.db, ctx.config.dataDir, now()),
        // Contracts: expiry, reminders, the 3-day warning, effects a stop interrupted.
        () => runContractJobs(ctx, now()),
      ];
      try {
        for (const job of jobs) await job().catch((err: unknown) => options.onError?.(err));
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

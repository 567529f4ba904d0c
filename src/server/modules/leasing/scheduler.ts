import type { AppContext } from '../../context';
import { publishNotification } from '../notifications/notifications.service';
import { runAutopay } from '../payments/autopay-run';
import { settlePendingPayments } from '../payments/settlement';
import { notifyLeasesEnding } from './notify-leases-ending';
import { issueDueOwnerStatements } from '../statements/issue-statements';
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
      try {
        const result = await postDueCharges(ctx.db, now(), { skipIfRunning: true });
        for (const row of result?.notifications ?? []) await publishNotification(ctx, row);
        // Autopay after the rent run, so a month's rent posted today is in the balance it charges;
        // its trouble is reported without keeping bank debits from settling.
        await runAutopay(ctx, now()).catch((err: unknown) => options.onError?.(err));
        // Bank debits the processor has settled or returned since the last run.
        await settlePendingPayments(ctx, now());
        await notifyLeasesEnding(ctx, now());
        // Last month's owner statements, once that month has ended.
        await issueDueOwnerStatements(ctx, now());
      } catch (err) {
        options.onError?.(err);
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

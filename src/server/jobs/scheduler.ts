import type { AppContext } from '../context';
import { publishDuePosts } from '../modules/blog/blog-publisher';
import { runContractJobs } from '../modules/contracts/contract-jobs';
import { notifyLeasesEnding } from '../modules/leasing/notify-leases-ending';
import { postDueChargesAndNotify } from '../modules/leasing/rent-run';
import { removeUnclaimedUploads } from '../modules/maintenance/media-store';
import { createPreventiveWorkOrders } from '../modules/maintenance/preventive-run';
import { createRecurringBills } from '../modules/bills/recurring-bills';
import { runAutopay } from '../modules/payments/autopay-run';
import { reconcileInterruptedPayments } from '../modules/payments/interrupted-payments';
import { settlePendingPayments } from '../modules/payments/settlement';
import { sendDueDepositNotices } from '../modules/deposit-notices/send-deposit-notices';
import { issueDueOwnerStatements } from '../modules/statements/issue-statements';
import { startIntervalLoop, type PeriodicJob } from './interval-loop';

/**
 * Every periodic job of the app, in the order one run takes them. The modules export their jobs
 * and never import this file, so the scheduler sits above every module it runs.
 */
export const PERIODIC_JOBS: readonly PeriodicJob[] = [
  { name: 'rent run', run: postDueChargesAndNotify },
  // After the rent run, so a month's rent posted today is in the balance autopay charges.
  { name: 'autopay', run: runAutopay },
  // Online payments a crash cut off before the processor's answer was stored (first run: at start).
  { name: 'interrupted payments', run: reconcileInterruptedPayments },
  // Bank debits the processor has settled or returned since the last run.
  { name: 'payment settlement', run: settlePendingPayments },
  { name: 'lease ending notices', run: notifyLeasesEnding },
  // Florida's notice of where a deposit is held, within 30 days of receiving it.
  { name: 'deposit notices', run: sendDueDepositNotices },
  // Last month's owner statements, once that month has ended.
  { name: 'owner statements', run: issueDueOwnerStatements },
  // Preventive maintenance coming due, once per occurrence; uploads nobody claimed.
  { name: 'preventive work orders', run: createPreventiveWorkOrders },
  // Monthly bills (landscaping, pool service): this month's draft, once, when its day has come.
  { name: 'recurring bills', run: createRecurringBills },
  {
    name: 'unclaimed uploads',
    run: (ctx, now) => removeUnclaimedUploads(ctx.db, ctx.files, now),
  },
  // Contracts: expiry, reminders, the 3-day warning, effects a stop interrupted.
  { name: 'contracts', run: runContractJobs },
];

/**
 * Scheduled blog posts, on their own short interval (BLOG_PUBLISH_INTERVAL_SECONDS): a post set
 * for 9:00 should be up within about a minute, which the other jobs' five minutes would not give.
 */
export const PUBLISHING_JOBS: readonly PeriodicJob[] = [
  { name: 'blog publishing', run: publishDuePosts },
];

export interface SchedulerOptions {
  /** Between runs of `PERIODIC_JOBS`; 0 leaves them off. */
  intervalMs: number;
  /** Between runs of `PUBLISHING_JOBS`; 0 leaves them off. */
  publishIntervalMs: number;
  /** Injected so tests can run the calendar at any date. */
  now?: () => Date;
  onError?: (err: unknown, job: string) => void;
  onRun?: (job: string, failed: boolean) => void;
}

/** Starts both loops; the returned function stops them and waits for runs in progress. */
export function startScheduler(ctx: AppContext, options: SchedulerOptions): () => Promise<void> {
  const loop = {
    now: options.now ?? (() => new Date()),
    onError: options.onError ?? (() => {}),
    onRun: options.onRun,
  };
  const stops = [
    options.intervalMs > 0 &&
      startIntervalLoop(ctx, PERIODIC_JOBS, { ...loop, intervalMs: options.intervalMs }),
    options.publishIntervalMs > 0 &&
      startIntervalLoop(ctx, PUBLISHING_JOBS, { ...loop, intervalMs: options.publishIntervalMs }),
  ].filter((stop) => stop !== false);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

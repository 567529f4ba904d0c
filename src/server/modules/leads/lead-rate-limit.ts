import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leads } from '../../db/tables';
import { AppError } from '../../lib/app-error';

/** Public submissions allowed per address in a sliding window. */
export const LEAD_RATE_LIMIT = { max: 5, windowSeconds: 10 * 60 };

/**
 * Refuses a submission when this address already sent `max` leads in the window. Runs inside the
 * submission's transaction behind an advisory lock on the address, so parallel requests from one
 * address are counted one after the other and the limit holds exactly, on every instance.
 */
export async function assertLeadRateLimit(tx: Db, ip: string, now = new Date()): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-ip:${ip}`}))`);
  const since = new Date(now.getTime() - LEAD_RATE_LIMIT.windowSeconds * 1000);
  const [row] = await tx
    .select({ n: count(), oldest: min(leads.createdAt) })
    .from(leads)
    .where(and(eq(leads.ip, ip), gt(leads.createdAt, since)));
  if (!row || row.n < LEAD_RATE_LIMIT.max) return;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
  const retryAfter = Math.max(
    1,
    Math.ceil((oldest + LEAD_RATE_LIMIT.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    'rate_limited',
    `You have sent ${LEAD_RATE_LIMIT.max} forms in the last ${LEAD_RATE_LIMIT.windowSeconds / 60} minutes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us.`,
    { headers: { 'retry-after': String(retryAfter) } },
  );
}

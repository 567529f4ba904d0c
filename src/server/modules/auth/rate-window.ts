import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitWindows } from '../../db/tables';
import { AppError } from '../../lib/app-error';

/**
 * Fixed-window counters kept in the database, so every instance behind a load balancer counts
 * the same hits (an in-memory limiter would give each instance its own allowance).
 */
/**
 * Counts one hit; a window older than `windowSeconds` starts over. One statement, so no race.
 * Returns the hits so far and the seconds left in the window.
 */
export async function countHit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; secondsLeft: number }> {
  const expired = sql`${rateLimitWindows.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitWindows.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitWindows.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitWindows.hits, startedAt: rateLimitWindows.windowStartedAt });
  const endsAt = (row?.startedAt.getTime() ?? Date.now()) + windowSeconds * 1000;
  return {
    hits: row?.hits ?? 1,
    secondsLeft: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)),
  };
}

/** Takes back one hit counted in the current window (never below zero). One statement. */
export async function uncountHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitWindows)
    .set({ hits: sql`greatest(${rateLimitWindows.hits} - 1, 0)` })
    .where(eq(rateLimitWindows.key, key));
}

export async function clearWindow(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
}

export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

export const minutesText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

import { eq, sql } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { leadReferenceCounters, siteSettings } from '../../db/tables';

/** The calendar year in the company's time zone, so a lead sent on 31 December evening in Miami is that year's. */
export function yearIn(timeZone: string, at: Date): number {
  try {
    return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(at));
  } catch {
    return Number(
      new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, year: 'numeric' }).format(at),
    );
  }
}

export function formatReference(prefix: string, year: number, value: number): string {
  return `${prefix}-${year}-${String(value).padStart(6, '0')}`;
}

/**
 * Hands out the next reference for a prefix, inside the caller's transaction. The upsert takes
 * the counter row's lock until that transaction ends, so concurrent submissions on PostgreSQL are
 * serialised on it and never share a number; a rollback returns nothing that was not committed.
 */
export async function allocateReference(tx: Db, prefix: string, at = new Date()): Promise<string> {
  const [settings] = await tx
    .select({ timeZone: siteSettings.timeZone })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const year = yearIn(settings?.timeZone ?? COMPANY_TIME_ZONE, at);
  const [row] = await tx
    .insert(leadReferenceCounters)
    .values({ prefix, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [leadReferenceCounters.prefix, leadReferenceCounters.year],
      set: { lastValue: sql`${leadReferenceCounters.lastValue} + 1` },
    })
    .returning({ value: leadReferenceCounters.lastValue });
  if (!row) throw new Error('reference counter returned no row');
  return formatReference(prefix, year, row.value);
}

// References people quote: `MA-2026-000123` for a lead, `INV-2026-000123` for a charge,
// `PAY-2026-000045` for a payment. One counter per prefix and year (the table kept the name of its
// first user, `lead_reference_counters`).
import { eq, sql } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '../../shared/constants';
import type { Db } from '../db/client';
import { leadReferenceCounters, siteSettings } from '../db/tables';

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
  const [reference] = await allocateReferences(tx, prefix, 1, at);
  return reference!;
}

/** `count` consecutive references in one statement (the rent run posts thousands at once). */
export async function allocateReferences(
  tx: Db,
  prefix: string,
  count: number,
  at = new Date(),
): Promise<string[]> {
  if (count === 0) return [];
  const [settings] = await tx
    .select({ timeZone: siteSettings.timeZone })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const year = yearIn(settings?.timeZone ?? COMPANY_TIME_ZONE, at);
  const [row] = await tx
    .insert(leadReferenceCounters)
    .values({ prefix, year, lastValue: count })
    .onConflictDoUpdate({
      target: [leadReferenceCounters.prefix, leadReferenceCounters.year],
      set: { lastValue: sql`${leadReferenceCounters.lastValue} + ${count}` },
    })
    .returning({ value: leadReferenceCounters.lastValue });
  if (!row) throw new Error('reference counter returned no row');
  const first = row.value - count + 1;
  return Array.from({ length: count }, (_, i) => formatReference(prefix, year, first + i));
}

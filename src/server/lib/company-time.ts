import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteSettings } from '../db/tables';
import { localDate } from './calendar';

const DEFAULT_TIME_ZONE = 'America/New_York';

/** The zone the company keeps its calendar in (site settings): rent falls due on its days. */
export async function companyTimeZone(db: Db): Promise<string> {
  const [row] = await db
    .select({ timeZone: siteSettings.timeZone })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

export async function companyToday(db: Db, now: Date): Promise<string> {
  return localDate(now, await companyTimeZone(db));
}

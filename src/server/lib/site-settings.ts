import { eq } from 'drizzle-orm';
import type { SiteSettings } from '../../shared/schemas/site';
import type { Db } from '../db/client';
import { siteSettings } from '../db/tables';
import { AppError } from './app-error';
import { cachedRead } from './cached-read';
import { apiColumns } from './api-columns';

/*
 * Reading the settings row sits below every module: the brand name, the company's time zone and
 * the fees are read by many of them. Changing it (and announcing a storm alert) is the
 * site-settings module's.
 */

type SettingsRow = typeof siteSettings.$inferSelect;

/** The public shape of the settings row. */
export function toSiteSettings(row: SettingsRow): SiteSettings {
  return {
    ...apiColumns(row, [
      'brandName',
      'legalName',
      'supportEmail',
      'senderEmail',
      'phone',
      'address',
      'timeZone',
      'tagline',
      'officeHours',
      'socialLinks',
      'cardFeeBasisPoints',
      'returnedPaymentFeeCents',
      'updatedAt',
    ]),
    emergencyPhone: row.emergencyPhone || row.phone,
    stormAlert: {
      active: row.stormAlertActive,
      title: row.stormAlertTitle,
      body: row.stormAlertBody,
      titleEs: row.stormAlertTitleEs,
      bodyEs: row.stormAlertBodyEs,
    },
  };
}

async function readRow(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  // ensureReferenceData writes this row at every start, so a missing row is a broken install.
  if (!row) throw new AppError('internal', 'Site settings are missing.');
  return row;
}

/** The public shape of the single settings row (brand, contact details, storm banner). */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  return toSiteSettings(await readRow(db));
}

/**
 * The settings as every public page and `GET /api/site-settings` read them: kept in memory, since
 * every drawn page read the row twice, and dropped by an editor's write on every instance. Reads
 * inside a transaction use readSiteSettings.
 */
export const siteSettingsInMemory = cachedRead(readSiteSettings, 60_000);

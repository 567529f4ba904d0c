import { eq } from 'drizzle-orm';
import type { SiteSettings, UpdateSiteSettingsInput } from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { keptRead } from '../../lib/kept-read';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import {
  insertNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';

type SettingsRow = typeof siteSettings.$inferSelect;

function toSiteSettings(row: SettingsRow): SiteSettings {
  return {
    brandName: row.brandName,
    legalName: row.legalName,
    supportEmail: row.supportEmail,
    phone: row.phone,
    emergencyPhone: row.emergencyPhone || row.phone,
    address: row.address,
    timeZone: row.timeZone,
    tagline: row.tagline,
    officeHours: row.officeHours,
    socialLinks: row.socialLinks,
    stormAlert: {
      active: row.stormAlertActive,
      title: row.stormAlertTitle,
      body: row.stormAlertBody,
      titleEs: row.stormAlertTitleEs,
      bodyEs: row.stormAlertBodyEs,
    },
    cardFeeBasisPoints: row.cardFeeBasisPoints,
    returnedPaymentFeeCents: row.returnedPaymentFeeCents,
    updatedAt: row.updatedAt.toISOString(),
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
export const siteSettingsInMemory = keptRead(readSiteSettings, 60_000);

/** A newly raised alert, or a changed one, is news for everyone; switching it off is not. */
function alertIsNews(
  before: SiteSettings['stormAlert'],
  after: SiteSettings['stormAlert'],
): boolean {
  if (!after.active) return false;
  return (
    !before.active ||
    before.title !== after.title ||
    before.body !== after.body ||
    before.titleEs !== after.titleEs ||
    before.bodyEs !== after.bodyEs
  );
}

/**
 * Applies an admin's change and records before/after in the audit log, in one transaction. A raised
 * or changed storm alert also notifies every account, published after the commit.
 */
export async function updateSiteSettings(
  ctx: AppContext,
  actor: AuditActor & { id: string },
  input: Exclude<UpdateSiteSettingsInput, undefined>,
): Promise<SiteSettings> {
  let notice: NotificationRow | null = null;
  const result = await ctx.db.transaction(async (tx) => {
    const before = toSiteSettings(await readRow(tx));
    const alert = input.stormAlert;
    const [row] = await tx
      .update(siteSettings)
      .set({
        brandName: input.brandName,
        legalName: input.legalName,
        supportEmail: input.supportEmail,
        phone: input.phone,
        emergencyPhone: input.emergencyPhone,
        address: input.address,
        tagline: input.tagline,
        officeHours: input.officeHours,
        socialLinks: input.socialLinks,
        cardFeeBasisPoints: input.cardFeeBasisPoints,
        returnedPaymentFeeCents: input.returnedPaymentFeeCents,
        ...(alert && {
          stormAlertActive: alert.active,
          // An empty field clears the text rather than keeping an old storm's words.
          stormAlertTitle: alert.title || null,
          stormAlertBody: alert.body || null,
          stormAlertTitleEs: alert.titleEs || null,
          stormAlertBodyEs: alert.bodyEs || null,
        }),
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, 1))
      .returning();
    const after = toSiteSettings(row!);
    await recordAudit(tx, actor, {
      action: 'site-settings.update',
      target: 'site_settings:1',
      before,
      after,
    });
    if (alertIsNews(before.stormAlert, after.stormAlert)) {
      notice = await insertNotification(
        tx,
        {
          all: true,
          title: after.stormAlert.title!,
          body: after.stormAlert.body!,
          link: '/storm',
          topics: ['site'],
        },
        actor.id,
      );
    }
    return after;
  });
  if (notice) await publishNotification(ctx, notice);
  return result;
}

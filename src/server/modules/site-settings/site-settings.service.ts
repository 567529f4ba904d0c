import { eq } from 'drizzle-orm';
import type { SiteSettings, UpdateSiteSettingsInput } from '../../../shared/schemas/site';
import { siteSettings } from '../../db/tables';
import { readSiteSettings, toSiteSettings } from '../../lib/site-settings';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import {
  insertNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';

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
    const before = await readSiteSettings(tx);
    const alert = input.stormAlert;
    const [row] = await tx
      .update(siteSettings)
      .set({
        brandName: input.brandName,
        legalName: input.legalName,
        supportEmail: input.supportEmail,
        senderEmail: input.senderEmail,
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

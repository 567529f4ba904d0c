import { and, eq } from 'drizzle-orm';
import type { MaintenanceSettings } from '../../../shared/schemas/maintenance';
import type { Db } from '../../db/client';
import { siteSettings, users } from '../../db/tables';
import { fieldError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { capabilityHolders } from '../../lib/capability-holders';
import { recordAudit } from '../audit/audit.service';

export async function readMaintenanceSettings(db: Db): Promise<MaintenanceSettings> {
  const [row] = await db
    .select({
      emergency: siteSettings.responseHoursEmergency,
      urgent: siteSettings.responseHoursUrgent,
      routine: siteSettings.responseHoursRoutine,
      onCall: siteSettings.onCallTechnicianId,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return {
    responseHours: {
      emergency: row?.emergency ?? 4,
      urgent: row?.urgent ?? 24,
      routine: row?.routine ?? 72,
    },
    onCallTechnicianId: row?.onCall ?? null,
  };
}

/** Saves the targets and the on-call technician (an active technician, or nobody), audited. */
export async function updateMaintenanceSettings(
  db: Db,
  actor: Actor,
  input: MaintenanceSettings,
): Promise<MaintenanceSettings> {
  await db.transaction(async (tx) => {
    if (input.onCallTechnicianId) {
      const [tech] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, input.onCallTechnicianId),
            capabilityHolders('take:work-orders:assigned', { active: true }),
          ),
        );
      if (!tech) throw fieldError('onCallTechnicianId', 'Choose one of our technicians.');
    }
    const before = await readMaintenanceSettings(tx);
    await tx
      .update(siteSettings)
      .set({
        responseHoursEmergency: input.responseHours.emergency,
        responseHoursUrgent: input.responseHours.urgent,
        responseHoursRoutine: input.responseHours.routine,
        onCallTechnicianId: input.onCallTechnicianId,
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, 1));
    await recordAudit(tx, actor, {
      action: 'maintenance-settings.update',
      target: 'site_settings:1',
      before,
      after: input,
    });
  });
  return readMaintenanceSettings(db);
}

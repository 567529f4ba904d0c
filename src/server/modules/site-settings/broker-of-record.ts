import { and, asc, eq } from 'drizzle-orm';
import type {
  BrokerCandidate,
  BrokerOfRecordAnswer,
} from '../../../shared/schemas/broker-of-record';
import type { Db } from '../../db/client';
import { siteSettings, users } from '../../db/tables';
import { fieldError } from '../../lib/app-error';
import { capabilityHolders } from '../../lib/capability-holders';
import { recordAudit, type AuditActor } from '../audit/audit.service';

/*
 * The broker of record (FREC rule 61J2-14.012) signs each trust account's monthly reconciliation.
 * Only an active account that reconciles the bank accounts (write:banking:any: an admin) can be named.
 */

const candidateColumns = { id: users.id, name: users.name, email: users.email };

/** Who may sign: an active account that reconciles the bank accounts (an admin). */
const SIGNERS = capabilityHolders('write:banking:any', { active: true });

function activeAdmins(db: Db) {
  return db.select(candidateColumns).from(users).where(SIGNERS).orderBy(asc(users.name));
}

export async function readBrokerOfRecord(db: Db): Promise<BrokerOfRecordAnswer> {
  const [[settings], candidates] = await Promise.all([
    db
      .select({ brokerId: siteSettings.brokerOfRecordId })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1)),
    activeAdmins(db),
  ]);
  let broker: BrokerCandidate | null = null;
  if (settings?.brokerId) {
    // A broker since blocked or no longer an admin is still shown, so the office sees who it was.
    [broker = null] = await db
      .select(candidateColumns)
      .from(users)
      .where(eq(users.id, settings.brokerId));
  }
  return { brokerOfRecord: broker, candidates };
}

export async function nameBrokerOfRecord(
  db: Db,
  actor: AuditActor & { id: string },
  userId: string,
): Promise<BrokerOfRecordAnswer> {
  await db.transaction(async (tx) => {
    const [candidate] = await tx
      .select(candidateColumns)
      .from(users)
      .where(and(eq(users.id, userId), SIGNERS));
    if (!candidate) {
      throw fieldError('userId', 'broker.choose');
    }
    const [before] = await tx
      .select({ brokerId: siteSettings.brokerOfRecordId })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1))
      .for('update');
    await tx
      .update(siteSettings)
      .set({ brokerOfRecordId: candidate.id, updatedAt: new Date() })
      .where(eq(siteSettings.id, 1));
    await recordAudit(tx, actor, {
      action: 'site-settings.broker-of-record',
      target: 'site_settings:1',
      before: { brokerOfRecordId: before?.brokerId ?? null },
      after: { brokerOfRecordId: candidate.id, name: candidate.name },
    });
  });
  return readBrokerOfRecord(db);
}

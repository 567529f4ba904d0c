import { and, asc, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import type { BrokerWorkspace } from '../../../shared/schemas/contracts';
import type { Db } from '../../db/client';
import { brokerCommissions, contractParties, contracts, leads, users } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { capabilityHolders } from '../../lib/capability-holders';
import { companyToday } from '../../lib/company-time';
import { toListItem } from './contract-read';

/** The twelve months ending with this one, oldest first, as YYYY-MM. */
function lastTwelveMonths(today: string): string[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y!, m! - 1 - (11 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * A broker's workspace: the leads assigned to them by stage, their management agreements, and
 * commissions by month. The office sees every broker's (or one broker's, when asked).
 */
export async function readBrokerWorkspace(
  db: Db,
  actor: Actor,
  brokerId: string | undefined,
  now = new Date(),
): Promise<BrokerWorkspace> {
  const office = can(actor.role, 'read:leads:any');
  const broker = office ? brokerId : actor.id;
  const brokers = office
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(capabilityHolders('take:leads:assigned', { active: false }))
        .orderBy(asc(users.name))
    : [];
  const leadRows = await db
    .select({
      id: leads.id,
      reference: leads.reference,
      kind: leads.kind,
      name: leads.contactName,
      email: leads.contactEmail,
      status: leads.status,
      brokerName: users.name,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(
      and(
        broker ? eq(leads.assigneeId, broker) : isNotNull(leads.assigneeId),
        ne(leads.status, 'closed'),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(300);
  const agreementRows = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.kind, 'management-agreement'),
        broker ? eq(contracts.brokerId, broker) : isNotNull(contracts.brokerId),
      ),
    )
    .orderBy(desc(contracts.updatedAt))
    .limit(100);
  const parties = agreementRows.length
    ? await db
        .select()
        .from(contractParties)
        .where(
          inArray(
            contractParties.contractId,
            agreementRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(contractParties.position))
    : [];
  const latestAgreement = new Map<
    string,
    { id: string; status: (typeof agreementRows)[number]['status'] }
  >();
  for (const c of agreementRows) {
    if (c.leadId && !latestAgreement.has(c.leadId))
      latestAgreement.set(c.leadId, { id: c.id, status: c.status });
  }
  const today = await companyToday(db, now);
  const months = lastTwelveMonths(today);
  const since = `${months[0]}-01`;
  const earned = await db
    .select({
      month: sql<string>`to_char(${brokerCommissions.earnedOn}, 'YYYY-MM')`,
      cents: sql<number>`sum(${brokerCommissions.amountCents})::int`,
      wins: sql<number>`count(*)::int`,
    })
    .from(brokerCommissions)
    .where(
      and(
        gte(brokerCommissions.earnedOn, since),
        broker ? eq(brokerCommissions.brokerId, broker) : undefined,
      ),
    )
    .groupBy(sql`1`);
  const byMonth = new Map(earned.map((e) => [e.month, e]));
  const thisMonth = byMonth.get(today.slice(0, 7));
  return {
    brokers,
    leads: leadRows.map((l) => ({
      ...l,
      createdAt: l.createdAt.toISOString(),
      agreement: latestAgreement.get(l.id) ?? null,
    })),
    agreements: agreementRows.map((c) =>
      toListItem(
        actor,
        c,
        parties.filter((p) => p.contractId === c.id),
      ),
    ),
    commissions: months.map((month) => ({ month, amountCents: byMonth.get(month)?.cents ?? 0 })),
    thisMonth: { wins: thisMonth?.wins ?? 0, commissionCents: thisMonth?.cents ?? 0 },
  };
}

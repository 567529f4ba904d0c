import { depositHeldCents } from '../accounting/deposit-held';
import { and, asc, eq } from 'drizzle-orm';
import type { LeaseDetail } from '../../../shared/schemas/leases';
import type { Ledger } from '../../../shared/schemas/ledger';
import type { Db } from '../../db/client';
import {
  cities,
  depositDeductions,
  leaseDocuments,
  leaseResidents,
  leases,
  properties,
  units,
  users,
} from '../../db/tables';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { balanceCents } from './balance';
import { companyTimeZone } from '../../lib/company-time';
import { readLedger } from './ledger-read';
import { visibleLeases } from './lease-scope';
import { joinLeaseHome } from '../../db/joins';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The lease if the actor may read it; a lease they may not see is "not found", never "forbidden". */
export async function findVisibleLease(db: Db, actor: Actor, id: string) {
  const [row] = await joinLeaseHome(
    db
      .select({
        lease: leases,
        unitLabel: units.label,
        propertyId: properties.id,
        propertyName: properties.name,
        propertyAddress: properties.addressLine,
        ownerId: properties.ownerId,
        city: cities.name,
      })
      .from(leases)
      .$dynamic(),
  )
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(eq(leases.id, id), visibleLeases(actor)));
  if (!row) throw notFound('Lease');
  return row;
}

export async function readLeaseDetail(
  db: Db,
  actor: Actor,
  id: string,
): Promise<LeaseDetail & { ledger: Ledger }> {
  const row = await findVisibleLease(db, actor, id);
  const l = row.lease;
  const [residentRows, deductionRows, documentRows, renewal, timeZone, held] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(leaseResidents)
      .innerJoin(users, eq(users.id, leaseResidents.userId))
      .where(eq(leaseResidents.leaseId, id))
      .orderBy(asc(users.name)),
    db
      .select()
      .from(depositDeductions)
      .where(eq(depositDeductions.leaseId, id))
      .orderBy(asc(depositDeductions.createdAt)),
    db
      .select()
      .from(leaseDocuments)
      .where(eq(leaseDocuments.leaseId, id))
      .orderBy(asc(leaseDocuments.createdAt)),
    db.select({ id: leases.id }).from(leases).where(eq(leases.renewalOf, id)),
    companyTimeZone(db),
    depositHeldCents(db, id),
  ]);
  const ledger = await readLedger(db, id, timeZone);
  return {
    id: l.id,
    status: l.status,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    propertyAddress: row.propertyAddress,
    ownerId: row.ownerId,
    city: row.city,
    unitId: l.unitId,
    unitLabel: row.unitLabel,
    residents: residentRows.map((r) => r.name),
    residentAccounts: residentRows,
    monthlyRentCents: l.monthlyRentCents,
    balanceCents: balanceCents(ledger.charges, ledger.payments),
    startDate: l.startDate,
    endDate: l.endDate,
    dueDay: l.dueDay,
    securityDepositCents: l.securityDepositCents,
    depositHeldCents: held,
    lateFeeGraceDays: l.lateFeeGraceDays,
    lateFeeFlatCents: l.lateFeeFlatCents,
    lateFeePercentBasisPoints: l.lateFeePercentBasisPoints,
    lateFeeCapCents: l.lateFeeCapCents,
    renewalOf: l.renewalOf,
    renewedBy: renewal[0]?.id ?? null,
    noticeGivenAt: iso(l.noticeGivenAt),
    moveOutDate: l.moveOutDate,
    depositRefundCents: l.depositRefundCents,
    deductions: deductionRows.map((d) => ({ reason: d.reason, amountCents: d.amountCents })),
    documents: documentRows.map((d) => ({
      id: d.id,
      title: d.title,
      sizeBytes: d.sizeBytes,
      createdAt: d.createdAt.toISOString(),
    })),
    activatedAt: iso(l.activatedAt),
    endedAt: iso(l.endedAt),
    cancelledAt: iso(l.cancelledAt),
    ledger,
  };
}

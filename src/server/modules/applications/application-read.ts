import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type {
  ApplicationDetail,
  ApplicationListQuery,
  ApplicationRow,
  ApplicationStatus,
} from '../../../shared/schemas/applications';
import type { z } from 'zod';
import type { CarLeadSchema } from '../../../shared/schemas/leads/car';
import type { Db } from '../../db/client';
import { applicationDecisions, leads, users } from '../../db/tables';
import { notFound } from '../../lib/app-error';
import { homesOf, incomeToRentRatio } from './application-home';

/** What a stored /car payload holds (the schema's output, honeypot dropped). */
export type CarPayload = Omit<z.output<typeof CarLeadSchema>, 'website'>;

const LIST_LIMIT = 500;

const statusOf = (outcome: string | null): ApplicationStatus =>
  outcome === 'approved' ? 'approved' : outcome === 'declined' ? 'declined' : 'waiting';

function statusCondition(status: ApplicationStatus | undefined): SQL | undefined {
  if (status === 'waiting') return isNull(applicationDecisions.leadId);
  if (status) return eq(applicationDecisions.outcome, status);
  return undefined;
}

const baseColumns = {
  lead: leads,
  outcome: applicationDecisions.outcome,
  note: applicationDecisions.note,
  decidedAt: applicationDecisions.decidedAt,
  leaseId: applicationDecisions.leaseId,
  decidedByName: users.name,
};

function baseQuery(db: Db) {
  return db
    .select(baseColumns)
    .from(leads)
    .leftJoin(applicationDecisions, eq(applicationDecisions.leadId, leads.id))
    .leftJoin(users, eq(users.id, applicationDecisions.decidedBy));
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

async function toRows(db: Db, rows: BaseRow[]) {
  const payloads = rows.map((r) => r.lead.payload as CarPayload);
  const homes = await homesOf(
    db,
    payloads.flatMap((p) => (p.listingId ? [p.listingId] : [])),
  );
  return rows.map((r, i): ApplicationRow & { payload: CarPayload } => {
    const payload = payloads[i]!;
    const home = (payload.listingId && homes.get(payload.listingId)) || null;
    const monthlyIncomeCents = payload.monthlyIncome * 100;
    return {
      id: r.lead.id,
      reference: r.lead.reference,
      status: statusOf(r.outcome),
      applicantName: r.lead.contactName,
      applicantEmail: r.lead.contactEmail,
      submittedAt: r.lead.createdAt.toISOString(),
      desiredProperty: payload.desiredProperty,
      home,
      monthlyIncomeCents,
      incomeToRent: home ? incomeToRentRatio(monthlyIncomeCents, home.monthlyRentCents) : null,
      payload,
    };
  });
}

/** Rental applications, newest first; only admins reach this (read:applications:any). */
export async function listApplications(
  db: Db,
  query: ApplicationListQuery,
): Promise<ApplicationRow[]> {
  const rows = await baseQuery(db)
    .where(and(eq(leads.kind, 'car'), statusCondition(query.status)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LIST_LIMIT);
  return (await toRows(db, rows)).map(({ payload: _payload, ...row }) => row);
}

export async function readApplication(db: Db, id: string): Promise<ApplicationDetail> {
  const [row] = await baseQuery(db).where(and(eq(leads.id, id), eq(leads.kind, 'car')));
  if (!row) throw notFound('Application');
  const [{ payload, ...summary }] = (await toRows(db, [row])) as [
    ApplicationRow & { payload: CarPayload },
  ];
  return {
    ...summary,
    applicantPhone: row.lead.contactPhone,
    moveInDate: payload.moveInDate,
    occupants: payload.occupants,
    currentAddress: payload.currentAddress,
    employment: {
      status: payload.employment.status,
      employer: payload.employment.employer,
      jobTitle: payload.employment.jobTitle,
      yearsEmployed: payload.employment.yearsEmployed,
    },
    references: payload.references,
    pets: payload.pets,
    decision:
      row.outcome === null
        ? null
        : {
            outcome: row.outcome as 'approved' | 'declined',
            note: row.note ?? '',
            decidedAt: row.decidedAt!.toISOString(),
            decidedByName: row.decidedByName,
            leaseId: row.leaseId,
          },
  };
}

import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import type {
  Statement,
  StatementList,
  StatementListQuery,
  StatementOwner,
} from '../../../shared/schemas/statements';
import { validationMessage } from '../../../shared/validation/message';
import type { Db } from '../../db/client';
import { ownerStatements, properties, users } from '../../db/tables';
import { fieldError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { firstDay, lastDay, localDate, periodOf, startOfLocalDay } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { ownerAccount, ownerMonthLines } from './owner-month';
import { statementTotals } from './statement-figures';

export const STATEMENT_PAGE_SIZE = 24;

/**
 * The statements an actor may read: every owner's with read:statements:any, their own with
 * read:statements:own. An admin viewing as a landlord is scoped to their own account, which owns
 * nothing.
 */
function visibleStatements(actor: Actor): SQL | undefined {
  if (can(actor.role, 'read:statements:any')) return undefined;
  if (!can(actor.role, 'read:statements:own')) return sql`false`;
  return eq(ownerStatements.ownerId, actor.id);
}

/** Whom the reader may filter by: everyone who owns a property (admin), or themselves. */
async function ownersFor(db: Db, actor: Actor): Promise<StatementOwner[]> {
  if (!can(actor.role, 'read:statements:any')) return [{ id: actor.id, name: actor.name }];
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(properties, eq(properties.ownerId, users.id))
    .orderBy(users.name, users.id);
}

export async function listStatements(
  db: Db,
  actor: Actor,
  query: StatementListQuery,
): Promise<StatementList> {
  const where = and(
    visibleStatements(actor),
    query.ownerId ? eq(ownerStatements.ownerId, query.ownerId) : undefined,
  );
  const rows = await db
    .select({
      id: ownerStatements.id,
      ownerId: ownerStatements.ownerId,
      ownerName: users.name,
      period: ownerStatements.period,
      lines: ownerStatements.lines,
      collectedCents: ownerStatements.collectedCents,
      managementFeeCents: ownerStatements.managementFeeCents,
      expensesCents: ownerStatements.expensesCents,
      netCents: ownerStatements.netCents,
      issuedAt: ownerStatements.issuedAt,
    })
    .from(ownerStatements)
    .innerJoin(users, eq(users.id, ownerStatements.ownerId))
    .where(where)
    .orderBy(desc(ownerStatements.period), users.name, ownerStatements.id)
    .limit(STATEMENT_PAGE_SIZE)
    .offset((query.page - 1) * STATEMENT_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(ownerStatements).where(where);
  return {
    statements: rows.map(({ lines, issuedAt, ...row }) => ({
      ...row,
      propertyCount: lines.length,
      issuedAt: issuedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: STATEMENT_PAGE_SIZE,
    owners: await ownersFor(db, actor),
  };
}

/** One stored statement; another owner's answers 404, so its existence is not given away. */
export async function readStatement(db: Db, actor: Actor, id: string): Promise<Statement> {
  const [row] = await db
    .select({ statement: ownerStatements, ownerName: users.name })
    .from(ownerStatements)
    .innerJoin(users, eq(users.id, ownerStatements.ownerId))
    .where(and(eq(ownerStatements.id, id), visibleStatements(actor)));
  if (!row) throw notFound('Statement');
  const s = row.statement;
  return {
    id: s.id,
    kind: 'final',
    ownerId: s.ownerId,
    ownerName: row.ownerName,
    period: s.period,
    throughDate: lastDay(s.period),
    issuedAt: s.issuedAt.toISOString(),
    properties: s.lines,
    collectedCents: s.collectedCents,
    managementFeeCents: s.managementFeeCents,
    expensesCents: s.expensesCents,
    netCents: s.netCents,
    account: await ownerAccount(db, s.ownerId, s.period, lastDay(s.period)),
  };
}

/**
 * The month so far, computed on each request and never stored: from the first of the month (company
 * time) up to now. An owner reads their own; an admin names the owner.
 */
export async function monthToDate(
  db: Db,
  actor: Actor,
  ownerIdParam: string | undefined,
  now: Date,
): Promise<Statement> {
  let ownerId = actor.id;
  if (can(actor.role, 'read:statements:any')) {
    if (!ownerIdParam) throw fieldError('ownerId', validationMessage('form.choose'));
    ownerId = ownerIdParam;
  } else if (ownerIdParam && ownerIdParam !== actor.id) {
    throw notFound('Owner');
  }
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.id, ownerId),
        inArray(users.id, db.select({ id: properties.ownerId }).from(properties)),
      ),
    );
  if (!owner) {
    if (ownerId !== actor.id) throw notFound('Owner');
    // An owner without properties has an empty month rather than an error.
  }
  const timeZone = await companyTimeZone(db);
  const today = localDate(now, timeZone);
  const period = periodOf(today);
  const lines = owner
    ? await ownerMonthLines(db, ownerId, {
        period,
        from: startOfLocalDay(firstDay(period), timeZone),
        until: now,
        throughDate: today,
        timeZone,
      })
    : [];
  return {
    id: null,
    kind: 'month_to_date',
    ownerId,
    ownerName: owner?.name ?? actor.name,
    period,
    throughDate: today,
    issuedAt: null,
    properties: lines,
    ...statementTotals(lines),
    ...(owner ? { account: await ownerAccount(db, ownerId, period, today) } : {}),
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { journalEntries, ownerStatements, users } from '../../db/tables';
import type { Email, Mailer } from '../../lib/mailer';
import { siteUrl } from '../../lib/email-layout';
import type { Language } from '../../../shared/language-path';
import { localeFor } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import { recordAudit } from '../audit/audit.service';
import { localDate, periodOf } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import {
  insertNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { monthWindow, ownerMonthLines, propertyOwnerIds } from './owner-month';
import { statementTotals } from './statement-figures';
import { postManagementFee, transferFeesEarned } from '../accounting/management-fees';

/** Any number: it only has to differ from the other advisory locks (rent run: 7_250_046). */
const STATEMENT_RUN_LOCK = 7_250_047;

/** How an issued statement reaches its owner; null (demo history) issues silently. */
export interface StatementDelivery {
  mailer: Mailer;
  publicUrl: string;
}

export interface IssueResult {
  issued: { id: string; ownerId: string; period: string }[];
  /** Stored with the statements; the caller announces them once the transaction has committed. */
  notifications: NotificationRow[];
}

/** "November 2026", or "noviembre de 2026" for a Spanish reader. */
export function monthName(period: string, language: Language = 'en'): string {
  const [year, month] = period.split('-').map(Number);
  return new Intl.DateTimeFormat(localeFor(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}

export function previousPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number);
  const index = y! * 12 + (m! - 1) - 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const STATEMENT = {
  en: {
    subject: (month: string) => `Owner statement for ${month}`,
    heading: (month: string) => `Your statement for ${month}`,
    ready: (month: string) => `Your statement for ${month} is ready.`,
    collected: 'Collected',
    net: 'Net to you',
    action: 'Open the statement',
    formats: 'You can also download it there as a PDF or CSV.',
  },
  es: {
    subject: (month: string) => `Estado de cuenta del propietario de ${month}`,
    heading: (month: string) => `Su estado de cuenta de ${month}`,
    ready: (month: string) => `Su estado de cuenta de ${month} ya está disponible.`,
    collected: 'Cobrado',
    net: 'Neto para usted',
    action: 'Abrir el estado de cuenta',
    formats: 'Allí también puede descargarlo en PDF o CSV.',
  },
} as const;

function statementEmail(
  owner: { email: string; name: string; language: Language },
  period: string,
  totals: { collectedCents: number; netCents: number },
  url: string,
): Email {
  const t = STATEMENT[owner.language];
  const month = monthName(period, owner.language);
  return {
    to: owner.email,
    language: owner.language,
    subject: t.subject(month),
    content: {
      heading: t.heading(month),
      greet: owner.name,
      paragraphs: [t.ready(month)],
      details: [
        [t.collected, formatMoney(totals.collectedCents, owner.language)],
        [t.net, formatMoney(totals.netCents, owner.language)],
      ],
      action: { label: t.action, url },
      smallPrint: [t.formats],
    },
  };
}

/**
 * Issues every owner's statement for a finished month inside the caller's transaction. The unique
 * index on (owner, month) makes it safe to run twice or on two instances at once: an insert that
 * finds the statement already there does nothing, and only a statement this call inserted is
 * e-mailed and announced. An owner with nothing on the month gets no statement.
 */
export async function issueStatementsIn(
  tx: Db,
  period: string,
  now: Date,
  delivery: StatementDelivery | null,
): Promise<IssueResult> {
  const timeZone = await companyTimeZone(tx);
  const window = monthWindow(period, timeZone);
  const result: IssueResult = { issued: [], notifications: [] };
  for (const ownerId of await propertyOwnerIds(tx)) {
    const lines = await ownerMonthLines(tx, ownerId, window);
    if (lines.length === 0) continue;
    const totals = statementTotals(lines);
    const [row] = await tx
      .insert(ownerStatements)
      .values({ ownerId, period, lines, ...totals, issuedAt: now })
      .onConflictDoNothing({ target: [ownerStatements.ownerId, ownerStatements.period] })
      .returning({ id: ownerStatements.id });
    if (!row) continue;
    result.issued.push({ id: row.id, ownerId, period });
    // The fee the statement charges is the company's income from now on, in the same transaction.
    for (const line of lines) {
      await postManagementFee(tx, {
        propertyId: line.propertyId,
        period,
        cents: line.managementFeeCents,
        today: localDate(now, timeZone),
      });
    }
    await recordAudit(tx, null, {
      action: 'statement.issue',
      target: `statement:${row.id}`,
      after: { ownerId, period, ...totals },
    });
    if (!delivery) continue;
    const [owner] = await tx
      .select({ email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(eq(users.id, ownerId));
    const link = `/portal/statements/${row.id}`;
    const body = `Your statement for ${monthName(period)} is ready: ${formatMoney(totals.collectedCents)} collected, ${formatMoney(totals.netCents)} net to you.`;
    await delivery.mailer.queue(
      tx,
      statementEmail(owner!, period, totals, siteUrl(delivery.publicUrl, owner!.language, link)),
    );
    result.notifications.push(
      await insertNotification(
        tx,
        { userId: ownerId, title: 'Owner statement ready', body, link, topics: ['statements'] },
        null,
      ),
    );
  }
  return result;
}

/** The month's transfer of fees earned to the company's account, once (keyed by the month). */
async function transferMonthsFees(tx: Db, period: string, today: string): Promise<void> {
  const key = `fees-month:${period}`;
  const [done] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.sourceKind, 'transfer'), eq(journalEntries.sourceId, key)));
  if (!done) await transferFeesEarned(tx, { date: today, actorId: null, key });
}

/**
 * The scheduler's step: once a month has ended in the company's time zone, last month's
 * statements. A run that finds another instance's run in progress skips; correctness never depends
 * on that lock, only on the unique index. Returns how many statements it issued.
 */
export async function issueDueOwnerStatements(ctx: AppContext, now: Date): Promise<number> {
  const result = await ctx.db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${STATEMENT_RUN_LOCK}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!locked.rows[0]?.locked) return null;
    const today = localDate(now, await companyTimeZone(tx));
    const period = previousPeriod(periodOf(today));
    const issued = await issueStatementsIn(tx, period, now, {
      mailer: ctx.mailer,
      publicUrl: ctx.config.publicUrl,
    });
    // The fees the statements posted leave trust for the company's account once a month (rule
    // 61J2-14.010 allows the broker only a small amount of its own money in trust).
    await transferMonthsFees(tx, period, today);
    return issued;
  });
  for (const row of result?.notifications ?? []) await publishNotification(ctx, row);
  return result?.issued.length ?? 0;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language-path';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { depositNotices, leaseResidents, siteSettings, users } from '../../db/tables';
import { addDays } from '../../lib/calendar';
import { companyToday } from '../../lib/company-time';
import { depositNoticePdf } from './deposit-notice-pdf';
import { depositNoticeText, type DepositNoticeFacts } from './deposit-notice-text';

/** Florida gives the landlord 30 days from receiving the deposit to send the notice. */
export const DEPOSIT_NOTICE_DAYS = 30;

interface DueNotice {
  leaseId: string;
  receivedOn: string;
  amountCents: number;
  premises: string;
  bankName: string;
  bankAddress: string;
}

/**
 * Leases whose deposit was received in the last 30 days (the first payment meant for the deposit
 * that did not fail, in company days) and whose notice has not gone out. A deposit received
 * longer ago, before Blu sent notices, is past the statute's window: nothing is sent for it.
 */
async function dueNotices(db: Db, today: string): Promise<DueNotice[]> {
  const rows = await rawRows<DueNotice & { amountCents: string }>(
    db,
    sql`with received as (
          select p.lease_id,
                 min((p.received_at at time zone s.time_zone)::date) as received_on,
                 sum(p.amount_cents) as cents
          from payments p cross join site_settings s
          where p.applies_to = 'deposit' and p.status in ('pending', 'succeeded') and s.id = 1
          group by p.lease_id)
        select r.lease_id as "leaseId", r.received_on::text as "receivedOn",
               r.cents::text as "amountCents",
               pr.address_line || ', ' || c.name || ', ' || c.state || ' ' || pr.postal_code
                 || ' (' || u.label || ')' as premises,
               coalesce(es.bank_name, des.bank_name, '') as "bankName",
               coalesce(es.bank_address, des.bank_address, '') as "bankAddress"
        from received r
        join leases l on l.id = r.lease_id
        join units u on u.id = l.unit_id
        join properties pr on pr.id = u.property_id
        join cities c on c.id = pr.city_id
        left join property_bank_accounts pb on pb.property_id = pr.id
        left join bank_accounts es on es.id = pb.deposit_bank_account_id
        left join bank_accounts des on des.kind = 'deposit_escrow' and des.is_default
        where r.received_on >= ${addDays(today, -DEPOSIT_NOTICE_DAYS)}::date
          and not exists (select 1 from deposit_notices n where n.lease_id = r.lease_id)
        order by r.lease_id`,
  );
  return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) }));
}

/**
 * The scheduler's step: each deposit notice due is recorded and e-mailed (a PDF in each tenant's
 * language) in one transaction; the lease's row makes it once, whichever instance runs first.
 */
export async function sendDueDepositNotices(ctx: AppContext, now: Date): Promise<number> {
  const today = await companyToday(ctx.db, now);
  let sent = 0;
  for (const due of await dueNotices(ctx.db, today)) {
    const done = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(depositNotices)
        .values({ leaseId: due.leaseId, receivedOn: due.receivedOn, sentAt: now })
        .onConflictDoNothing()
        .returning({ leaseId: depositNotices.leaseId });
      if (!claimed) return false;
      const tenants = await tx
        .select({ name: users.name, email: users.email, language: users.language })
        .from(leaseResidents)
        .innerJoin(users, eq(users.id, leaseResidents.userId))
        .where(eq(leaseResidents.leaseId, due.leaseId));
      const [company] = await tx
        .select({ name: siteSettings.legalName, address: siteSettings.address })
        .from(siteSettings)
        .where(eq(siteSettings.id, 1));
      const facts: DepositNoticeFacts = {
        companyName: company?.name ?? '',
        companyAddress: company?.address ?? '',
        tenantNames: tenants.map((t) => t.name),
        premises: due.premises,
        amountCents: due.amountCents,
        receivedOn: due.receivedOn,
        bankName: due.bankName,
        bankAddress: due.bankAddress,
        date: today,
      };
      const keys = new Map<Language, string>();
      for (const language of new Set(tenants.map((t) => t.language))) {
        const key = `deposit-notices/${due.leaseId}-${language}.pdf`;
        await ctx.files.put(key, await depositNoticePdf(facts, language), 'application/pdf');
        keys.set(language, key);
      }
      for (const tenant of tenants) {
        const text = depositNoticeText(facts, tenant.language);
        await ctx.mailer.queue(tx, {
          to: tenant.email,
          language: tenant.language,
          subject: text.subject,
          content: { heading: text.title, greet: tenant.name, paragraphs: text.paragraphs },
          attachments: [
            {
              filename:
                tenant.language === 'es' ? 'aviso-deposito.pdf' : 'security-deposit-notice.pdf',
              key: keys.get(tenant.language)!,
            },
          ],
        });
      }
      await tx
        .update(depositNotices)
        .set({ fileKey: [...keys.values()][0] ?? null })
        .where(and(eq(depositNotices.leaseId, due.leaseId)));
      return true;
    });
    if (done) sent++;
  }
  return sent;
}

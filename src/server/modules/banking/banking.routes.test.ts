import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createActiveUser } from '../../../../tests/support/users';
import { rawRows } from '../../db/raw-rows';
import { demoStatementCsv, lastCompleteMonths } from '../../db/seed/demo-bank-statements';
import { companyToday } from '../../lib/company-time';

let server: TestServer;
let admin: string;
let resident: string;
let trustId: string;
let months: string[];

const recon = async (month: string, token = admin) =>
  server.request('GET', `/api/banking/accounts/${trustId}/reconciliations/${month}`, { token });

beforeAll(async () => {
  server = await startTestServer();
  [admin, resident] = await Promise.all([
    server.signIn('admin@example.com'),
    server.signIn('resident@example.com'),
  ]);
  const accounts = await server.request('GET', '/api/banking/accounts', { token: admin });
  expect(accounts.status).toBe(200);
  trustId = (accounts.body as { id: string; kind: string }[]).find(
    (a) => a.kind === 'operating_trust',
  )!.id;
  months = lastCompleteMonths(await companyToday(server.database.db, new Date()), 3);
  // Seeding the demo takes a while on a machine shared with other suites.
}, 400_000);
afterAll(async () => server?.close());

describe('bank statements and reconciliation', () => {
  it('is the office’s: others are refused', async () => {
    expect((await server.request('GET', '/api/banking/accounts', { token: resident })).status).toBe(
      403,
    );
    expect((await recon(months[0]!, resident)).status).toBe(403);
  });

  it('reconciles the demo trust account to $0.00 for each of the three months imported', async () => {
    // The seed imported the two months before last; last month's statement is imported here.
    expect((await recon(months[2]!)).body.statementEndingCents).toBeNull();
    const imported = await server.request('POST', `/api/banking/accounts/${trustId}/imports`, {
      token: admin,
      body: {
        fileName: 'last-month.csv',
        content: await demoStatementCsv(server.database.db, trustId, months[2]!),
      },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.added).toBeGreaterThan(0);
    expect(imported.body.matched).toBe(imported.body.added);
    for (const month of months) {
      const res = await recon(month);
      expect(res.status).toBe(200);
      const r = res.body;
      expect(r.statementEndingCents).toBe(r.bookBalanceCents);
      expect(r.bankDifferenceCents).toBe(0);
      // Fees earned and not yet moved out of trust are the company's: never a shortage.
      expect(r.trustDifferenceCents).toBeGreaterThanOrEqual(0);
      expect(r.liabilitiesCents! + r.trustDifferenceCents!).toBe(r.bookBalanceCents);
      expect(r.depositsInTransit).toEqual([]);
      expect(r.unrecordedBankLines).toEqual([]);
      expect(r.needsExplanation).toBe(false);
      expect(r.statementLines.length).toBeGreaterThan(0);
      expect(r.statementLines.every((l: { journalLineId: string | null }) => l.journalLineId)).toBe(
        true,
      );
    }
  });

  it('adds nothing when the same file is imported again', async () => {
    const content = await demoStatementCsv(server.database.db, trustId, months[2]!);
    const res = await server.request('POST', `/api/banking/accounts/${trustId}/imports`, {
      token: admin,
      body: { fileName: 'again.csv', content },
    });
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(0);
    expect(res.body.alreadyImported).toBeGreaterThan(0);
  });

  it('asks for the column mapping of a CSV from a bank account without one, naming the field', async () => {
    const accounts = await server.request('GET', '/api/banking/accounts', { token: admin });
    const company = (accounts.body as { id: string; kind: string }[]).find(
      (a) => a.kind === 'company_operating',
    )!;
    const res = await server.request('POST', `/api/banking/accounts/${company.id}/imports`, {
      token: admin,
      body: { fileName: 'x.csv', content: 'Date,Memo,Amount\n2031-01-01,x,1\n' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.mapping).toMatch(/Date, Memo, Amount/);
  });

  it('shows a line missing from the statement, and refuses to sign it unexplained', async () => {
    const month = months[2]!;
    const db = server.database.db;
    await db.execute(
      sql`delete from bank_statement_lines where bank_account_id = ${trustId} and to_char(posted_on, 'YYYY-MM') = ${month}`,
    );
    const full = (await demoStatementCsv(db, trustId, month)).trimEnd().split('\r\n');
    // The first deposit of the month is left out; the bank's balances are kept as printed.
    const [header, ...body] = full;
    // Debit, Credit, Reference, Balance are the last four columns (the description may hold commas).
    const credit = (line: string) => line.split(',').at(-3)!.replace(/"/g, '');
    const removed = body.find((line) => credit(line) !== '')!;
    const rest = body.filter((line) => line !== removed);
    const missingCents = Math.round(Number(credit(removed)) * 100);
    expect(missingCents).toBeGreaterThan(0);
    const imported = await server.request('POST', `/api/banking/accounts/${trustId}/imports`, {
      token: admin,
      body: { fileName: 'short.csv', content: [header, ...rest].join('\r\n') },
    });
    expect(imported.status).toBe(200);
    const r = (await recon(month)).body;
    expect(r.depositsInTransitCents).toBe(missingCents);
    expect(r.bankDifferenceCents).toBe(missingCents);
    expect(r.needsExplanation).toBe(true);

    const unexplained = await server.request(
      'POST',
      `/api/banking/accounts/${trustId}/reconciliations/${month}/sign`,
      {
        token: admin,
        body: { explanation: '  ' },
      },
    );
    expect(unexplained.status).toBe(400);
    expect(Object.keys(unexplained.body.fields)).toEqual(['explanation']);
  });

  it('posts the entry for a bank fee the books lack, in the same transaction as the match', async () => {
    const month = months[1]!;
    const db = server.database.db;
    const [before] = await rawRows<{ balance: string }>(
      db,
      sql`select ending_balance_cents::text as balance from bank_statement_balances
          where bank_account_id = ${trustId} and month = ${`${month}-01`}::date`,
    );
    const end = `${month}-28`;
    const us = `${end.slice(5, 7)}/${end.slice(8, 10)}/${end.slice(0, 4)}`;
    const fee = `Posting Date,Description,Debit,Credit,Reference,Balance\r\n${us},SERVICE CHARGE,15.00,,,"${(Number(before!.balance) - 1500) / 100}"\r\n`;
    // The fee's line is the month's last: its balance is the month's ending balance.
    await db.execute(
      sql`delete from bank_statement_balances where bank_account_id = ${trustId} and month = ${`${month}-01`}::date`,
    );
    const imported = await server.request('POST', `/api/banking/accounts/${trustId}/imports`, {
      token: admin,
      body: { fileName: 'fee.csv', content: fee },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.added).toBe(1);
    let r = (await recon(month)).body;
    const companyMoney = r.trustDifferenceCents;
    expect(r.bankDifferenceCents).toBe(-1500);
    const line = r.unrecordedBankLines[0];
    expect(line.cents).toBe(-1500);
    const wrongKind = await server.request('POST', `/api/banking/accounts/${trustId}/entries`, {
      token: admin,
      body: { statementLineId: line.statementLineId, kind: 'interest' },
    });
    expect(wrongKind.status).toBe(400);
    const created = await server.request('POST', `/api/banking/accounts/${trustId}/entries`, {
      token: admin,
      body: { statementLineId: line.statementLineId, kind: 'bank_fee' },
    });
    expect(created.status).toBe(200);
    r = (await recon(month)).body;
    expect(r.bankDifferenceCents).toBe(0);
    // The company paid the fee out of its own money in trust.
    expect(r.trustDifferenceCents).toBe(companyMoney - 1500);
  });

  it('is signed by the broker of record only, once the month has ended, and then locks the month', async () => {
    const month = months[0]!;
    const other = await createActiveUser(server, admin, { role: 'admin' });
    const sign = (token: string, m = month, explanation = '') =>
      server.request('POST', `/api/banking/accounts/${trustId}/reconciliations/${m}/sign`, {
        token,
        body: { explanation },
      });
    expect((await sign(other.accessToken)).status).toBe(403);
    const current = (await companyToday(server.database.db, new Date())).slice(0, 7);
    expect((await sign(admin, current)).status).toBe(400);
    const signed = await sign(admin);
    expect(signed.status).toBe(200);
    expect(signed.body.signed.byName).toBeTruthy();
    expect((await sign(admin)).status).toBe(409);

    const line = signed.body.statementLines[0];
    const unmatch = await server.request(
      'DELETE',
      `/api/banking/accounts/${trustId}/matches/${line.statementLineId}`,
      { token: admin },
    );
    expect(unmatch.status).toBe(409);
    const audit = await rawRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from audit_log where action = 'banking.sign'`,
    );
    expect(audit[0]!.n).toBe(1);

    for (const format of ['pdf', 'csv']) {
      const file = await server.request(
        'GET',
        `/api/banking/accounts/${trustId}/reconciliations/${month}/${format}`,
        {
          token: admin,
        },
      );
      expect(file.status).toBe(200);
    }
  });

  it('matches and unmatches by hand, one to one', async () => {
    const month = months[1]!;
    const r = (await recon(month)).body;
    const line = r.statementLines.find(
      (l: { how: string | null; cents: number }) => l.how === 'auto',
    );
    const path = `/api/banking/accounts/${trustId}/matches`;
    expect(
      (await server.request('DELETE', `${path}/${line.statementLineId}`, { token: admin })).status,
    ).toBe(204);
    const body = { statementLineId: line.statementLineId, journalLineId: line.journalLineId };
    expect((await server.request('POST', path, { token: admin, body })).status).toBe(204);
    expect((await server.request('POST', path, { token: admin, body })).status).toBe(409);
  });
});

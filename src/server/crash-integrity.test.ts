import { describe, expect, it } from 'vitest';
import { findProblems, type StoredRows } from '../../tests/support/crash/integrity';
import { newWriteLog, type WriteLog } from '../../tests/support/crash/write-stream';

// The crash test is only as good as its checker: each way a write can be lost or half-written
// must show up as a problem. Pure logic over rows made up here, no server.
const leadId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const adminId = '33333333-3333-4333-8333-333333333333';

function fixture(): { stored: StoredRows; log: WriteLog } {
  const log = { ...newWriteLog(), runId: 'r1' };
  const leadEmail = 'crash-r1-0@example.org';
  const userEmail = 'crash-user-r1-1@example.org';
  log.leads.push({ id: leadId, reference: 'CON-2026-000001', kind: 'concierge', email: leadEmail });
  log.users.push({ id: userId, email: userEmail });
  const stored: StoredRows = {
    leads: [
      { id: leadId, reference: 'CON-2026-000001', kind: 'concierge', contact_email: leadEmail },
    ],
    events: [{ lead_id: leadId, type: 'created' }],
    notifications: [{ link: `/portal/leads?lead=${leadId}` }],
    mails: [
      {
        to: 'admin@example.com',
        subject: 'New concierge request CON-2026-000001 from Olivia Marsh',
        text: `Open it in the leads inbox: http://x/portal/leads?lead=${leadId}`,
      },
      { to: leadEmail, subject: 'We received your concierge request – CON-2026-000001', text: '' },
      { to: userEmail, subject: 'Your Blu account is ready', text: '' },
    ],
    counters: [{ prefix: 'CON', year: 2026, last_value: 1 }],
    users: [
      { id: adminId, email: 'admin@example.com', role: 'admin', blocked: false },
      { id: userId, email: userEmail, role: 'resident', blocked: false },
    ],
    audits: [{ target: `user:${userEmail}` }],
    links: [{ user_id: userId, purpose: 'invite' }],
  };
  return { stored, log };
}

describe('crash test checker', () => {
  it('passes writes that are all there, whole and once', () => {
    const { stored, log } = fixture();
    expect(findProblems(stored, log)).toMatchObject({
      problems: [],
      leadsStored: 1,
      usersStored: 1,
      storedButUnacknowledged: 0,
    });
  });

  it('accepts a cut-off write that was stored whole', () => {
    const { stored, log } = fixture();
    log.leads = [];
    expect(findProblems(stored, log)).toMatchObject({ problems: [], storedButUnacknowledged: 1 });
  });

  it("counts a rental application's notice, which opens the review screen", () => {
    const { stored, log } = fixture();
    log.leads[0] = { ...log.leads[0]!, reference: 'CAR-2026-000001', kind: 'car' };
    stored.leads[0] = { ...stored.leads[0]!, reference: 'CAR-2026-000001', kind: 'car' };
    stored.counters = [{ prefix: 'CAR', year: 2026, last_value: 1 }];
    stored.mails[1]!.subject = 'We received your rental application – CAR-2026-000001';
    stored.notifications = [{ link: `/portal/applications/${leadId}` }];
    expect(findProblems(stored, log).problems).toEqual([]);
    stored.notifications = [];
    expect(findProblems(stored, log).problems).toEqual([
      'lead CAR-2026-000001 has 0 notifications, expected 1',
    ]);
  });

  const breakages: [string, (s: StoredRows, log: WriteLog) => void, RegExp][] = [
    ['an acknowledged lead is lost', (s) => (s.leads = []), /acknowledged lead .* is missing/],
    [
      'a lead holds another reference',
      (s) => (s.leads[0]!.reference = 'CON-2026-000002'),
      /holds CON-2026-000002/,
    ],
    [
      'one submission is stored twice',
      (s) => s.leads.push({ ...s.leads[0]!, id: '44444444-4444-4444-8444-444444444444' }),
      /stored 2 times/,
    ],
    ['its event is missing', (s) => (s.events = []), /has 0 created event/],
    ['its notification is missing', (s) => (s.notifications = []), /has 0 notifications/],
    [
      'its notification opens another page',
      (s) => (s.notifications = [{ link: `/portal/applications/${leadId}` }]),
      /has 0 notifications/,
    ],
    [
      "an application's notice outlives its lead",
      (s) =>
        s.notifications.push({ link: '/portal/applications/55555555-5555-4555-8555-555555555555' }),
      /names lead 5555/,
    ],
    ['its staff e-mail is missing', (s) => s.mails.splice(0, 1), /has 0 staff e-mails/],
    ['its confirmation is missing', (s) => s.mails.splice(1, 1), /has 0 confirmations/],
    [
      'a notification outlives its lead',
      (s) =>
        s.notifications.push({ link: '/portal/leads?lead=55555555-5555-4555-8555-555555555555' }),
      /names lead 5555/,
    ],
    [
      'a confirmation outlives its lead',
      (s) => s.mails.push({ to: 'crash-r1-9@example.org', subject: 'x', text: '' }),
      /confirmation went to crash-r1-9/,
    ],
    [
      'a reference number is skipped',
      (s) => (s.counters[0]!.last_value = 2),
      /counter at 2, stored numbers 1/,
    ],
    [
      'an acknowledged user is lost',
      (s) => s.users.splice(1, 1),
      /acknowledged user .* is missing/,
    ],
    ['a user lacks its audit entry', (s) => (s.audits = []), /0 audit entries/],
    ['a user lacks its set-password link', (s) => (s.links = []), /0 set-password links/],
    ['a user lacks its invitation', (s) => s.mails.splice(2, 1), /0 invitation e-mails/],
    [
      'an invitation outlives its account',
      (s) => s.mails.push({ to: 'crash-user-r1-7@example.org', subject: 'x', text: '' }),
      /invitation went to crash-user-r1-7/,
    ],
  ];
  it.each(breakages)('notices when %s', (_what, breakIt, expected) => {
    const { stored, log } = fixture();
    breakIt(stored, log);
    const { problems } = findProblems(stored, log);
    expect(
      problems.some((p) => expected.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});

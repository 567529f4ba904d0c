import { describe, expect, it } from 'vitest';
import {
  awaitedParties,
  expiryWarningDue,
  isExpired,
  reminderDue,
  signingParties,
  statusAfterSigning,
  type FlowParty,
} from './contract-flow';

const party = (
  position: number,
  status: FlowParty['status'],
  role: FlowParty['role'] = 'signer',
): FlowParty => ({ position, role, status });

describe('signing order', () => {
  const parties = [
    party(2, 'sent'),
    party(1, 'signed'),
    party(3, 'copy', 'copy'),
    party(4, 'waiting', 'approver'),
  ];

  it('numbers signers in position order, without copy recipients', () => {
    expect(signingParties(parties).map((p) => p.position)).toEqual([1, 2, 4]);
  });

  it('awaits everyone unsigned at once, or only the next one in turn', () => {
    expect(awaitedParties(parties, 'parallel').map((p) => p.position)).toEqual([2, 4]);
    expect(awaitedParties(parties, 'sequential').map((p) => p.position)).toEqual([2]);
  });

  it('awaits nobody once someone declined', () => {
    expect(awaitedParties([party(1, 'declined'), party(2, 'sent')], 'parallel')).toEqual([]);
  });
});

describe('status after signing', () => {
  it('is sent, partly signed, completed or declined as the parties add up', () => {
    expect(statusAfterSigning([party(1, 'sent'), party(2, 'sent')])).toBe('sent');
    expect(statusAfterSigning([party(1, 'signed'), party(2, 'opened')])).toBe('partly_signed');
    expect(
      statusAfterSigning([party(1, 'signed'), party(2, 'signed'), party(3, 'copy', 'copy')]),
    ).toBe('completed');
    expect(statusAfterSigning([party(1, 'signed'), party(2, 'declined')])).toBe('declined');
  });
});

describe('reminders and expiry under a fake clock', () => {
  const sent = new Date('2026-11-01T15:00:00Z');
  const expires = new Date('2026-11-15T05:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('reminds every N days after the last nudge, never at 0 days or after expiry', () => {
    expect(reminderDue(sent, 3, at('2026-11-04T14:59:59Z'), expires)).toBe(false);
    expect(reminderDue(sent, 3, at('2026-11-04T15:00:00Z'), expires)).toBe(true);
    expect(reminderDue(sent, 0, at('2026-11-10T00:00:00Z'), expires)).toBe(false);
    expect(reminderDue(sent, 3, at('2026-11-15T05:00:00Z'), expires)).toBe(false);
  });

  it('warns once within 3 days of expiry, and expires at the instant', () => {
    expect(expiryWarningDue(expires, 3, at('2026-11-12T04:59:59Z'), false)).toBe(false);
    expect(expiryWarningDue(expires, 3, at('2026-11-12T05:00:00Z'), false)).toBe(true);
    expect(expiryWarningDue(expires, 3, at('2026-11-13T00:00:00Z'), true)).toBe(false);
    expect(isExpired(expires, at('2026-11-15T04:59:59Z'))).toBe(false);
    expect(isExpired(expires, at('2026-11-15T05:00:00Z'))).toBe(true);
  });
});

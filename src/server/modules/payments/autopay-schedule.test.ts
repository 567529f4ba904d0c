import { describe, expect, it } from 'vitest';
import { autopayKey, autopayPeriodDue, nextAutopayDate } from './autopay-schedule';

describe('autopayPeriodDue', () => {
  it('charges nothing before the due day', () => {
    expect(autopayPeriodDue('2026-11-04', 5, '2026-10-01')).toBeNull();
  });
  it('charges the month on its due day', () => {
    expect(autopayPeriodDue('2026-11-05', 5, '2026-10-01')).toBe('2026-11');
  });
  it('catches up later in the same month when the due day was missed', () => {
    expect(autopayPeriodDue('2026-11-30', 5, '2026-10-01')).toBe('2026-11');
  });
  it('never charges a due day that came before enrolment', () => {
    expect(autopayPeriodDue('2026-11-20', 5, '2026-11-06')).toBeNull();
  });
  it('charges on the due day when enrolled that same day', () => {
    expect(autopayPeriodDue('2026-11-05', 5, '2026-11-05')).toBe('2026-11');
  });
});

describe('nextAutopayDate', () => {
  it('is this month’s due day when it is still ahead', () => {
    expect(nextAutopayDate('2026-11-02', 5, '2026-11-02')).toBe('2026-11-05');
  });
  it('is next month’s due day once this month’s has passed', () => {
    expect(nextAutopayDate('2026-11-23', 1, '2026-11-23')).toBe('2026-12-01');
  });
  it('rolls over the year', () => {
    expect(nextAutopayDate('2026-12-20', 1, '2026-12-20')).toBe('2027-01-01');
  });
  it('skips a due day before enrolment even when today is that day', () => {
    expect(nextAutopayDate('2026-11-05', 5, '2026-11-06')).toBe('2026-12-05');
  });
});

describe('autopayKey', () => {
  it('names the lease and the month', () => {
    expect(autopayKey('abc', '2026-11')).toBe('autopay:abc:2026-11');
  });
});

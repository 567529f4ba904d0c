import { describe, expect, it } from 'vitest';
import { proratedRentCents, rentForDays } from './proration';
import { rentDueThrough } from './rent-schedule';

describe('proration', () => {
  it('charges the whole rent for a whole month', () => {
    expect(rentForDays(250_000, '2026-02', '2026-02-01', '2026-02-28')).toBe(250_000);
  });

  it('charges rent × days covered ÷ days in the month, to the nearest cent', () => {
    // 17 of 31 days of $2,500.00 = 137,096.77… cents → 137,097.
    expect(rentForDays(250_000, '2026-03', '2026-03-15', '2026-03-31')).toBe(137_097);
    // Half a cent rounds up: 1 cent × 15 / 30.
    expect(proratedRentCents(1, 15, 30)).toBe(1);
    expect(proratedRentCents(100_000, 1, 30)).toBe(3_333);
  });
});

describe('rentDueThrough', () => {
  const terms = {
    startDate: '2026-01-15',
    endDate: '2026-04-10',
    monthlyRentCents: 310_000,
    dueDay: 1,
  };

  it('prorates the first and last months and dues each month on its due day', () => {
    const due = rentDueThrough(terms, '2026-12-31');
    expect(due).toEqual([
      // 17 of 31 days; due the day the lease starts, since the 1st is before it.
      {
        period: '2026-01',
        dueDate: '2026-01-15',
        amountCents: 170_000,
        from: '2026-01-15',
        to: '2026-01-31',
      },
      {
        period: '2026-02',
        dueDate: '2026-02-01',
        amountCents: 310_000,
        from: '2026-02-01',
        to: '2026-02-28',
      },
      {
        period: '2026-03',
        dueDate: '2026-03-01',
        amountCents: 310_000,
        from: '2026-03-01',
        to: '2026-03-31',
      },
      // 10 of 30 days.
      {
        period: '2026-04',
        dueDate: '2026-04-01',
        amountCents: 103_333,
        from: '2026-04-01',
        to: '2026-04-10',
      },
    ]);
  });

  it('owes nothing before its due day', () => {
    expect(rentDueThrough(terms, '2026-01-14')).toEqual([]);
    expect(rentDueThrough(terms, '2026-02-28').map((d) => d.period)).toEqual([
      '2026-01',
      '2026-02',
    ]);
  });

  it('runs on month to month, due on the due day', () => {
    const due = rentDueThrough(
      { startDate: '2025-11-01', endDate: null, monthlyRentCents: 200_000, dueDay: 5 },
      '2026-02-04',
    );
    expect(due.map((d) => [d.period, d.dueDate, d.amountCents])).toEqual([
      ['2025-11', '2025-11-05', 200_000],
      ['2025-12', '2025-12-05', 200_000],
      ['2026-01', '2026-01-05', 200_000],
    ]);
  });

  it('dues a last month that ends before the due day on its last day', () => {
    const due = rentDueThrough(
      { startDate: '2026-01-01', endDate: '2026-02-03', monthlyRentCents: 280_000, dueDay: 5 },
      '2026-03-01',
    );
    expect(due[1]).toMatchObject({ period: '2026-02', dueDate: '2026-02-03', amountCents: 30_000 });
  });
});

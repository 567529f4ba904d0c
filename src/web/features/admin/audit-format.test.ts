import { describe, expect, it } from 'vitest';
import { describeChange } from './audit-format';

describe('describeChange', () => {
  it('lists only the fields that changed, in name order', () => {
    expect(
      describeChange(
        { role: 'user', blocked: false, name: 'A' },
        { role: 'sb', blocked: true, name: 'A' },
      ),
    ).toEqual(['blocked: false → true', 'role: user → sb']);
  });

  it('shows fields that appear or disappear', () => {
    expect(describeChange(null, { email: 'a@example.com' })).toEqual(['email: — → a@example.com']);
    expect(describeChange({ phone: '1' }, {})).toEqual(['phone: 1 → —']);
  });

  it("names a field's values through the given namer, falling back to the stored value", () => {
    const names = { role: (v: unknown) => (v === 'sb' ? 'Sales broker' : undefined) };
    expect(describeChange({ role: 'user' }, { role: 'sb' }, names)).toEqual([
      'role: user → Sales broker',
    ]);
  });

  it('shows non-object values whole, and nothing when both are absent', () => {
    expect(describeChange('old', 'new')).toEqual(['old → new']);
    expect(describeChange(undefined, undefined)).toEqual([]);
  });
});

describe('describeChange, as people read values', () => {
  const format = {
    money: (cents: number) => `$${(cents / 100).toFixed(2)}`,
    dateTime: (iso: string) => `at ${iso.slice(11, 16)}`,
    day: (day: string) => `on ${day}`,
  };

  it('writes cents as money, dates as dates and ids by their first characters', () => {
    expect(
      describeChange(
        { collectedCents: 0, ownerId: null, startDate: '2026-12-01', at: null },
        {
          collectedCents: 1_230_000,
          ownerId: 'f637b85b-1f0e-4c1a-9a57-2f1f6c1d2e3f',
          startDate: '2027-01-01',
          at: '2026-11-28T14:05:00.000Z',
        },
        {},
        format,
      ),
    ).toEqual([
      'At: — → at 14:05',
      'Collected: $0.00 → $12300.00',
      'Owner: — → #f637b85b',
      'Start date: on 2026-12-01 → on 2027-01-01',
    ]);
  });
});

describe('describeChange, settings made of parts', () => {
  const format = {
    money: (cents: number) => `$${cents / 100}`,
    dateTime: (iso: string) => iso,
    day: (day: string) => day,
  };

  it('names the part that moved, and shortens a long text', () => {
    const guide =
      'Naples faces west over the Gulf of Mexico, so every day ends with a sunset. '.repeat(3);
    expect(
      describeChange(
        { stormAlert: { active: true, title: 'Storm' }, guide: { en: guide, es: 'Hola' } },
        {
          stormAlert: { active: false, title: 'Storm' },
          guide: { en: `${guide}More.`, es: 'Hola' },
        },
        {},
        format,
      ),
    ).toEqual([
      `Guide · En: ${guide.slice(0, 79)}… → ${guide.slice(0, 79)}…`,
      'Storm alert · Active: true → false',
    ]);
  });
});

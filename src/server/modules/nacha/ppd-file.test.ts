import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNachaFile, isRoutingNumber, NachaError, type NachaBatch } from './ppd-file';

const ORIGINATOR = {
  odfiRouting: '063100277', // a real ABA number (Bank of America, Florida)
  odfiName: 'Bank of America',
  companyId: '1592345678',
  companyName: 'Blu Property Management LLC',
};
const OPTIONS = { createdOn: '2026-11-30', createdAt: '09:05' };

const entry = (over: Partial<NachaBatch['entries'][number]> = {}) => ({
  routingNumber: '267084131', // valid check digit
  accountNumber: '000123456789',
  accountType: 'checking' as const,
  amountCents: 412_350,
  name: 'Martín Kessler',
  idNumber: 'OWN-0001',
  ...over,
});

const lines = (file: string) => file.slice(0, -1).split('\n');
const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

describe('isRoutingNumber', () => {
  it('checks the ABA check digit', () => {
    expect(isRoutingNumber('063100277')).toBe(true);
    expect(isRoutingNumber('063100278')).toBe(false);
    expect(isRoutingNumber('06310027')).toBe(false);
    expect(isRoutingNumber('06310027a')).toBe(false);
  });
});

describe('buildNachaFile', () => {
  it('writes a PPD batch of credits with its headers and controls, blocked to 10', () => {
    const file = buildNachaFile(
      ORIGINATOR,
      [
        {
          secCode: 'PPD',
          entryDescription: 'Owner payout',
          effectiveDate: '2026-12-01',
          entries: [entry(), entry({ accountType: 'savings', amountCents: 99, name: 'Ana Ruiz' })],
        },
      ],
      OPTIONS,
    );
    const records = lines(file);
    expect(records).toHaveLength(10);
    for (const record of records) expect(record).toHaveLength(94);
    const [header, batch, first, second, control, fileControl, ...padding] = records;
    expect(field(header!, 1, 3)).toBe('101');
    expect(field(header!, 4, 13)).toBe(' 063100277');
    expect(field(header!, 14, 23)).toBe('1592345678');
    expect(field(header!, 24, 33)).toBe('2611300905');
    expect(field(header!, 34, 40)).toBe('A094101');
    expect(field(header!, 41, 63)).toBe('BANK OF AMERICA        ');
    expect(field(batch!, 1, 4)).toBe('5220');
    expect(field(batch!, 5, 20)).toBe('BLU PROPERTY MAN');
    expect(field(batch!, 51, 63)).toBe('PPDOWNER PAYO');
    expect(field(batch!, 70, 75)).toBe('261201');
    expect(field(batch!, 79, 94)).toBe('1063100270000001');
    expect(field(first!, 1, 3)).toBe('622');
    expect(field(first!, 4, 12)).toBe('267084131');
    expect(field(first!, 13, 29)).toBe('000123456789     ');
    expect(field(first!, 30, 39)).toBe('0000412350');
    // Accents are spelled out: banks read ASCII.
    expect(field(first!, 55, 76)).toBe('MARTIN KESSLER        ');
    expect(field(first!, 79, 94)).toBe('0063100270000001');
    expect(field(second!, 1, 3)).toBe('632');
    expect(field(second!, 88, 94)).toBe('0000002');
    expect(field(control!, 1, 10)).toBe('8220000002');
    // Entry hash: the receivers' 8-digit routing prefixes, added.
    expect(field(control!, 11, 20)).toBe(String(26708413 * 2).padStart(10, '0'));
    expect(field(control!, 21, 44)).toBe('000000000000000000412449');
    expect(field(fileControl!, 1, 7)).toBe('9000001');
    expect(field(fileControl!, 8, 13)).toBe('000001');
    expect(field(fileControl!, 14, 21)).toBe('00000002');
    expect(field(fileControl!, 44, 55)).toBe('000000412449');
    expect(padding).toEqual(Array(4).fill('9'.repeat(94)));
  });

  it('refuses what a bank would reject, naming the field', () => {
    const batch = (e = entry()): NachaBatch => ({
      secCode: 'CCD',
      entryDescription: 'Vendor pmt',
      effectiveDate: '2026-12-01',
      entries: [e],
    });
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (err) {
        return err instanceof NachaError ? err.path : 'other';
      }
      return null;
    };
    expect(
      refusal(() =>
        buildNachaFile(ORIGINATOR, [batch(entry({ routingNumber: '123456789' }))], OPTIONS),
      ),
    ).toBe('batches.0.entries.0.routingNumber');
    expect(
      refusal(() => buildNachaFile(ORIGINATOR, [batch(entry({ amountCents: 0 }))], OPTIONS)),
    ).toBe('batches.0.entries.0.amountCents');
    expect(
      refusal(() =>
        buildNachaFile(ORIGINATOR, [batch(entry({ accountNumber: '1'.repeat(18) }))], OPTIONS),
      ),
    ).toBe('batches.0.entries.0.accountNumber');
    expect(
      refusal(() => buildNachaFile({ ...ORIGINATOR, companyId: '123' }, [batch()], OPTIONS)),
    ).toBe('companyId');
    expect(refusal(() => buildNachaFile(ORIGINATOR, [], OPTIONS))).toBe('batches');
  });

  it('for any payouts: 94-character records in whole blocks, controls equal to the entries', () => {
    const routings = ['267084131', '063100277', '021000021', '011000015'];
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.record({
              routing: fc.constantFrom(...routings),
              cents: fc.integer({ min: 1, max: 9_999_999_999 }),
              savings: fc.boolean(),
            }),
            { minLength: 1, maxLength: 25 },
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (spec) => {
          const batches: NachaBatch[] = spec.map((entries) => ({
            secCode: 'PPD',
            entryDescription: 'PAYOUT',
            effectiveDate: '2026-12-01',
            entries: entries.map((e, i) =>
              entry({
                routingNumber: e.routing,
                amountCents: e.cents,
                accountType: e.savings ? 'savings' : 'checking',
                idNumber: `P${i}`,
              }),
            ),
          }));
          const records = lines(buildNachaFile(ORIGINATOR, batches, OPTIONS));
          expect(records.every((r) => r.length === 94)).toBe(true);
          expect(records.length % 10).toBe(0);
          const details = records.filter((r) => r.startsWith('6'));
          const total = spec.flat().reduce((s, e) => s + e.cents, 0);
          expect(details.reduce((s, r) => s + Number(field(r, 30, 39)), 0)).toBe(total);
          const fileControl = records.find((r) => r.startsWith('9') && !/^9+$/.test(r))!;
          expect(Number(field(fileControl, 44, 55))).toBe(total);
          expect(Number(field(fileControl, 2, 7))).toBe(spec.length);
          expect(Number(field(fileControl, 8, 13))).toBe(records.length / 10);
          expect(Number(field(fileControl, 14, 21))).toBe(details.length);
          const hash = details.reduce((s, r) => s + Number(field(r, 4, 11)), 0);
          expect(field(fileControl, 22, 31)).toBe(String(hash).padStart(10, '0').slice(-10));
          // Trace numbers are unique in the file.
          expect(new Set(details.map((r) => field(r, 80, 94))).size).toBe(details.length);
        },
      ),
      { numRuns: 60 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { payloadRows } from './lead-emails';
import { formatReference, yearIn } from '../../lib/references';

describe('references', () => {
  it('pads the number to six digits', () => {
    expect(formatReference('MA', 2026, 123)).toBe('MA-2026-000123');
    expect(formatReference('MMA', 2027, 1)).toBe('MMA-2027-000001');
  });

  it("takes the year in the company's time zone", () => {
    // 03:00 UTC on 1 January is still New Year's Eve in Miami.
    const at = new Date('2027-01-01T03:00:00Z');
    expect(yearIn('America/New_York', at)).toBe(2026);
    expect(yearIn('UTC', at)).toBe(2027);
    expect(yearIn('Not/AZone', at)).toBe(2026);
  });
});

describe('staff e-mail rows', () => {
  const submission = {
    desiredStart: '2026-05-01',
    services: ['arrival', 'boat'],
    consent: true,
    notes: '',
    properties: [{ address: '1 Ocean Dr', unit: '' }],
  };

  it('flattens a submission into label and value rows, leaving empty answers out', () => {
    expect(payloadRows(submission)).toEqual([
      ['Desired start', '2026-05-01'],
      ['Services', 'arrival, boat'],
      ['Consent', 'yes'],
      ['Properties · #1 · Address', '1 Ocean Dr'],
    ]);
  });

  it('says yes in the reader’s language', () => {
    expect(payloadRows(submission, 'es')).toContainEqual(['Consent', 'sí']);
  });
});

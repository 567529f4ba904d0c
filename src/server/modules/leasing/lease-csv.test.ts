import { describe, expect, it } from 'vitest';
import { csvField, leasesCsv } from './lease-csv';

const row = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'active' as const,
  propertyId: '00000000-0000-4000-8000-000000000002',
  propertyName: 'Bayfront, "The Palms"',
  city: 'Miami',
  unitId: '00000000-0000-4000-8000-000000000003',
  unitLabel: '=HYPERLINK("http://evil")',
  residents: ['Sofia Delgado', '@admin'],
  monthlyRentCents: 310_000,
  balanceCents: -2_550,
  startDate: '2026-01-15',
  endDate: null,
};

describe('leasesCsv', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses formulas in text and keeps amounts as numbers', () => {
    const csv = leasesCsv([row]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('Status,Property,City,Unit,Residents,Rent,Balance,Start,End');
    expect(line).toBe(
      'active,"Bayfront, ""The Palms""",Miami,"\'=HYPERLINK(""http://evil"")",Sofia Delgado; @admin,3100.00,-25.50,2026-01-15,',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

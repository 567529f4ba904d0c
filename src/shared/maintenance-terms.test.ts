import { describe, expect, it } from 'vitest';
import { visitWhenText } from './maintenance-terms';

describe('visitWhenText', () => {
  it('writes a visit as people read it, on its own calendar day', () => {
    expect(visitWhenText('2026-11-27', 'afternoon')).toBe('Friday, November 27, 12:00 PM–4:00 PM');
    expect(visitWhenText('2026-12-01', 'morning')).toBe('Tuesday, December 1, 8:00 AM–12:00 PM');
    expect(visitWhenText('2027-01-01', 'evening')).toBe('Friday, January 1, 4:00 PM–7:00 PM');
  });
});

import { describe, expect, it } from 'vitest';
import { renewalHref, renewalPrefill } from './renewal-prefill';

describe('renewal prefill', () => {
  it('carries the home and the lease end from the lease to the form', () => {
    const href = renewalHref({
      propertyName: 'Brickell Bay Tower 9E',
      unitLabel: '9E',
      endDate: '2027-06-10',
    });
    expect(renewalPrefill(new URL(href, 'http://x').searchParams)).toEqual({
      property: 'Brickell Bay Tower 9E',
      unit: '9E',
      currentLeaseEnd: '2027-06-10',
    });
  });

  it('leaves out a month-to-month end and anything malformed', () => {
    expect(renewalHref({ propertyName: 'A & B', unitLabel: '1', endDate: null })).toBe(
      '/renewal?property=A+%26+B&unit=1',
    );
    expect(renewalPrefill(new URLSearchParams('leaseEnd=tomorrow'))).toEqual({
      property: '',
      unit: '',
      currentLeaseEnd: '',
    });
  });
});

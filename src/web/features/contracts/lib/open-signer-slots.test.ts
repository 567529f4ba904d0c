import { describe, expect, it } from 'vitest';
import { withOpenSignerSlots } from './open-signer-slots';

const office = { name: 'Alicia Reyes', email: 'admin@example.com', role: 'signer' as const };
const owner = { name: 'Marisol Vega', email: 'marisol@example.com', role: 'signer' as const };
const body = 'For the vendor\n\n{{signature:1}}\n\nFor Blu\n\n{{signature:2}}';

describe('withOpenSignerSlots', () => {
  it('leaves the first signature line to the party no record names', () => {
    expect(withOpenSignerSlots(body, [office])).toEqual([
      { name: '', email: '', role: 'signer' },
      office,
    ]);
  });

  it('adds nothing when every signature line has its party', () => {
    expect(withOpenSignerSlots(body, [owner, office])).toEqual([owner, office]);
    expect(withOpenSignerSlots('No fields', [office])).toEqual([office]);
  });
});

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

import { describe, expect, it } from 'vitest';
import { isBuiltFromAccount, isCommonPassword } from './password-policy';

describe('isCommonPassword', () => {
  it('knows the passwords probing got through, in any case', () => {
    for (const p of ['password12', 'qwerty12345', 'QWERTY12345', 'iloveyou', 'password123']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Mangrove-tide-83')).toBe(false);
    expect(isCommonPassword('Demo-password-1')).toBe(false);
  });
});

describe('isBuiltFromAccount', () => {
  const ann = { email: 'ann.lee@bayfront.com', name: 'Ann Marie Lee' };

  it('refuses the e-mail or name dressed up with digits and symbols', () => {
    for (const p of [
      'annlee2026!',
      'Ann.Lee.1234',
      'leeann-99',
      'MARIE-ann-lee',
      'bayfront-2026',
      'ann.lee@bayfront.com',
    ]) {
      expect(isBuiltFromAccount(p, ann), p).toBe(true);
    }
  });

  it('allows the name next to words of the person’s own', () => {
    for (const p of ['Ann-sails-the-Keys-4', 'lee-harbor-light-7', 'Demo-password-1']) {
      expect(isBuiltFromAccount(p, ann), p).toBe(false);
    }
  });

  it('ignores parts too short to mean anything', () => {
    expect(isBuiltFromAccount('jo-8843-tidewater', { email: 'jo@x.io', name: 'Jo Li' })).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { decideAdminPanelAccess } from './admin-panel-access';

describe('decideAdminPanelAccess', () => {
  const user = { id: 'a' };
  it('waits while loading', () => {
    expect(decideAdminPanelAccess({ loading: true, user: null, role: null })).toBe('wait');
  });
  it('sends a signed-out visitor to sign in', () => {
    expect(decideAdminPanelAccess({ loading: false, user: null, role: null })).toBe('sign-in');
  });
  it.each(['landlord', 'resident', 'sb', 'mt', 'user', null] as const)(
    'denies the effective role %s',
    (role) => {
      expect(decideAdminPanelAccess({ loading: false, user, role })).toBe('denied');
    },
  );
  it('allows an admin', () => {
    expect(decideAdminPanelAccess({ loading: false, user, role: 'admin' })).toBe('allow');
  });
});

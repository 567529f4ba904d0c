import { describe, expect, it } from 'vitest';
import { INVALID_ROLES_ERROR } from '../../../shared/constants';
import { decidePortalAccess, parseRoleNames, type RolesState } from './portal-access';

const verified: RolesState = { status: 'verified', names: ['admin', 'landlord', 'resident'] };
const user = { id: 'u1' };

describe('decidePortalAccess', () => {
  it('waits while the session is loading, whatever else is known', () => {
    expect(
      decidePortalAccess({ loading: true, user: null, role: null, rolesState: verified }),
    ).toBe('wait');
    expect(
      decidePortalAccess({ loading: true, user, role: 'admin', rolesState: { status: 'failed' } }),
    ).toBe('wait');
  });

  it('redirects a visitor who is not signed in', () => {
    expect(
      decidePortalAccess({
        loading: false,
        user: null,
        role: null,
        rolesState: { status: 'pending' },
      }),
    ).toBe('redirect');
  });

  it('waits while the role is unknown', () => {
    expect(decidePortalAccess({ loading: false, user, role: null, rolesState: verified })).toBe(
      'wait',
    );
  });

  it('waits while the roles are not yet verified', () => {
    expect(
      decidePortalAccess({
        loading: false,
        user,
        role: 'admin',
        rolesState: { status: 'pending' },
      }),
    ).toBe('wait');
  });

  it('redirects when the roles fetch failed or answered invalid data', () => {
    expect(
      decidePortalAccess({ loading: false, user, role: 'admin', rolesState: { status: 'failed' } }),
    ).toBe('redirect');
  });

  it('redirects a role that is not in the list', () => {
    expect(decidePortalAccess({ loading: false, user, role: 'user', rolesState: verified })).toBe(
      'redirect',
    );
    expect(decidePortalAccess({ loading: false, user, role: 'mt', rolesState: verified })).toBe(
      'redirect',
    );
  });

  it('allows a role that is in the list', () => {
    expect(
      decidePortalAccess({ loading: false, user, role: 'landlord', rolesState: verified }),
    ).toBe('allow');
  });
});

describe('parseRoleNames', () => {
  it('reads the name of each record', () => {
    expect(parseRoleNames([{ name: 'admin' }, { name: 'sb' }])).toEqual(['admin', 'sb']);
  });

  it('skips records without a string name', () => {
    expect(parseRoleNames([{ name: 'mt' }, { title: 'x' }, null, { name: 3 }])).toEqual(['mt']);
  });

  it.each([{ roles: [] }, null, 'admin', 42, {}])('throws "Invalid roles data" for %j', (data) => {
    expect(() => parseRoleNames(data)).toThrow(INVALID_ROLES_ERROR);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ROLES, PORTAL_ROLES, type Role } from './constants';
import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  can,
  canAny,
  rolesHolding,
  type Permission,
} from './permissions';

/** The table in docs/permissions.md is the reviewed statement of policy; the code must match it. */
function documentedTable(): Map<string, Map<string, boolean>> {
  const doc = readFileSync(path.resolve(process.cwd(), 'docs/permissions.md'), 'utf8');
  const start = doc.indexOf('<!-- permissions-table:start -->');
  const end = doc.indexOf('<!-- permissions-table:end -->');
  const rows = doc
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header, , ...body] = rows;
  const roles = header!.slice(1);
  return new Map(
    body.map((cells) => [
      cells[0]!,
      new Map(roles.map((role, i) => [role, cells[i + 1] === '✓'] as const)),
    ]),
  );
}

function renderTable(): string {
  const lines = [
    `| permission | ${ALL_ROLES.join(' | ')} |`,
    `|---${'|---'.repeat(ALL_ROLES.length)}|`,
  ];
  for (const p of PERMISSIONS) {
    lines.push(`| ${p} | ${ALL_ROLES.map((r) => (can(r, p) ? '✓' : '—')).join(' | ')} |`);
  }
  return lines.join('\n');
}

const documented = documentedTable();
const cells = ALL_ROLES.flatMap((role) => PERMISSIONS.map((permission) => ({ role, permission })));

describe('role × permission table', () => {
  it('documents every permission and nothing else', () => {
    expect(
      [...documented.keys()].sort(),
      `docs/permissions.md is out of date; its table should read:\n${renderTable()}`,
    ).toEqual([...PERMISSIONS].sort());
  });

  it.each(cells)('$role / $permission matches docs/permissions.md', ({ role, permission }) => {
    expect(can(role, permission)).toBe(documented.get(permission)?.get(role) ?? null);
  });
});

describe('invariants that hold whatever else is granted', () => {
  const adminOnly: Permission[] = [
    'read:users:any',
    'write:users:any',
    'read:audit:any',
    'read:outbox:any',
    'impersonate:role:any',
    'send:notifications:any',
    'watch:notifications:any',
    'read:admin-panel:any',
  ];
  const others = ALL_ROLES.filter((r): r is Exclude<Role, 'admin'> => r !== 'admin');

  // What one does for the home one rents: an office account rents none.
  const tenantOwn: Permission[] = [
    'read:tenancy:own',
    'pay:leases:own',
    'request:maintenance:own',
    'take:leases:own',
  ];
  // Who another role is: the office is not a broker, a technician or an owner.
  const otherRolesCapabilities: Permission[] = [
    'take:leads:assigned',
    'take:work-orders:assigned',
    'take:properties:own',
  ];

  it.each(
    PERMISSIONS.filter((p) => !tenantOwn.includes(p) && !otherRolesCapabilities.includes(p)).map(
      (p) => ({ permission: p }),
    ),
  )('admin has $permission', ({ permission }) => {
    expect(can('admin', permission)).toBe(true);
  });

  it.each(tenantOwn.map((permission) => ({ permission })))(
    'admin lacks the tenant’s own $permission (it rents no home)',
    ({ permission }) => {
      expect(can('admin', permission)).toBe(false);
      expect(can('resident', permission)).toBe(true);
    },
  );

  it.each(otherRolesCapabilities.map((permission) => ({ permission })))(
    'admin lacks $permission, a capability of another role',
    ({ permission }) => {
      expect(can('admin', permission)).toBe(false);
    },
  );

  it.each(others.flatMap((role) => adminOnly.map((permission) => ({ role, permission }))))(
    '$role lacks the admin-only $permission',
    ({ role, permission }) => {
      expect(can(role, permission)).toBe(false);
    },
  );

  it('gives every role the roles check the portal guard makes', () => {
    for (const role of ALL_ROLES) expect(can(role, 'read:roles:any')).toBe(true);
  });

  it('lets every portal role into the portal, and not a signed-in user without one', () => {
    for (const role of PORTAL_ROLES) expect(can(role, 'read:portal:own')).toBe(true);
    expect(can('user', 'read:portal:own')).toBe(false);
  });

  it('canAny accepts a rule when any one of its permissions is held', () => {
    expect(canAny('sb', ['read:leads:any', 'read:leads:assigned'])).toBe(true);
    expect(canAny('resident', ['read:leads:any', 'read:leads:assigned'])).toBe(false);
    expect(canAny('landlord', 'write:listings:own')).toBe(true);
    expect(canAny(null, 'read:roles:any')).toBe(false);
  });

  it('refuses everything without a role, or for a role it does not know', () => {
    expect(can(null, 'read:roles:any')).toBe(false);
    expect(can(undefined, 'read:roles:any')).toBe(false);
    expect(can('owner' as Role, 'read:roles:any')).toBe(false);
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ALL_ROLES].sort());
  });
});

describe('capabilities: who holds them', () => {
  it('rolesHolding lists the roles holding a permission, in the table’s order', () => {
    expect(rolesHolding('take:leads:assigned')).toEqual(['sb']);
    expect(rolesHolding('take:work-orders:assigned')).toEqual(['mt']);
    expect(rolesHolding('use:staff-tools:any')).toEqual(['admin', 'sb', 'mt']);
    expect(rolesHolding('read:roles:any')).toEqual([...ALL_ROLES]);
  });

  it('gives office notices only to roles that read what they announce', () => {
    const office = rolesHolding('receive:office-notices:any');
    expect(office.length).toBeGreaterThan(0);
    for (const role of office) {
      expect(can(role, 'read:leads:any'), role).toBe(true);
      expect(can(role, 'read:work-orders:any'), role).toBe(true);
      expect(can(role, 'read:leases:any'), role).toBe(true);
    }
  });

  it('lets people be assigned only what they can then read and work on', () => {
    for (const role of rolesHolding('take:leads:assigned'))
      expect(can(role, 'write:leads:assigned'), role).toBe(true);
    for (const role of rolesHolding('take:work-orders:assigned'))
      expect(can(role, 'work:work-orders:assigned'), role).toBe(true);
    for (const role of rolesHolding('take:properties:own'))
      expect(can(role, 'read:properties:own'), role).toBe(true);
    for (const role of rolesHolding('take:leases:own'))
      expect(can(role, 'read:tenancy:own'), role).toBe(true);
  });

  it('has someone to represent the company, who can read every contract', () => {
    const representatives = rolesHolding('represent:company:any');
    expect(representatives.length).toBeGreaterThan(0);
    for (const role of representatives) expect(can(role, 'read:contracts:any'), role).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../shared/permissions';
import { PORTAL_SECTIONS, sectionLabel, sectionsForRole } from './portal-sections';

describe('PORTAL_SECTIONS', () => {
  it('has unique, relative paths and known permissions', () => {
    const paths = PORTAL_SECTIONS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const section of PORTAL_SECTIONS) {
      expect(section.path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
      // `unauthorized` is the Access Denied child of /portal (docs/product.md).
      expect(section.path).not.toBe('unauthorized');
      const access = typeof section.access === 'string' ? [section.access] : section.access;
      expect(access.length).toBeGreaterThan(0);
      for (const permission of access) expect(PERMISSIONS).toContain(permission);
      expect(section.label.en).not.toBe('');
      expect(section.label.es).not.toBe('');
    }
  });

  it('gives admins the user management and audit log sections, and nobody else', () => {
    expect(sectionsForRole('admin').map((s) => s.path)).toEqual(
      expect.arrayContaining(['users', 'audit']),
    );
    for (const role of ['landlord', 'resident', 'sb', 'mt', 'user'] as const) {
      expect(sectionsForRole(role).map((s) => s.path)).not.toContain('users');
    }
    expect(sectionsForRole(null)).toEqual([]);
  });

  it("derives each role's sections from its permissions", () => {
    const paths = (role: Parameters<typeof sectionsForRole>[0]) =>
      sectionsForRole(role).map((s) => s.path);
    // Every section but the resident's own lease: an office account rents no home.
    expect(paths('admin')).toEqual(
      PORTAL_SECTIONS.map((s) => s.path).filter((path) => path !== 'lease'),
    );
    expect(paths('sb')).toEqual(['leads']);
    // Leases: the list and its property filter need the properties API, so residents go to their own lease instead.
    expect(paths('landlord')).toEqual([
      'properties',
      'listing-photos',
      'leases',
      'statements',
      'reports',
      'work-orders',
      // Their properties' bills, to read and to approve the ones above the approval threshold.
      'bills',
    ]);
    // Only a resident rents a home: a landlord's leases are their tenants', not "My lease".
    expect(paths('resident')).toEqual(['lease', 'work-orders']);
    // Work orders: an owner's properties', a resident's requests, a technician's jobs.
    expect(paths('mt')).toEqual(['work-orders']);
    expect(paths('user')).toEqual([]);
  });

  it('labels by language', () => {
    const users = PORTAL_SECTIONS.find((s) => s.path === 'users')!;
    expect(sectionLabel(users, 'es')).toBe('Usuarios');
    expect(sectionLabel(users, 'en-US')).toBe('Users');
  });
});

import { describe, expect, it } from 'vitest';
import { ALL_ROLES } from '../../../shared/constants';
import { PORTAL_SECTIONS, sectionLabel, sectionsForRole } from './portal-sections';

describe('PORTAL_SECTIONS', () => {
  it('has unique, relative paths and known roles', () => {
    const paths = PORTAL_SECTIONS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const section of PORTAL_SECTIONS) {
      expect(section.path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
      // `unauthorized` is the seed's own child of /portal.
      expect(section.path).not.toBe('unauthorized');
      expect(section.roles.length).toBeGreaterThan(0);
      for (const role of section.roles) expect(ALL_ROLES).toContain(role);
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

  it('labels by language', () => {
    const users = PORTAL_SECTIONS.find((s) => s.path === 'users')!;
    expect(sectionLabel(users, 'es')).toBe('Usuarios');
    expect(sectionLabel(users, 'en-US')).toBe('Users');
  });
});

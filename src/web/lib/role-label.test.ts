import { describe, expect, it } from 'vitest';
import { ALL_ROLES, type Role } from '../../shared/constants';
import en from '../i18n/locales/en/common.json';
import es from '../i18n/locales/es/common.json';
import { createTranslator } from '../i18n/translator';
import { roleLabel } from './role-label';

const translator = createTranslator({
  language: 'en',
  resources: { en: { common: en }, es: { common: es } },
});

const expected: Record<'en' | 'es', Record<Role, string>> = {
  en: {
    admin: 'Administrator',
    landlord: 'Landlord',
    resident: 'Resident',
    sb: 'Sales broker',
    mt: 'Maintenance technician',
    user: 'Member',
  },
  es: {
    admin: 'Administrador',
    landlord: 'Propietario',
    resident: 'Residente',
    sb: 'Agente de ventas',
    mt: 'Técnico de mantenimiento',
    user: 'Miembro',
  },
};

describe('roleLabel', () => {
  const cases = (['en', 'es'] as const).flatMap((lng) => ALL_ROLES.map((role) => ({ lng, role })));

  it.each(cases)('names $role in $lng', ({ lng, role }) => {
    // A translator given another namespace still reads the name from `common`.
    const t = translator.getFixedT(lng, 'portal');
    expect(roleLabel(role, t)).toBe(expected[lng][role]);
  });

  it('has a name for every role and no stale ones, in both languages', () => {
    expect(Object.keys(en.roles).sort()).toEqual([...ALL_ROLES].sort());
    expect(Object.keys(es.roles).sort()).toEqual([...ALL_ROLES].sort());
  });
});

describe('roleLabel for a stored code this build does not know', () => {
  it('shows the code as stored', () => {
    expect(roleLabel('owner', translator.getFixedT('en', 'portal'))).toBe('owner');
  });
});

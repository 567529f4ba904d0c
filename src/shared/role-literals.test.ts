import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTAL_ROLES } from './permissions';

/**
 * Who is who is answered by the permission table (src/shared/permissions.ts: `can`,
 * `rolesHolding`, the `ROLE` names), never by comparing a role with its name somewhere else. This
 * scan of src finds a portal role's name written as a string literal outside the places allowed
 * below, as `grep -rnE "'(admin|landlord|resident|sb|mt)'" src` does.
 */
const ROOT = path.resolve(process.cwd(), 'src');

/** Files that may name roles: the table itself, tests, and the demo data's own texts. */
const ALLOWED_FILES: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /^shared\/permissions\.ts$/, why: 'the permission table and the role names' },
  { pattern: /\.test\.tsx?$/, why: 'tests name the roles they sign in as' },
  { pattern: /^server\/db\/seed\//, why: 'the demo data: its accounts and their texts' },
];

/**
 * Lines that hold one of the words but not a role: stored values that happen to be spelled alike.
 * Each is matched by its whole trimmed text, so any other line in the same file still counts.
 */
const ALLOWED_LINES: readonly { file: string; line: string; why: string }[] = [
  {
    file: 'shared/maintenance-terms.ts',
    line: "export const WORK_ORDER_SOURCES = ['resident', 'staff', 'preventive'] as const;",
    why: 'where a work order came from (a stored column value): the resident’s page',
  },
  {
    file: 'server/modules/maintenance/file-request.ts',
    line: "source: byStaff ? 'staff' : 'resident',",
    why: 'the same work order source, set when a request is filed',
  },
  {
    file: 'shared/lead-choices/car.ts',
    line: "export const REFERENCE_RELATIONSHIPS = ['landlord', 'employer', 'colleague', 'personal'] as const;",
    why: 'a rental applicant’s reference: their former landlord (a form answer)',
  },
];

const LITERAL = new RegExp(`'(${PORTAL_ROLES.join('|')})'`);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function roleLiterals(): string[] {
  const found: string[] = [];
  for (const full of filesUnder(ROOT)) {
    const file = path.relative(ROOT, full).split(path.sep).join('/');
    if (ALLOWED_FILES.some(({ pattern }) => pattern.test(file))) continue;
    readFileSync(full, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (!LITERAL.test(text)) return;
        const line = text.trim();
        if (ALLOWED_LINES.some((allowed) => allowed.file === file && allowed.line === line)) return;
        found.push(`src/${file}:${i + 1}: ${line}`);
      });
  }
  return found;
}

describe('role literals', () => {
  it('names no role outside the permission table, the tests and the demo data', () => {
    expect(
      roleLiterals(),
      'Ask the table instead: can(role, permission), or a capability and its holders ' +
        '(docs/permissions.md, "Capabilities"); name a role as data with ROLE.<name>.',
    ).toEqual([]);
  });

  it('has no allowance left over', () => {
    for (const { file, line } of ALLOWED_LINES) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect(
        text.split('\n').some((l) => l.trim() === line),
        `${file} no longer has: ${line}`,
      ).toBe(true);
    }
  });

  it('finds a role literal where one is written', () => {
    expect(LITERAL.test("if (user.role === 'sb') return;")).toBe(true);
    expect(LITERAL.test('if (can(user.role, "take:leads:assigned")) return;')).toBe(false);
  });
});

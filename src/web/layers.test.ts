import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules live in .oxlintrc.json as import patterns per folder and per depth below a
 * feature's root (docs/decisions/0032). A pattern that silently stops matching would let the
 * layers decay unnoticed, so each rule is run here against a one-import file placed where the
 * rule applies: the import must be refused with the rule's message, or allowed.
 */

const SHARED = 'src/shared is the lowest layer';
const NO_SERVER = 'never imports the server';
const NO_WEB = 'The server never imports the web client';
const LIB = 'Web lib sits below';
const ENTITIES = 'Entities sit below';
const COMPONENTS = 'Components sit below';
const BELOW_APP = 'Features sit below app';
const OTHER_FEATURE = "A feature never imports another feature's files";
const TOO_DEEP = 'at most three folders below its root';

// [importing file, import path, the refusal's message, or null when the import is allowed]
const CASES: [string, string, string | null][] = [
  ['src/shared/a.ts', '../web/lib/format', SHARED],
  ['src/server/modules/a.ts', '../../web/lib/format', NO_WEB],
  ['src/web/lib/a.ts', '../components/ui/panel-card', LIB],
  ['src/web/lib/a.ts', '../features/leads/api/queries', LIB],
  ['src/web/lib/a.ts', '../../shared/constants', null],
  ['src/web/lib/a.ts', '../entities/lease/lease-keys', LIB],
  // entities: a domain's keys, queries and pure helpers, on lib and shared
  ['src/web/entities/lease/a.ts', '../../components/ui/panel-card', ENTITIES],
  ['src/web/entities/lease/a.ts', '../../features/leasing/api/queries', ENTITIES],
  ['src/web/entities/lease/a.ts', '../../app/query-client', ENTITIES],
  ['src/web/entities/lease/a.ts', '../../../server/app', NO_SERVER],
  ['src/web/entities/lease/a.ts', '../../lib/api-error', null],
  ['src/web/entities/lease/a.ts', '../../../shared/schemas/leases', null],
  ['src/web/entities/lease/a.ts', '../lead/lead-keys', null],
  ['src/web/components/ui/a.tsx', '../../features/leads/api/queries', COMPONENTS],
  ['src/web/components/ui/a.tsx', '../../app/query-client', COMPONENTS],
  ['src/web/components/ui/a.tsx', '../../lib/format', null],
  ['src/web/components/ui/a.tsx', '../../entities/lease/lease-keys', null],
  // depth 0: features/<name>/file
  ['src/web/features/storm/a.ts', '../leads/lead-routes', OTHER_FEATURE],
  ['src/web/features/storm/a.ts', './lib/checklist', null],
  ['src/web/features/storm/a.ts', '../../lib/format', null],
  ['src/web/features/storm/a.ts', '../../app/query-client', BELOW_APP],
  ['src/web/features/storm/a.ts', '../../routes', BELOW_APP],
  // depth 1
  ['src/web/features/storm/pages/a.tsx', '../../places/api/queries', OTHER_FEATURE],
  ['src/web/features/storm/pages/a.tsx', '../../../features/leads/api/queries', OTHER_FEATURE],
  ['src/web/features/storm/pages/a.tsx', '../lib/checklist', null],
  ['src/web/features/storm/pages/a.tsx', '../../../components/ui/panel-card', null],
  ['src/web/features/storm/pages/a.tsx', '../../../entities/lease/lease-keys', null],
  ['src/web/features/storm/pages/a.tsx', '../../../../server/app', NO_SERVER],
  // depth 2
  ['src/web/features/leads/components/inbox/a.tsx', '../../../admin/audit-format', OTHER_FEATURE],
  ['src/web/features/leads/components/inbox/a.tsx', '../../api/queries', null],
  ['src/web/features/leads/components/inbox/a.tsx', '../../../../lib/format', null],
  ['src/web/features/leads/components/inbox/a.tsx', '../../../../entities/lead/lead-keys', null],
  // depth 3
  ['src/web/features/places/components/skylines/x/a.tsx', '../../../../site/api/x', OTHER_FEATURE],
  ['src/web/features/places/components/skylines/x/a.tsx', '../../../api/x', null],
  // deeper than the rules are written for
  ['src/web/features/places/a/b/c/d/a.ts', '../../../../lib/x', TOO_DEEP],
  // app composes features
  ['src/web/app/a.tsx', '../features/leads/api/queries', null],
];

interface Diagnostic {
  code: string;
  help?: string;
  filename: string;
}

let root: string;
let refusals: Map<string, string>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'blu-layers-'));
  copyFileSync(path.resolve('.oxlintrc.json'), path.join(root, '.oxlintrc.json'));
  CASES.forEach(([file, specifier], index) => {
    const target = path.join(root, path.dirname(file), `case-${index}${path.extname(file)}`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `export * from '${specifier}';\n`);
  });
  let output: string;
  try {
    output = execFileSync(
      path.resolve('node_modules/.bin/oxlint'),
      ['-c', '.oxlintrc.json', '--format', 'json', 'src'],
      { cwd: root, encoding: 'utf8' },
    );
  } catch (error) {
    // oxlint exits 1 when it finds errors, which is what most cases expect.
    output = (error as { stdout: string }).stdout;
  }
  const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
  refusals = new Map(
    diagnostics
      .filter((d) => d.code === 'eslint(no-restricted-imports)')
      .map((d) => [path.basename(d.filename), d.help ?? '']),
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('layer rules in .oxlintrc.json', () => {
  it.each(CASES.map((c, index) => [...c, index] as const))(
    '%s importing %s: %s',
    (file, _specifier, expected, index) => {
      const refusal = refusals.get(`case-${index}${path.extname(file)}`);
      if (expected === null) expect(refusal).toBeUndefined();
      else expect(refusal).toContain(expected);
    },
  );
});

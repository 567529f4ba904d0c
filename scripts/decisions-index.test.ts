import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

// docs/decisions/README.md is how a newcomer finds a decision: it must name every record, and
// only records that exist.
const folder = path.join(import.meta.dirname, '..', 'docs', 'decisions');

test('the decisions index lists every decision record once, and no other file', () => {
  const records = readdirSync(folder)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort();
  const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
  const linked = [...index.matchAll(/^- \[\d{4}\]\((\d{4}-[^)]+\.md)\)/gm)].map(([, file]) => file);
  expect(
    records.filter((file) => !linked.includes(file)),
    'records missing from docs/decisions/README.md: add a line "- [NNNN](file) title" for each',
  ).toEqual([]);
  expect(linked, 'the index in number order, each record once, none that is gone').toEqual(records);
});

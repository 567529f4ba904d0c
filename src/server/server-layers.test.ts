import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cycles,
  readUnitGraph,
  relativeImports,
  wrongWayImports,
} from '../../tests/support/import-graph';

/**
 * The server's modules form no cycle, and the layers point one way: lib and the schema import no
 * module, modules import no job, plugin or demo data (docs/decisions/0069). Read from the source,
 * so a new import that ties two modules fails here before anyone has to untangle it.
 */

const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));

describe('the server import graph', () => {
  const graph = readUnitGraph(SERVER_DIR);

  it('has no cycle between modules, or between a module and anything else', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(cycles(graph)).toEqual([]);
  });

  it('points down: lib and db import no module; modules import no job, plugin or demo data', () => {
    expect(wrongWayImports(graph)).toEqual([]);
  });
});

describe('the graph reader', () => {
  const planted = mkdtempSync(path.join(tmpdir(), 'blu-graph-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));
  const plant = (file: string, text: string) => {
    mkdirSync(path.join(planted, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(planted, file), text);
  };

  it('reads static, type-only, re-exported, multi-line, dynamic and bare imports, and skips packages', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b/b';",
      "export { c } from './c';",
      'import {\n  d,\n  e,\n} from "../d/d";',
      "const f = await import('../f/f');",
      "import './g';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(relativeImports(source)).toEqual(['./a', '../b/b', './c', '../d/d', '../f/f', './g']);
  });

  it('finds a cycle around three modules, and a lib file importing a module', () => {
    plant('modules/alpha/one.ts', "import { two } from '../beta/two';\nexport const one = two;\n");
    plant('modules/beta/two.ts', "import type { Three } from '../gamma/three';\n");
    plant('modules/gamma/three.ts', "export { one } from '../alpha/one';\n");
    plant('modules/delta/four.ts', "import { one } from '../alpha/one';\n");
    // A test may reach anywhere: only the code that ships counts.
    plant('modules/alpha/one.test.ts', "import '../delta/four';\n");
    plant('lib/helper.ts', "import { two } from '../modules/beta/two';\n");
    const graph = readUnitGraph(planted);
    expect(cycles(graph)).toEqual([['modules/alpha', 'modules/beta', 'modules/gamma']]);
    expect(wrongWayImports(graph)).toEqual(['lib → modules/beta']);
  });
});

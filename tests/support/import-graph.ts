import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's import graph read from source, folded to folders ("units"): every folder under
 * src/server/modules is a unit, and so are src/server/jobs, lib, plugins, db and db/seed. TypeScript 7 has
 * no JavaScript API, so import specifiers are read with a regular expression; only relative ones
 * matter here, and type-only imports count (a type import ties two modules as surely as a value).
 */

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;

/** The relative import specifiers of one file's text. */
export function relativeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3]!;
    if (specifier.startsWith('.')) found.push(specifier);
  }
  return found;
}

/** The unit a path under src/server belongs to, or null for files outside every unit. */
export function unitOf(serverRelativePath: string): string | null {
  const parts = serverRelativePath.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  // The demo data builds its rows with the modules' own functions: it sits above them.
  if (parts[0] === 'db' && parts[1] === 'seed' && parts.length > 2) return 'db/seed';
  if (parts.length > 1 && ['jobs', 'lib', 'plugins', 'db'].includes(parts[0]!)) return parts[0]!;
  return null;
}

export type UnitGraph = Map<string, Set<string>>;

/** Units and the units they import, from every non-test .ts file under `serverDir`. */
export function readUnitGraph(serverDir: string): UnitGraph {
  const graph: UnitGraph = new Map();
  for (const file of readdirSync(serverDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const from = unitOf(file.split(path.sep).join('/'));
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const source = readFileSync(path.join(serverDir, file), 'utf8');
    for (const specifier of relativeImports(source)) {
      const target = path.relative(
        serverDir,
        path.resolve(serverDir, path.dirname(file), specifier),
      );
      const to = unitOf(target.split(path.sep).join('/'));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/**
 * Groups of units that import each other, directly or around a loop (strongly connected
 * components larger than one unit, Tarjan's walk), each sorted, largest first.
 */
export function cycles(graph: UnitGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, counter);
    low.set(unit, counter);
    counter += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const next of graph.get(unit) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== unit);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return groups.sort((a, b) => b.length - a.length);
}

/**
 * How high each unit sits: a unit imports only units lower than itself, apart from modules
 * importing each other (which `cycles` keeps to a tree). The schema is at the bottom; the jobs,
 * the plugins and the demo data put modules to work and sit above them all.
 */
function rankOf(unit: string): number {
  if (unit === 'db') return 0;
  if (unit === 'lib') return 1;
  if (unit.startsWith('modules/')) return 2;
  return 3;
}

/** Every import that points up or sideways between layers, as `from → to`. */
export function wrongWayImports(graph: UnitGraph): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const sideways = rankOf(from) === rankOf(to) && rankOf(from) !== 2;
      if (rankOf(to) > rankOf(from) || sideways) found.push(`${from} → ${to}`);
    }
  }
  return found.sort();
}

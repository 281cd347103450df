import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import direction is enforced by Biome (biome.json): each web feature has an override that
 * forbids the others. This keeps that list whole as features and modules are added. Biome sees
 * cycles of files only: the cycles of modules (one module's files importing another's, and back,
 * through any files) are found here.
 */
const root = resolve(import.meta.dirname, '../..');
const biome = JSON.parse(readFileSync(resolve(root, 'biome.json'), 'utf8')) as {
  linter: { rules: { suspicious: Record<string, unknown> } };
  overrides: { includes: string[]; linter: unknown }[];
};
const folders = (dir: string) =>
  readdirSync(resolve(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('import direction rules', () => {
  it('forbid import cycles everywhere', () => {
    expect(biome.linter.rules.suspicious.noImportCycles).toBe('error');
  });

  it('keep every web feature from importing every other one', () => {
    const features = folders('web/src/features');
    for (const feature of features) {
      const override = biome.overrides.find((o) =>
        o.includes.includes(`web/src/features/${feature}/**`),
      );
      expect(override, `no import rule for the ${feature} feature`).toBeDefined();
      const rule = JSON.stringify(override?.linter);
      for (const other of features.filter((f) => f !== feature)) {
        expect(rule, `${feature} may import ${other}`).toContain(`../**/${other}/**`);
      }
    }
  });

  it('keep modules to each other’s services, and the platform to itself', () => {
    const includes = biome.overrides.flatMap((o) => o.includes);
    expect(includes).toContain('functions/src/modules/**');
    expect(includes).toContain('functions/src/platform/**');
    expect(folders('functions/src/modules').length).toBeGreaterThan(0);
  });
});

const modulesDir = resolve(root, 'functions/src/modules');
const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesOf(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** Module -> the modules its files import, each with one file that does (for the message). */
const moduleImports = () => {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourcesOf(modulesDir)) {
    const from = relative(modulesDir, file).split('/')[0] as string;
    const targets = graph.get(from) ?? new Map<string, string>();
    graph.set(from, targets);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(
      /(?:from|import)\s*\(?'(\.[^']+)'/g,
    )) {
      const to = relative(modulesDir, resolve(dirname(file), spec as string)).split(
        '/',
      )[0] as string;
      if (to && to !== from && !to.startsWith('..') && !targets.has(to)) {
        targets.set(to, relative(modulesDir, file));
      }
    }
  }
  return graph;
};

/** A path of modules from `start` back to itself, if any. */
const cycleFrom = (graph: Map<string, Map<string, string>>, start: string): string[] | null => {
  const seen = new Set<string>();
  const walk = (at: string, path: string[]): string[] | null => {
    for (const next of graph.get(at)?.keys() ?? []) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
};

describe('module dependencies', () => {
  it('form no cycle: no module reaches itself through the modules it imports', () => {
    const graph = moduleImports();
    expect(graph.size).toBeGreaterThan(20);
    for (const module of graph.keys()) {
      const cycle = cycleFrom(graph, module);
      const through = cycle
        ?.slice(1)
        .map((to, i) => `${graph.get(cycle[i] as string)?.get(to)} -> ${to}`);
      expect(through, `a module cycle: ${cycle?.join(' -> ')}`).toBeUndefined();
    }
  });

  it('are read from the imports (a cycle made on purpose is found)', () => {
    const graph = moduleImports();
    expect(graph.get('auth')?.has('directory')).toBe(true);
    graph.get('directory')?.set('auth', 'made up');
    expect(cycleFrom(graph, 'directory')).toEqual(['directory', 'auth', 'directory']);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import direction is enforced by Biome (biome.json): each web feature has an override that
 * forbids the others. This keeps that list whole as features and modules are added.
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

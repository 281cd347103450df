import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files in vitest's usual order (failed first, then the longest), except the
 * migration tests, which go first. Every test shares one table, and a migration reads the whole
 * table as a deploy reads the organizations' data: run late, it reads every other test's items
 * (seven minutes in a CI run, against 13 s run first) for the same check.
 */
const MIGRATION_TEST = /migrations?\.int\.test\.ts$/;

export default class IntegrationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = sorted.filter((file) => MIGRATION_TEST.test(file.moduleId));
    return [...first, ...sorted.filter((file) => !MIGRATION_TEST.test(file.moduleId))];
  }
}

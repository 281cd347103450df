import { describe, expect, it } from 'vitest';
import { imageChange } from '../../platform/projections/testing/stream-changes';
import { mergeResumes } from './merge-resumes';

const change = imageChange;

const record = (status: string) => ({
  pk: 'ORG#org-1#MERGES',
  sk: 'c2',
  type: 'contactMerge',
  organizationId: 'org-1',
  otherId: 'c2',
  keptId: 'c1',
  status,
});

describe('what a merge asks of the stream', () => {
  it('has a merge that began looked at later, once', () => {
    expect(mergeResumes(change(null, record('moving')))).toEqual([
      { organizationId: 'org-1', otherId: 'c2' },
    ]);
  });

  it('asks nothing for its end, its removal, or another item', () => {
    expect(mergeResumes(change(record('moving'), record('merged')))).toEqual([]);
    expect(mergeResumes(change(record('merged'), null))).toEqual([]);
    expect(mergeResumes(change(null, { ...record('moving'), type: 'contactMergeLock' }))).toEqual(
      [],
    );
    expect(mergeResumes(change(null, record('merged')))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { viewInputSchema, viewPatchSchema, viewPatchSchemaFor } from './view.schema';

const contactsView = (columns: unknown) => ({ entity: 'contacts', name: 'By region', columns });

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []) as { path: PropertyKey[]; message: string }[];

describe('a view’s columns', () => {
  it('keeps custom fields’ columns beside the list’s own', () => {
    const result = viewInputSchema.safeParse(
      contactsView(['name', 'score', 'cf.region', 'cf.gst_number']),
    );
    expect(result.success).toBe(true);
    expect(result.data?.columns).toEqual(['name', 'score', 'cf.region', 'cf.gst_number']);
  });

  it('takes custom columns by the same key rules as custom filters', () => {
    for (const bad of ['cf.Region', 'cf.1st', 'cf.', 'cf.region-north', `cf.${'a'.repeat(41)}`]) {
      const result = viewInputSchema.safeParse(contactsView(['name', bad]));
      expect(result.success, bad).toBe(false);
      expect(issuesOf(result)[0]?.path).toEqual(['columns', 1]);
      expect(issuesOf(result)[0]?.message).toBe(
        'Columns must be among name, email, phone, company, status, score, source, assignedTo, ' +
          'lastContactedAt, createdAt, tags or custom fields',
      );
    }
    expect(viewInputSchema.safeParse(contactsView([`cf.${'a'.repeat(40)}`])).success).toBe(true);
  });

  it('still refuses another list’s columns', () => {
    const result = viewInputSchema.safeParse(contactsView(['name', 'stage']));
    expect(issuesOf(result).map((issue) => issue.path)).toEqual([['columns', 1]]);
    expect(viewPatchSchemaFor('contacts').safeParse({ columns: ['stage'] }).success).toBe(false);
  });

  it('leaves room for every column and every custom field, not more', () => {
    const custom = Array.from({ length: 50 }, (_, i) => `cf.field_${i}`);
    const fixed = ['name', 'email', 'phone', 'company', 'status', 'score', 'source'];
    const all = [...fixed, 'assignedTo', 'lastContactedAt', 'createdAt', 'tags', ...custom];
    expect(viewInputSchema.safeParse(contactsView(all)).success).toBe(true);
    const tooMany = viewInputSchema.safeParse(contactsView([...all, 'cf.one_more']));
    expect(issuesOf(tooMany).map((issue) => issue.message)).toEqual(['Too many columns']);
  });

  it('takes custom columns in a patch, checked again by the view’s own list', () => {
    const patch = { columns: ['name', 'cf.region'] };
    expect(viewPatchSchema.safeParse(patch).success).toBe(true);
    expect(viewPatchSchemaFor('contacts').safeParse(patch).success).toBe(true);
    expect(viewPatchSchemaFor('deals').safeParse({ columns: ['title', 'cf.region'] }).success).toBe(
      true,
    );
    expect(viewPatchSchema.safeParse({ columns: ['cf.Region'] }).success).toBe(false);
  });
});

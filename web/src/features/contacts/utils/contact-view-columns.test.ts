import { describe, expect, it } from 'vitest';
import { contactColumnsFor } from './contact-columns';
import {
  DEFAULT_VIEW_COLUMNS,
  readViewColumns,
  tableColumnsOf,
  viewColumnsParam,
} from './contact-view-columns';

describe('view columns', () => {
  it('reads the known columns in the table’s order, always with the name', () => {
    expect(readViewColumns('score,bogus,createdAt')).toEqual(['name', 'score', 'createdAt']);
    expect(readViewColumns(['tags', 'status', 'name', 'cf.region'])).toEqual([
      'name',
      'status',
      'tags',
    ]);
    expect(readViewColumns(null)).toEqual(DEFAULT_VIEW_COLUMNS);
    expect(readViewColumns('bogus')).toEqual(DEFAULT_VIEW_COLUMNS);
  });

  it('leaves the default columns out of the address', () => {
    expect(viewColumnsParam([...DEFAULT_VIEW_COLUMNS].reverse())).toBeNull();
    expect(viewColumnsParam(['name', 'score'])).toBe('name,score');
  });

  it('shows the columns the table showed before views by default, fitting 1280 px', () => {
    const chosen = tableColumnsOf(DEFAULT_VIEW_COLUMNS);
    const team = { assignee: true, selection: true, chosen };
    expect(contactColumnsFor(null, team)).toEqual([
      'Contact',
      'Company',
      'Phone',
      'Score',
      'Status',
      'Assigned to',
      'Source',
      'Actions',
    ]);
    expect(contactColumnsFor(950, team)).toEqual([
      'Contact',
      'Company',
      'Phone',
      'Score',
      'Status',
      'Actions',
    ]);
  });

  it('gives a view’s chosen day columns room before the company and phone', () => {
    const chosen = tableColumnsOf(['name', 'status', 'score', 'createdAt', 'company', 'phone']);
    expect(contactColumnsFor(950, { assignee: true, selection: true, chosen })).toEqual([
      'Contact',
      'Company',
      'Score',
      'Status',
      'Created',
      'Actions',
    ]);
  });
});

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
      'cf.region',
    ]);
    expect(readViewColumns(null)).toEqual(DEFAULT_VIEW_COLUMNS);
    expect(readViewColumns('bogus')).toEqual(DEFAULT_VIEW_COLUMNS);
  });

  it('leaves the default columns out of the address', () => {
    expect(viewColumnsParam([...DEFAULT_VIEW_COLUMNS].reverse())).toBeNull();
    expect(viewColumnsParam(['name', 'score'])).toBe('name,score');
    expect(viewColumnsParam([...DEFAULT_VIEW_COLUMNS, 'cf.region'])).toBe(
      'name,email,phone,company,status,score,source,assignedTo,cf.region',
    );
  });

  it('keeps custom fields’ columns in the order given, once each, by the key rule', () => {
    expect(readViewColumns('cf.vip,score,cf.region,cf.vip,cf.Bad,cf.')).toEqual([
      'name',
      'score',
      'cf.vip',
      'cf.region',
    ]);
    // Only custom ones: with the name, not the default columns.
    expect(readViewColumns('cf.region')).toEqual(['name', 'cf.region']);
  });

  it('draws a custom field’s column only while the field exists', () => {
    const columns = readViewColumns('name,cf.region,cf.gone,score');
    expect(tableColumnsOf(columns, ['region', 'vip'])).toEqual(['Contact', 'Score', 'cf.region']);
    expect(tableColumnsOf(columns)).toEqual(['Contact', 'Score']);
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

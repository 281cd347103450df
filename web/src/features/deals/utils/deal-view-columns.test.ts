import { VIEW_COLUMNS } from '@salesflow/shared/views/view.schema';
import { describe, expect, it } from 'vitest';
import {
  DEAL_VIEW_COLUMNS,
  DEFAULT_DEAL_VIEW_COLUMNS,
  dealTableColumnsOf,
  dealViewColumnsParam,
  readDealViewColumns,
} from './deal-view-columns';

describe('deal view columns', () => {
  it('are those the server keeps for a view of deals, in the table’s order', () => {
    expect([...DEAL_VIEW_COLUMNS]).toEqual([...VIEW_COLUMNS.deals]);
  });

  it('reads the known columns in the table’s order, always with the title', () => {
    expect(readDealViewColumns('createdAt,bogus,value')).toEqual(['title', 'value', 'createdAt']);
    expect(readDealViewColumns(['tags', 'stage', 'title', 'cf.region'])).toEqual([
      'title',
      'stage',
      'tags',
      'cf.region',
    ]);
    expect(readDealViewColumns(null)).toEqual(DEFAULT_DEAL_VIEW_COLUMNS);
    expect(readDealViewColumns('bogus')).toEqual(DEFAULT_DEAL_VIEW_COLUMNS);
  });

  it('leaves the default columns out of the address', () => {
    expect(dealViewColumnsParam([...DEFAULT_DEAL_VIEW_COLUMNS].reverse())).toBeNull();
    expect(dealViewColumnsParam(['value', 'title'])).toBe('title,value');
    expect(dealViewColumnsParam([...DEFAULT_DEAL_VIEW_COLUMNS, 'cf.region'])).toBe(
      'title,contact,value,stage,probability,expectedCloseDate,tags,cf.region',
    );
  });

  it('keeps deal custom fields’ columns in the order given, once each, by the key rule', () => {
    expect(readDealViewColumns('cf.vip,value,cf.region,cf.vip,cf.Bad,cf.')).toEqual([
      'title',
      'value',
      'cf.vip',
      'cf.region',
    ]);
    // Only custom ones: with the title, not the default columns.
    expect(readDealViewColumns('cf.region')).toEqual(['title', 'cf.region']);
  });

  it('draws a custom field’s column after the deal’s own, only while the field exists', () => {
    const columns = readDealViewColumns('title,cf.region,cf.gone,value');
    expect(dealTableColumnsOf(columns, { assignee: true, customKeys: ['region', 'vip'] })).toEqual([
      'Deal',
      'Value',
      'cf.region',
      'Actions',
    ]);
    expect(dealTableColumnsOf(columns, { assignee: true })).toEqual(['Deal', 'Value', 'Actions']);
  });

  it('draws by default the columns the table had before views, and Actions last', () => {
    expect(dealTableColumnsOf(DEFAULT_DEAL_VIEW_COLUMNS, { assignee: true })).toEqual([
      'Deal',
      'Contact',
      'Value',
      'Stage',
      'Probability',
      'Close Date',
      'Actions',
    ]);
  });

  it('draws Assigned to only where whoever holds a lead can be named', () => {
    const chosen = ['title', 'assignedTo', 'createdAt'] as const;
    expect(dealTableColumnsOf(chosen, { assignee: true })).toEqual([
      'Deal',
      'Assigned to',
      'Created',
      'Actions',
    ]);
    expect(dealTableColumnsOf(chosen, { assignee: false })).toEqual(['Deal', 'Created', 'Actions']);
  });
});

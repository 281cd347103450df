import { describe, expect, it } from 'vitest';
import { isCsvFile } from './is-csv-file';

describe('isCsvFile', () => {
  it('accepts text/csv whatever the name', () => {
    expect(isCsvFile({ name: 'leads.csv', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'leads', type: 'text/csv' })).toBe(true);
  });

  it("accepts a .csv file typed as Windows' Excel type or untyped", () => {
    expect(isCsvFile({ name: 'Leads.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'leads.csv', type: '' })).toBe(true);
  });

  it('refuses other files', () => {
    expect(isCsvFile({ name: 'leads.xls', type: 'application/vnd.ms-excel' })).toBe(false);
    expect(isCsvFile({ name: 'leads.txt', type: '' })).toBe(false);
    expect(isCsvFile({ name: 'leads.csv', type: 'application/pdf' })).toBe(false);
    expect(isCsvFile({ name: 'photo.png', type: 'image/png' })).toBe(false);
  });
});

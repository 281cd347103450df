import { describe, expect, it } from 'vitest';
import { contactColumnsFor } from './contact-columns';

const team = { assignee: true, selection: true };
const alone = { assignee: false, selection: false };

describe('contactColumnsFor', () => {
  it('shows every column until the table is measured', () => {
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
    expect(contactColumnsFor(null, alone)).not.toContain('Assigned to');
  });

  it('fits 1280 × 800 (950 px beside the sidebar): document 1’s columns but the source', () => {
    for (const options of [team, alone]) {
      expect(contactColumnsFor(950, options)).toEqual([
        'Contact',
        'Company',
        'Phone',
        'Score',
        'Status',
        'Actions',
      ]);
    }
  });

  it('gives the assignee, then the source, room as the table widens', () => {
    expect(contactColumnsFor(1100, team)).toContain('Assigned to');
    expect(contactColumnsFor(1100, team)).not.toContain('Source');
    expect(contactColumnsFor(1200, team)).toHaveLength(8);
  });

  it('keeps the contact, its status and its actions however narrow', () => {
    expect(contactColumnsFor(300, team)).toEqual(['Contact', 'Status', 'Actions']);
  });
});

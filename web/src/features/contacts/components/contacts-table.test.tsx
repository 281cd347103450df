import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContact } from '../../../testing/fetch-stub';
import { ContactsTable } from './contacts-table';

/** A ResizeObserver that lays the table out `width` px wide, as Chromium would. */
const layOutAt = (width: number) => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ target, contentRect: { width } } as unknown as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      }
      disconnect() {}
      unobserve() {}
    },
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const headers = () =>
  within(screen.getByRole('table', { name: 'Contacts' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

const renderTable = (withTeam: boolean) =>
  render(
    <ContactsTable
      contacts={[
        makeContact({ company: 'Hindustan Precision Engineering Works', source: 'social_media' }),
      ]}
      onAction={() => {}}
      onOpen={() => {}}
      assigneeName={withTeam ? () => 'Priyanka Raghunathan' : undefined}
      selection={
        withTeam
          ? ({ isSelected: () => false, toggle: () => {}, toggleAll: () => {} } as never)
          : undefined
      }
    />,
  );

describe('the contacts table', () => {
  it('fits 1280 × 800 with a team: the columns that fit, none under the actions', () => {
    layOutAt(950);
    renderTable(true);
    expect(headers()).toEqual(['', 'Contact', 'Company', 'Phone', 'Score', 'Status', 'Actions']);
    const [, row] = screen.getAllByRole('row');
    expect(within(row as HTMLElement).getAllByRole('cell')).toHaveLength(7);
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
    expect(screen.queryByText('Priyanka Raghunathan')).toBeNull();
  });

  it('names the assignee once the table has room for it', () => {
    layOutAt(1100);
    renderTable(true);
    expect(headers()).toContain('Assigned to');
    expect(screen.getByText('Priyanka Raghunathan')).toBeTruthy();
  });

  it('shows every column on a wide screen', () => {
    layOutAt(1400);
    renderTable(true);
    expect(headers()).toEqual([
      '',
      'Contact',
      'Company',
      'Phone',
      'Score',
      'Status',
      'Assigned to',
      'Source',
      'Actions',
    ]);
    expect(screen.getByText('Social Media')).toBeTruthy();
  });

  it('fits 1280 without a team the same way', () => {
    layOutAt(950);
    renderTable(false);
    expect(headers()).toEqual(['Contact', 'Company', 'Phone', 'Score', 'Status', 'Actions']);
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
  });
});

import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContact } from '../../../testing/fetch-stub';
import { REGION, RENEWAL, SEATS, VIP } from '../testing/custom-field-fixtures';
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

const FIELDS = [REGION, RENEWAL, VIP, SEATS];

describe('the contacts table: custom fields’ columns', () => {
  const renderCustom = (customFields: CustomField[] | undefined) =>
    render(
      <ContactsTable
        contacts={[
          makeContact({
            customFields: { region: 'North', renewal: '2026-03-05', vip: true, seats: 1250000.5 },
          }),
          makeContact({ id: 'c-2', name: 'Meera Iyer', customFields: { vip: false } }),
        ]}
        columns={['name', 'status', 'cf.region', 'cf.renewal', 'cf.vip', 'cf.seats', 'cf.gone']}
        customFields={customFields}
        onAction={() => {}}
        onOpen={() => {}}
      />,
    );

  const rowTexts = (name: string) =>
    within(screen.getByRole('row', { name: new RegExp(name) }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('heads each by its label and shows the values by type, a dash for none', () => {
    layOutAt(1400);
    renderCustom(FIELDS);
    expect(headers()).toEqual([
      'Contact',
      'Status',
      'Region',
      'Renewal date',
      'VIP',
      'Seats',
      'Actions',
    ]);
    expect(rowTexts('Aarav Mehta').slice(2, 6)).toEqual([
      'North',
      'Mar 5, 2026',
      'Yes',
      '1,250,000.5',
    ]);
    expect(rowTexts('Meera Iyer').slice(2, 6)).toEqual(['—', '—', 'No', '—']);
  });

  it('shows no column of a field deleted, nor any before the fields are read', () => {
    layOutAt(1400);
    const { unmount } = renderCustom(FIELDS.slice(1));
    expect(headers()).not.toContain('Region');
    unmount();
    renderCustom(undefined);
    expect(headers()).toEqual(['Contact', 'Status', 'Actions']);
  });

  it('leaves out the custom columns that do not fit, keeping the actions in sight', () => {
    layOutAt(950);
    renderCustom(FIELDS);
    // Contact 200 + Actions 150 + Status 90, then 150 for each custom column while it fits.
    expect(headers()).toEqual(['Contact', 'Status', 'Region', 'Renewal date', 'VIP', 'Actions']);
  });
});

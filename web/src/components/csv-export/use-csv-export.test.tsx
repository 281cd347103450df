import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../testing/capture-downloads';
import { renderWithProviders, TestProviders } from '../../testing/render-app';
import { type CollectedRows, type CsvExportOptions, useCsvExport } from './use-csv-export';

interface Row {
  name: string;
}

const options = (collect: CsvExportOptions<Row>['collect']): CsvExportOptions<Row> => ({
  collect,
  buildCsv: (rows) => ['Name', ...rows.map((row) => row.name)].join('\r\n'),
  fileName: (date) => `rows-${date}.csv`,
  countLabel: (count) => `${count} ${count === 1 ? 'row' : 'rows'}`,
  noun: 'rows',
});

const renderExport = (collect: CsvExportOptions<Row>['collect']) =>
  renderHook(() => useCsvExport(options(collect)), { wrapper: TestProviders });

/** A collect that reports progress and then waits until the test lets it finish. */
const heldCollect = () => {
  let finish: (rows: CollectedRows<Row>) => void = () => {};
  const collect = vi.fn<CsvExportOptions<Row>['collect']>(({ onProgress }) => {
    onProgress(2);
    return new Promise((resolve) => {
      finish = resolve;
    });
  });
  return { collect, finish: (rows: CollectedRows<Row>) => finish(rows) };
};

describe('CSV export', () => {
  it('counts the rows while it collects, then downloads the CSV and says how many', async () => {
    const files = captureDownloads();
    const { collect, finish } = heldCollect();
    const { result } = renderExport(collect);

    act(() => {
      void result.current.exportCsv();
    });
    await waitFor(() => expect(result.current.progress).toBe(2));
    expect(result.current.exporting).toBe(true);
    // A second press while it runs does not start another export.
    act(() => {
      void result.current.exportCsv();
    });
    expect(collect).toHaveBeenCalledTimes(1);
    await act(async () => finish({ items: [{ name: 'Ada' }, { name: 'Lin' }], complete: true }));

    expect(await screen.findByText('Export Complete')).toBeTruthy();
    expect(screen.getByText('Exported 2 rows.')).toBeTruthy();
    expect(result.current).toMatchObject({ exporting: false, progress: null });
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toMatch(/^rows-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await files[0]?.blob.text()).toBe('Name\r\nAda\r\nLin');
  });

  it('says when only the first pages were exported', async () => {
    captureDownloads();
    const { result } = renderExport(async () => ({ items: [{ name: 'Ada' }], complete: false }));

    await act(() => result.current.exportCsv());

    expect(await screen.findByText('Exported the first 1 row.')).toBeTruthy();
  });

  it('says so when collecting fails, and can be tried again', async () => {
    const files = captureDownloads();
    const collect = vi.fn<CsvExportOptions<Row>['collect']>(async () => {
      throw new Error('500: boom');
    });
    const { result } = renderExport(collect);

    await act(() => result.current.exportCsv());

    expect(await screen.findByText('Failed to export rows.')).toBeTruthy();
    expect(files).toHaveLength(0);
    expect(result.current.exporting).toBe(false);
    await act(() => result.current.exportCsv());
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('cancels quietly when the screen goes away mid-export', async () => {
    captureDownloads();
    let signal: AbortSignal | undefined;
    const collect: CsvExportOptions<Row>['collect'] = (options) =>
      new Promise((_resolve, reject) => {
        signal = options.signal;
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const Exporter = () => {
      const { exportCsv } = useCsvExport(options(collect));
      return (
        <button type="button" onClick={exportCsv}>
          Export
        </button>
      );
    };
    const Screen = () => {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown ? <Exporter /> : null}
          <button type="button" onClick={() => setShown(false)}>
            Leave
          </button>
        </>
      );
    };
    const { user } = renderWithProviders(<Screen />);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));

    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Failed to export rows.')).toBeNull();
    expect(screen.queryByText('Error')).toBeNull();
  });
});

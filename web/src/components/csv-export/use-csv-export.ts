import { localIsoDate } from '@salesflow/shared/dates/format-date';
import { useEffect, useRef, useState } from 'react';
import { downloadTextFile } from '../../lib/download-file';
import { useToast } from '../toast/use-toast';

/** What reading the rows to export gave: `complete` is false when a page bound cut it short. */
export interface CollectedRows<T> {
  items: T[];
  complete: boolean;
}

export interface CsvExportOptions<T> {
  /** Reads every row to export, page after page (see `collectPages`), reporting how many so far. */
  collect: (options: {
    signal: AbortSignal;
    onProgress: (loaded: number) => void;
  }) => Promise<CollectedRows<T>>;
  /** The file's text: header row and one row per item. */
  buildCsv: (items: readonly T[]) => string;
  /** The file name for today's local date (YYYY-MM-DD). */
  fileName: (date: string) => string;
  /** "3 contacts", for the toast that says what was exported. */
  countLabel: (count: number) => string;
  /** Plural noun, as in "Failed to export contacts.". */
  noun: string;
}

/**
 * The Export button's work: read every row the list's search matches, build the CSV, hand it to the
 * browser and say how it went. One export at a time; leaving the screen cancels it silently.
 */
export const useCsvExport = <T>(options: CsvExportOptions<T>) => {
  const { collect, buildCsv, fileName, countLabel, noun } = options;
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const exportCsv = async () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    try {
      const { items, complete } = await collect({ signal: abort.signal, onProgress: setProgress });
      downloadTextFile(buildCsv(items), fileName(localIsoDate(new Date())));
      toast({
        title: 'Export Complete',
        description: complete
          ? `Exported ${countLabel(items.length)}.`
          : `Exported the first ${countLabel(items.length)}.`,
        variant: 'success',
      });
    } catch {
      if (!abort.signal.aborted) {
        toast({ title: 'Error', description: `Failed to export ${noun}.`, variant: 'error' });
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return { exportCsv, exporting: progress !== null, progress };
};

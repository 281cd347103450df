import { onTestFinished, vi } from 'vitest';

export interface CapturedDownload {
  name: string;
  blob: Blob;
}

/**
 * Captures what the browser would save. jsdom has no object URLs: this puts its own in place for
 * the test that calls it, and puts them back after that test.
 */
export const captureDownloads = (): CapturedDownload[] => {
  const { createObjectURL, revokeObjectURL } = URL;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  const files: CapturedDownload[] = [];
  let lastBlob: Blob | null = null;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    lastBlob = blob as Blob;
    return 'blob:export';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return files;
};

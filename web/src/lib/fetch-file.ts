import { ApiError } from './api-client';

/** A file the API answered with, and the name its Content-Disposition gives (if any). */
export interface FetchedFile {
  blob: Blob;
  fileName: string | null;
}

/** `attachment; filename="accounts.csv"` (or `filename*=UTF-8''…`) → the file name. */
export const fileNameOf = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || null;
};

/**
 * GETs a file (an export) with the session cookie. Apart from `apiFetch`, which reads answers as
 * text and keeps no headers, so the JSON client stays small on the first screen. The body is read
 * to its end whatever the status, as `apiFetch` does; a failure becomes an `ApiError`.
 */
export const fetchFile = async (url: string, accept: string): Promise<FetchedFile> => {
  const response = await fetch(url, { headers: { Accept: accept }, credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
};

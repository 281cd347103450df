export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface CollectPagesOptions {
  /** At most this many requests; what is left is reported as `complete: false`. */
  maxPages: number;
  onProgress?: (loaded: number) => void;
}

/** Every item of a cursor-paged list, one page after the other, bounded (exports). */
export const collectPages = async <T>(
  fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>,
  { maxPages, onProgress }: CollectPagesOptions,
): Promise<{ items: T[]; complete: boolean }> => {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const result = await fetchPage(cursor);
    items.push(...result.items);
    onProgress?.(items.length);
    if (!result.nextCursor) return { items, complete: true };
    cursor = result.nextCursor;
  }
  return { items, complete: false };
};

import type { HttpResult } from './http-result';

/**
 * A list route's answer: with `limit`, the page object; without it, the spec's plain array with
 * the next cursor (and the total, when known) in headers, so the array form stays bounded.
 */
export const listAnswer = (
  page: { items: unknown[]; nextCursor: string | null; total?: number },
  limitGiven: boolean,
): HttpResult => {
  if (limitGiven) return { status: 200, body: page };
  const headers: Record<string, string> = {};
  if (page.total !== undefined) headers['x-total-count'] = String(page.total);
  if (page.nextCursor) headers['x-next-cursor'] = page.nextCursor;
  return { status: 200, body: page.items, headers };
};

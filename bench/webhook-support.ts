/** Parts the webhook benchmarks share: comparing a retry's answer, and counting the contacts. */

/** The answer as JSON with sorted keys: a replayed answer comes back through a DynamoDB map. */
export const canonical = (text: string | undefined): string => {
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sort)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, sort(v)]),
          )
        : value;
  try {
    return JSON.stringify(sort(text ? JSON.parse(text) : null));
  } catch {
    return String(text);
  }
};

/** An answer's status and error code ("429 RATE_LIMITED"), for tallying what was not 2xx. */
export const statusLabel = (status: number, answer: string | undefined): string => {
  const code = (() => {
    try {
      return (JSON.parse(answer ?? '') as { error?: { code?: string } }).error?.code;
    } catch {
      return undefined;
    }
  })();
  return `${status}${code ? ` ${code}` : ''}`;
};

export interface ContactTally {
  /** Contacts the list pages show. */
  listed: number;
  /** What the organization's counters say (`total` of the first page). */
  counted: number;
  ids: Set<string>;
  /** Emails held by more than one contact. */
  duplicated: number;
}

/** Every contact of the organization through the list pages (bounded: 10,000 pages). */
export const tallyContacts = async (
  api: (path: string) => Promise<string>,
): Promise<ContactTally> => {
  const counted = (JSON.parse(await api('/api/contacts?limit=1')) as { total: number }).total;
  const emails = new Map<string, number>();
  const ids = new Set<string>();
  let cursor: string | null = null;
  let listed = 0;
  let pages = 0;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = JSON.parse(await api(`/api/contacts?limit=100${query}`)) as {
      items: { id: string; email: string }[];
      nextCursor: string | null;
    };
    for (const item of page.items) {
      emails.set(item.email, (emails.get(item.email) ?? 0) + 1);
      ids.add(item.id);
    }
    listed += page.items.length;
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 10_000);
  const duplicated = [...emails.values()].filter((n) => n > 1).length;
  return { listed, counted, ids, duplicated };
};

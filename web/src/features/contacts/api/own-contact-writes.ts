import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { tagKey } from '@salesflow/shared/contacts/contact-tags';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { matchesCustomFilters } from '../../../components/custom-filters/custom-filters';
import { currentUserQueryKey } from '../../../lib/query-keys';
import type { ContactListParams } from '../utils/contact-list-params';

/**
 * A contacts list as the screen asks for it: its search, whose leads (`me`, `none` or a member's
 * id) and its filters and sort.
 */
export interface ContactsListInput extends Omit<ContactListParams, 'q'> {
  search: string;
}

/**
 * The user's own recent changes to contacts, laid over the lists they see.
 *
 * The server's lists read the records, but a list's count (and its search, and on AWS the index
 * it pages) is derived from the table's stream a moment later. The screen that made a change
 * must not wait for that: the answer of the create, edit or delete is kept here for a short
 * while and applied to every contacts list as it is shown (`applyOwnContactWrites`), so a new
 * contact is on top of the list and counted at once, an edit shows its new values and a deleted
 * contact is gone, whatever a read made in between answers. Once the server has caught up, the
 * overlay changes nothing; after `OWN_WRITES_KEEP_MS` it is forgotten.
 */
export const OWN_WRITES_KEEP_MS = 15_000;

/** Kept apart from the contacts root key, so invalidating the lists leaves it alone. */
export const ownContactWritesKey = ['own-writes', 'contacts'] as const;

export type OwnContactWrite =
  | { kind: 'created' | 'updated'; contact: Contact; at: number }
  | { kind: 'deleted'; id: string; at: number };

/** A list's count as the server gave it when the first pending write was made, and the change since. */
interface CountShift {
  base: number;
  delta: number;
}

export interface OwnContactWrites {
  writes: OwnContactWrite[];
  /** By `listId`: how the count of each list shown at the time of a write moves. */
  counts: Record<string, CountShift>;
}

export const EMPTY_OWN_WRITES: OwnContactWrites = { writes: [], counts: {} };

/** One contacts list's identity (its filters and search), as a string. */
export const listId = (input: ContactsListInput) =>
  JSON.stringify(
    Object.entries(input)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

const inAssignee = (contact: Contact, assignedTo: string | undefined, me: string | undefined) =>
  assignedTo === 'me'
    ? contact.assignedTo !== null && contact.assignedTo === me
    : assignedTo === 'none'
      ? contact.assignedTo === null
      : assignedTo === undefined || contact.assignedTo === assignedTo;

/**
 * Whether a contact belongs to a list's filters ("My leads", unassigned, statuses, sources,
 * scores, a tag, creation days, custom fields' values). Creation days are the organization's; the contact's UTC day is near
 * enough for the moment until the server has it.
 */
const inFilter = (contact: Contact, input: ContactsListInput, me: string | undefined) => {
  const day = contact.createdAt.slice(0, 10);
  return (
    inAssignee(contact, input.assignedTo, me) &&
    (!input.status || input.status.includes(contact.status)) &&
    (!input.source || (contact.source !== null && input.source.includes(contact.source))) &&
    (input.minScore === undefined || contact.score >= input.minScore) &&
    (input.maxScore === undefined || contact.score <= input.maxScore) &&
    (!input.tag || (contact.tags ?? []).some((tag) => tagKey(tag) === input.tag)) &&
    (!input.createdFrom || day >= input.createdFrom) &&
    (!input.createdTo || day <= input.createdTo) &&
    matchesCustomFilters(contact.customFields, input.custom)
  );
};

const idOf = (write: OwnContactWrite) => (write.kind === 'deleted' ? write.id : write.contact.id);

type ListData = InfiniteData<ContactPage, string | undefined>;

/** Every contacts list in the cache, with its filter and data. */
const cachedLists = (queryClient: QueryClient) =>
  queryClient
    .getQueriesData<ListData>({ queryKey: ['contacts', 'pages'] })
    .flatMap(([key, data]) => {
      const input = key[2] as ContactsListInput | undefined;
      return input && data ? [{ input, data }] : [];
    });

/** The contact as the lists last showed it, for a delete (which answers nothing). */
const cachedContact = (queryClient: QueryClient, id: string): Contact | undefined => {
  const detail = queryClient.getQueryData<Contact>(['contacts', 'detail', id]);
  if (detail) return detail;
  for (const { data } of cachedLists(queryClient)) {
    for (const page of data.pages) {
      const found = page.items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
};

/**
 * Records a write the server has acknowledged: the answer goes into the contact's detail and the
 * overlay, and each list shown gets its count moved by what the write does to it.
 */
export const recordOwnContactWrite = (
  queryClient: QueryClient,
  write: OwnContactWrite,
  now = Date.now(),
) => {
  const me = queryClient.getQueryData<{ id: string } | null>(currentUserQueryKey)?.id;
  const before = write.kind === 'created' ? undefined : cachedContact(queryClient, idOf(write));
  const after = write.kind === 'deleted' ? undefined : write.contact;
  // ['contacts', 'detail', id] is contactDetailQueryKey (get-contact.ts imports this file's list).
  if (write.kind === 'deleted')
    queryClient.removeQueries({ queryKey: ['contacts', 'detail', write.id] });
  else queryClient.setQueryData(['contacts', 'detail', write.contact.id], write.contact);

  const current = pending(queryClient.getQueryData<OwnContactWrites>(ownContactWritesKey), now);
  const counts = { ...current.counts };
  for (const { input, data } of cachedLists(queryClient)) {
    const was = before ? inFilter(before, input, me) : false;
    const is = after ? inFilter(after, input, me) : false;
    const delta = (is ? 1 : 0) - (was ? 1 : 0);
    if (delta === 0) continue;
    const id = listId(input);
    const shown = counts[id];
    const serverTotal = data.pages[0]?.total;
    // Once the server's count has moved since the first write, the list shows the server's count:
    // this write moves that one (a restore right after its delete counts the contact back).
    if (shown && (serverTotal === undefined || serverTotal === shown.base)) {
      counts[id] = { base: shown.base, delta: shown.delta + delta };
    } else if (serverTotal !== undefined) counts[id] = { base: serverTotal, delta };
  }
  queryClient.setQueryData<OwnContactWrites>(ownContactWritesKey, {
    writes: [...current.writes, write],
    counts,
  });
};

/** The writes still kept at `now`; when none is left, the count shifts go too. */
export const pending = (
  state: OwnContactWrites | undefined,
  now = Date.now(),
): OwnContactWrites => {
  const writes = (state?.writes ?? []).filter((write) => now - write.at < OWN_WRITES_KEEP_MS);
  return writes.length === 0 ? EMPTY_OWN_WRITES : { writes, counts: state?.counts ?? {} };
};

/**
 * A list as the user should see it: the server's pages with the pending writes applied. A new
 * contact of the list's filter goes on top of an unsearched list (a searched one shows it once
 * the server's search has it); an edit replaces an older copy; a deleted contact is left out.
 * The count is the server's once it has moved since the writes, else the one shown then plus
 * what the writes changed.
 */
export const applyOwnContactWrites = (
  data: ListData,
  input: ContactsListInput,
  state: OwnContactWrites,
  me: string | undefined,
): ListData => {
  if (state.writes.length === 0 || data.pages.length === 0) return data;
  const latest = new Map<string, OwnContactWrite>();
  for (const write of state.writes) latest.set(idOf(write), write);
  const listed = new Set(data.pages.flatMap((page) => page.items.map((item) => item.id)));

  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.flatMap((item) => {
      const write = latest.get(item.id);
      if (!write) return [item];
      if (write.kind === 'deleted') return [];
      return write.contact.updatedAt > item.updatedAt ? [write.contact] : [item];
    }),
  }));

  // New contacts go on top only where the newest come first (the default order).
  const newestFirst = !input.sort || input.sort === '-createdAt';
  const added = [...latest.values()]
    .flatMap((write) => (write.kind === 'created' ? [write.contact] : []))
    .filter(
      (contact) =>
        newestFirst && !listed.has(contact.id) && !input.search && inFilter(contact, input, me),
    )
    .reverse();
  const [first, ...rest] = pages;
  if (!first) return data;
  const shift = state.counts[listId(input)];
  const total =
    shift && first.total === shift.base ? Math.max(0, shift.base + shift.delta) : first.total;
  return { ...data, pages: [{ ...first, items: [...added, ...first.items], total }, ...rest] };
};

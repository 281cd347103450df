import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '../../../lib/query-keys';
import { makeContact } from '../../../testing/fetch-stub';
import type { ContactsListInput } from './get-contacts';
import {
  applyOwnContactWrites,
  OWN_WRITES_KEEP_MS,
  type OwnContactWrites,
  ownContactWritesKey,
  pending,
  recordOwnContactWrite,
} from './own-contact-writes';

const ME = 'user-me';
const ALL: ContactsListInput = { search: '', assignedTo: undefined };
const MINE: ContactsListInput = { search: '', assignedTo: 'me' };
const NONE: ContactsListInput = { search: '', assignedTo: 'none' };
const SEARCHED: ContactsListInput = { search: 'asha', assignedTo: undefined };

type ListData = InfiniteData<ContactPage, string | undefined>;
const list = (items: Contact[], total: number): ListData => ({
  pages: [{ items, nextCursor: null, total }],
  pageParams: [undefined],
});
const keyOf = (input: ContactsListInput) => ['contacts', 'pages', input];

/** A client holding the given lists as the server last answered them, signed in as ME. */
const clientWith = (lists: [ContactsListInput, ListData][]) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryKey, { id: ME });
  for (const [input, data] of lists) queryClient.setQueryData(keyOf(input), data);
  return queryClient;
};
const shown = (queryClient: QueryClient, input: ContactsListInput, data?: ListData) => {
  const state = queryClient.getQueryData<OwnContactWrites>(ownContactWritesKey);
  const server = data ?? queryClient.getQueryData<ListData>(keyOf(input));
  if (!state || !server) throw new Error('nothing cached');
  const page = applyOwnContactWrites(server, input, state, ME).pages[0];
  return { names: page?.items.map((c) => c.name), total: page?.total };
};

const ravi = makeContact({
  id: 'c-ravi',
  name: 'Ravi',
  assignedTo: null,
  updatedAt: '2026-11-27T08:00:00.000Z',
});
const mine = makeContact({
  id: 'c-mine',
  name: 'Kiran',
  assignedTo: ME,
  updatedAt: '2026-11-27T08:00:00.000Z',
});

describe('own contact writes over the lists', () => {
  it('puts a new contact on top of the lists of its filter and counts it before the server does', () => {
    const queryClient = clientWith([
      [ALL, list([ravi, mine], 2)],
      [MINE, list([mine], 1)],
      [NONE, list([ravi], 1)],
      [SEARCHED, list([], 2)],
    ]);
    const asha = makeContact({ id: 'c-asha', name: 'Asha', assignedTo: null });
    recordOwnContactWrite(queryClient, { kind: 'created', contact: asha, at: Date.now() });

    expect(shown(queryClient, ALL)).toEqual({ names: ['Asha', 'Ravi', 'Kiran'], total: 3 });
    expect(shown(queryClient, NONE)).toEqual({ names: ['Asha', 'Ravi'], total: 2 });
    // Not the user's lead: "My leads" is unchanged.
    expect(shown(queryClient, MINE)).toEqual({ names: ['Kiran'], total: 1 });
    // A searched list shows it once the server's search has it, but the count (of every contact) moves.
    expect(shown(queryClient, SEARCHED)).toEqual({ names: [], total: 3 });
    // The detail is the answer itself.
    expect(queryClient.getQueryData(['contacts', 'detail', 'c-asha'])).toEqual(asha);
  });

  it('takes the server’s list and count once they have the write, without showing it twice', () => {
    const queryClient = clientWith([[ALL, list([ravi], 1)]]);
    const asha = makeContact({ id: 'c-asha', name: 'Asha', assignedTo: null });
    recordOwnContactWrite(queryClient, { kind: 'created', contact: asha, at: Date.now() });

    // The records already list it while the count (a projection) is still behind.
    expect(shown(queryClient, ALL, list([asha, ravi], 1))).toEqual({
      names: ['Asha', 'Ravi'],
      total: 2,
    });
    // Both caught up.
    expect(shown(queryClient, ALL, list([asha, ravi], 2))).toEqual({
      names: ['Asha', 'Ravi'],
      total: 2,
    });
    // Someone else added one meanwhile: the server's count is the truth again.
    expect(shown(queryClient, ALL, list([asha, ravi], 7))).toEqual({
      names: ['Asha', 'Ravi'],
      total: 7,
    });
  });

  it('shows an edit at once, but never over a newer copy from the server', () => {
    const queryClient = clientWith([[ALL, list([ravi, mine], 2)]]);
    const renamed = { ...ravi, name: 'Ravi Kumar', updatedAt: '2026-11-27T08:00:05.000Z' };
    recordOwnContactWrite(queryClient, { kind: 'updated', contact: renamed, at: Date.now() });

    expect(shown(queryClient, ALL)).toEqual({ names: ['Ravi Kumar', 'Kiran'], total: 2 });
    const newer = { ...ravi, name: 'Ravi K.', updatedAt: '2026-11-27T08:00:09.000Z' };
    expect(shown(queryClient, ALL, list([newer, mine], 2)).names).toEqual(['Ravi K.', 'Kiran']);
  });

  it('moves a handed-over lead between "My leads" and unassigned in the counts', () => {
    const queryClient = clientWith([
      [MINE, list([mine], 1)],
      [NONE, list([ravi], 1)],
    ]);
    recordOwnContactWrite(queryClient, {
      kind: 'updated',
      contact: { ...ravi, assignedTo: ME, updatedAt: '2026-11-27T08:00:05.000Z' },
      at: Date.now(),
    });
    expect(shown(queryClient, MINE).total).toBe(2);
    expect(shown(queryClient, NONE).total).toBe(0);
  });

  it('leaves a deleted contact out of every list and counts one fewer', () => {
    const queryClient = clientWith([
      [ALL, list([ravi, mine], 2)],
      [MINE, list([mine], 1)],
    ]);
    queryClient.setQueryData(['contacts', 'detail', 'c-mine'], mine);
    recordOwnContactWrite(queryClient, { kind: 'deleted', id: 'c-mine', at: Date.now() });

    expect(shown(queryClient, ALL)).toEqual({ names: ['Ravi'], total: 1 });
    expect(shown(queryClient, MINE)).toEqual({ names: [], total: 0 });
    // A read made before the delete reached the index still leaves it out.
    expect(shown(queryClient, ALL, list([ravi, mine], 2))).toEqual({ names: ['Ravi'], total: 1 });
    expect(queryClient.getQueryData(['contacts', 'detail', 'c-mine'])).toBeUndefined();
  });

  it('counts a contact back from the count the list shows, once the server has its delete', () => {
    const queryClient = clientWith([[ALL, list([ravi, mine], 2)]]);
    recordOwnContactWrite(queryClient, { kind: 'deleted', id: 'c-mine', at: Date.now() });
    // The server has the delete: its list and count leave Kiran out.
    queryClient.setQueryData(keyOf(ALL), list([ravi], 1));
    expect(shown(queryClient, ALL)).toEqual({ names: ['Ravi'], total: 1 });

    // Restored (as a new contact), before the server's list and count have it back.
    recordOwnContactWrite(queryClient, { kind: 'created', contact: mine, at: Date.now() });
    expect(shown(queryClient, ALL)).toEqual({ names: ['Kiran', 'Ravi'], total: 2 });
    // Both caught up.
    expect(shown(queryClient, ALL, list([ravi, mine], 2))).toEqual({
      names: ['Ravi', 'Kiran'],
      total: 2,
    });
  });

  it('forgets the writes after a while, and the count shifts with them', () => {
    const queryClient = clientWith([[ALL, list([ravi], 1)]]);
    const at = Date.now();
    const asha = makeContact({ id: 'c-asha', name: 'Asha', assignedTo: null });
    recordOwnContactWrite(queryClient, { kind: 'created', contact: asha, at }, at);
    const state = queryClient.getQueryData<OwnContactWrites>(ownContactWritesKey);

    expect(pending(state, at + OWN_WRITES_KEEP_MS - 1).writes).toHaveLength(1);
    expect(pending(state, at + OWN_WRITES_KEEP_MS)).toEqual({ writes: [], counts: {} });
  });
});

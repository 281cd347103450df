import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { describe, expect, it } from 'vitest';
import { foldByKey, sumDeltas } from '../../platform/projections/counter-fold';
import {
  contactBatchAdds,
  contactCounterAdds,
  leadsItemWrites,
  loggedCallAdds,
} from './contact-counters.projection';
import { contactChange } from './testing/contact-fixtures';

const contact = (id: string, changes: Partial<Contact> = {}): Contact => ({
  id,
  organizationId: 'org-1',
  name: 'Kiran Bose',
  email: `${id}@bose.in`,
  phone: null,
  phoneE164: null,
  company: null,
  title: null,
  score: 40,
  status: 'warm',
  source: 'website',
  notes: null,
  ownerId: 'u1',
  assignedTo: 'u1',
  // As stored: whose lead it was when it came (a handover keeps it for the reports).
  heldAtCreation: 'u1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastContactedAt: null,
  ...changes,
});

/** A contact's change as the stream hands it over (testing/contact-fixtures.ts). */
const change = contactChange;

const bySk = (adds: { key: { sk: string }; deltas: Record<string, number> }[]) =>
  Object.fromEntries(adds.map((add) => [add.key.sk, add.deltas]));

describe('what a contact change adds to its counters', () => {
  it('counts a new qualified contact for the organization, its holder and its day', () => {
    const adds = bySk(contactCounterAdds(null, contact('A', { score: 80 }), '2026-11', 'UTC'));
    expect(adds).toMatchObject({
      COUNTER: { contacts: 1, qualified: 1 },
      'MONTH#2026-11': { contacts: 1, qualified: 1 },
      'HOLDER#u1': { contacts: 1, qualified: 1 },
      'HOLDERMONTH#2026-11#u1': { contacts: 1, qualified: 1 },
      'REPORT#CONTACTS#D#2026-11-20': expect.any(Object),
      'REPORT#CONTACTS#M#2026-11': expect.any(Object),
    });
  });

  it('moves a handed-over contact from one holder to the other, and nothing else', () => {
    const was = contact('A');
    const adds = bySk(contactCounterAdds(was, { ...was, assignedTo: 'u2' }, '2026-11', 'UTC'));
    expect(adds).toEqual({
      'HOLDER#u1': { contacts: -1 },
      'HOLDERMONTH#2026-11#u1': { contacts: -1 },
      'HOLDER#u2': { contacts: 1 },
      'HOLDERMONTH#2026-11#u2': { contacts: 1 },
    });
  });

  it('folds a batch of 100 new contacts into one add per counter key', () => {
    const changes = Array.from({ length: 100 }, (_, i) =>
      change(null, contact(`C${String(i).padStart(3, '0')}`)),
    );
    const adds = contactBatchAdds(changes, () => 'UTC');
    const folds = foldByKey(adds);
    // Every key is written once, whatever the number of contacts (8 partitions at most).
    expect(folds.length).toBeLessThan(adds.length / 5);
    const total = folds
      .filter((fold) => fold.key.sk === 'COUNTER')
      .reduce((sum, fold) => sum + (sumDeltas(fold.adds).contacts ?? 0), 0);
    expect(total).toBe(100);
    const used = folds.find((fold) => fold.key.pk === 'ORG#org-1#CONTACTUSAGE');
    expect(sumDeltas(used?.adds ?? [])).toEqual({ used: 100 });
  });

  it('leaves the plan usage to a create that claimed its place, and counts every deletion', () => {
    const a = contact('A');
    const claimed = contactBatchAdds([change(null, a, { roomClaimed: true })], () => 'UTC');
    expect(claimed.some((add) => add.key.sk === 'USED')).toBe(false);
    const gone = contactBatchAdds([change(a, null)], () => 'UTC');
    expect(gone.find((add) => add.key.sk === 'USED')?.deltas).toEqual({ used: -1 });
  });

  it('counts nothing of a change its own transaction counted (a contact not marked)', () => {
    const unmarked = change(null, contact('A'), { countedFromStream: undefined });
    expect(contactBatchAdds([unmarked], () => 'UTC')).toEqual([]);
  });

  it('moves the leads index item with its holder and drops it with the contact', () => {
    const a = contact('A');
    const b = { ...a, assignedTo: 'u2' };
    const writes = leadsItemWrites([change(null, a), change(a, b)]);
    expect(writes).toHaveLength(2);
    expect(String((writes[0] as { delete: { pk: string } }).delete.pk)).toContain('#LEADS#u1#');
    expect(String((writes[1] as { put: { pk: string } }).put.pk)).toContain('#LEADS#u2#');
    expect(leadsItemWrites([change(b, null)])).toEqual([
      { delete: expect.objectContaining({ sk: 'CONTACT#A' }) },
    ]);
  });

  it('counts a call logged by hand once on its day, from the mark its write leaves on the contact', () => {
    const was = contact('A', { updatedAt: '2026-11-20T10:00:00.000Z' });
    const call = { loggedCall: { id: 'ACT1', day: '2026-11-24' } };
    const logged = change(was, was, call);
    expect(bySk(loggedCallAdds(logged))).toEqual({ 'DAY#2026-11-24': { calls: 1 } });
    // In the contact's own partition.
    expect(loggedCallAdds(logged)[0]?.key.pk).toBe(logged.after?.pk);
    // Counted with the contact's other counters, on its partition's lane.
    const folded = contactBatchAdds([logged], () => 'Asia/Kolkata');
    expect(folded.map((add) => [add.key.sk, add.deltas, add.lane])).toEqual([
      ['DAY#2026-11-24', { calls: 1 }, logged.after?.pk],
    ]);
    // The same mark kept by a later write, or dropped by a full write of the contact: no call.
    const kept = { ...logged, before: logged.after };
    expect(loggedCallAdds(kept)).toEqual([]);
    expect(loggedCallAdds(change({ ...was }, was))).toEqual([]);
    // The next call: a new mark.
    const next = {
      ...logged,
      before: logged.after,
      after: { ...logged.after, loggedCall: { id: 'ACT2', day: '2026-11-24' } },
    };
    expect(bySk(loggedCallAdds(next))).toEqual({ 'DAY#2026-11-24': { calls: 1 } });
  });
});

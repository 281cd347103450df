import { describe, expect, it } from 'vitest';
import type { DealRecord } from './deal.entity';
import { dealTimelineEntry, dealTimelineWrites } from './deal-timeline.projection';
import { dealChange, dealRecord } from './testing/deal-fixtures';

const deal = (changes: Partial<DealRecord> = {}) =>
  dealRecord({
    id: '01JDEAL00000000000000000AA',
    contactId: 'c1',
    contactName: 'Asha',
    valueCents: 250_000,
    changedBy: 'u1',
    ...changes,
  });
const change = dealChange;

const said = (entry: Record<string, unknown> | null) =>
  entry && [
    entry.pk,
    entry.activityType,
    entry.subject,
    entry.description,
    entry.userId,
    entry.createdAt,
  ];

describe('a deal’s timeline entries, from the table’s stream', () => {
  it('says a created deal on its contact’s timeline, by who created it, at its time', () => {
    expect(said(dealTimelineEntry(change(null, deal())))).toEqual([
      'ORG#org-1#CONTACTACT#c1',
      'deal_created',
      'Deal created: Cold storage',
      'Prospecting · $2,500',
      'u1',
      '2026-11-20T10:00:00.000Z',
    ]);
  });

  it('says a stage move or the fields an edit changed, by who changed it', () => {
    const moved = deal({
      stage: 'proposal',
      updatedAt: '2026-11-21T09:00:00.000Z',
      changedBy: 'u2',
    });
    expect(said(dealTimelineEntry(change(deal(), moved)))).toEqual([
      'ORG#org-1#CONTACTACT#c1',
      'deal_stage_changed',
      'Cold storage: Prospecting → Proposal',
      null,
      'u2',
      '2026-11-21T09:00:00.000Z',
    ]);
    const edited = deal({ title: 'Cold chain', updatedAt: '2026-11-21T09:00:00.000Z' });
    expect(dealTimelineEntry(change(deal(), edited))?.description).toBe(
      'Changed title to "Cold chain"',
    );
  });

  it('says nothing of a version the system wrote, an unseen edit, a deletion, or a deal saved before', () => {
    // Its contact's new name carried over: the same updatedAt.
    expect(dealTimelineEntry(change(deal(), deal({ contactName: 'Asha R.' })))).toBeNull();
    const later = '2026-11-21T09:00:00.000Z';
    expect(dealTimelineEntry(change(deal(), deal({ updatedAt: later, holder: 'u3' })))).toBeNull();
    expect(dealTimelineEntry(change(deal(), null))).toBeNull();
    expect(dealTimelineEntry(change(null, deal({ changedBy: undefined })))).toBeNull();
  });

  it('writes the same entry however often a change is applied, one per change', () => {
    const created = change(null, deal());
    const moved = change(deal(), deal({ stage: 'won', updatedAt: '2026-11-22T09:00:00.000Z' }));
    const once = dealTimelineWrites([created, moved]);
    expect(once).toHaveLength(2);
    expect(dealTimelineWrites([created, moved])).toEqual(once);
    const keys = once.map((write) => ('put' in write ? write.put.sk : null));
    expect(new Set(keys).size).toBe(2);
    // Ordered on the timeline by the change's time (the id is a ULID of it).
    expect([...keys].sort()).toEqual(keys);
  });
});

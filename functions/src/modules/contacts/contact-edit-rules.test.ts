import type { NewContactFields } from '@salesflow/shared/contacts/contact.schema';
import { describe, expect, it } from 'vitest';
import {
  callOutcomeContact,
  editedContact,
  handedOver,
  mergedLead,
  newContact,
} from './contact-edit-rules';
import { withScore } from './contact-scoring';
import { contactRecord } from './testing/contact-fixtures';

const now = new Date('2026-11-23T09:00:00.000Z');
const creator = { organizationId: 'org-1', userId: 'u1' };
const fields: NewContactFields = {
  name: 'Meera Iyer',
  email: 'meera@iyer.in',
  phone: '+91 98765 43210',
  company: 'Iyer Foods',
  title: null,
  status: 'cold',
  source: 'website',
  notes: null,
};

describe('a new contact', () => {
  it("is its creator's lead unless told whose, and unassigned when told null", () => {
    expect(newContact(creator, fields, { id: 'c9' }, now)).toMatchObject({
      id: 'c9',
      organizationId: 'org-1',
      ownerId: 'u1',
      assignedTo: 'u1',
    });
    expect(newContact(creator, fields, { id: 'c9', assignedTo: 'u2' }, now)).toMatchObject({
      ownerId: 'u1',
      assignedTo: 'u2',
    });
    expect(newContact(creator, fields, { id: 'c9', assignedTo: null }, now).assignedTo).toBeNull();
  });

  it('stores its phone in E.164 beside what was typed, and none without a phone', () => {
    expect(newContact(creator, fields, { id: 'c9' }, now)).toMatchObject({
      phone: '+91 98765 43210',
      phoneE164: '+919876543210',
    });
    expect(newContact(creator, { ...fields, phone: null }, { id: 'c9' }, now).phoneE164).toBeNull();
  });

  it('starts never contacted, created and updated now', () => {
    expect(newContact(creator, fields, { id: 'c9' }, now)).toMatchObject({
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      lastContactedAt: null,
    });
  });

  it("takes the model's score, or keeps a score sent with it as a hand adjustment", () => {
    const modelled = newContact(creator, fields, { id: 'c9' }, now);
    expect(modelled.scoring?.adjustment).toBeNull();
    expect(modelled.score).toBe(modelled.scoring?.computed);
    const typed = newContact(creator, { ...fields, score: 90 }, { id: 'c9' }, now);
    expect(typed.score).toBe(90);
    expect(typed.scoring?.adjustment).toBe(90 - (typed.scoring?.computed ?? 0));
  });
});

describe('an edit', () => {
  const earlier = new Date('2026-11-21T09:00:00.000Z');
  const handScored = withScore(contactRecord({ phone: '+91 98765 43210' }), { typed: 80 }, earlier);

  it('makes a changed score a new hand adjustment', () => {
    const next = editedContact(handScored, { score: 30 }, now);
    expect(next.score).toBe(30);
    expect(next.scoring?.adjustment).toBe(30 - (next.scoring?.computed ?? 0));
  });

  it('does not treat a score sent unchanged as a new adjustment: the model keeps moving it', () => {
    const sentAll = editedContact(handScored, { score: 80, title: 'CEO' }, now);
    const sentTitle = editedContact(handScored, { title: 'CEO' }, now);
    expect(sentAll.scoring?.adjustment).toBe(handScored.scoring?.adjustment);
    expect(sentAll.score).toBe(sentTitle.score);
    expect(sentAll.score).toBeGreaterThan(80);
  });

  it('applies only the fields sent and moves updatedAt forward', () => {
    const next = editedContact(handScored, { status: 'hot' }, now);
    expect(next).toMatchObject({ status: 'hot', name: 'Asha Rao', phoneE164: '+919876543210' });
    expect(next.updatedAt).toBe(now.toISOString());
  });
});

describe("a real call's outcome on its contact", () => {
  const previous = contactRecord({ phone: '+91 98765 43210', phoneE164: 'as stored' });

  it('changes nothing when the contact already says so, or nothing was sent', () => {
    expect(callOutcomeContact(previous, { status: 'cold' }, now)).toBeNull();
    expect(callOutcomeContact(previous, {}, now)).toBeNull();
    expect(
      callOutcomeContact(previous, { status: undefined, doNotCall: undefined }, now),
    ).toBeNull();
    expect(
      callOutcomeContact({ ...previous, doNotCall: true }, { doNotCall: true }, now),
    ).toBeNull();
  });

  it('moves the status and marks Do Not Call, leaving the phone as stored', () => {
    const next = callOutcomeContact(previous, { status: 'hot', doNotCall: true }, now);
    expect(next).toMatchObject({ status: 'hot', doNotCall: true, phoneE164: 'as stored' });
    expect(next?.updatedAt).toBe(now.toISOString());
    expect(next?.scoring?.computedAt).toBe(now.toISOString());
  });

  it('takes only what differs: a status left out is not cleared', () => {
    const next = callOutcomeContact({ ...previous, status: 'warm' }, { doNotCall: true }, now);
    expect(next?.status).toBe('warm');
  });

  it('still moves updatedAt forward when the clock is behind the stored one', () => {
    const later = { ...previous, updatedAt: '2026-11-24T00:00:00.000Z' };
    expect(callOutcomeContact(later, { status: 'warm' }, now)?.updatedAt).toBe(
      '2026-11-24T00:00:00.001Z',
    );
  });
});

describe('a lead that arrived again', () => {
  const timeline = { subject: 'Lead arrived again', description: 'From the website form' };
  const previous = contactRecord({ company: 'Rao Agencies' });

  it('fills only what the contact lacks, and says what changed after the sender’s note', () => {
    const merged = mergedLead(
      previous,
      { phone: '+91 98765 43210', company: 'Other Co', name: 'A. Rao' },
      'fill',
      timeline,
      now,
    );
    expect(merged.changed).toEqual(['phone']);
    expect(merged.next).toMatchObject({
      phone: '+91 98765 43210',
      phoneE164: '+919876543210',
      company: 'Rao Agencies',
      name: 'Asha Rao',
    });
    expect(merged.next.score).toBeGreaterThan(previous.score);
    expect(merged.description).toBe('From the website form · Changed phone, score');
  });

  it("overwrites what the lead carries when asked, the score following the model's evidence", () => {
    const scored = withScore(previous, {}, now);
    const merged = mergedLead(scored, { company: 'Other Co' }, 'overwrite', timeline, now);
    expect(merged.next).toMatchObject({ company: 'Other Co', status: 'cold' });
    expect(merged.next.score).toBe(scored.score);
    expect(merged.description).toBe('From the website form · Changed company');
  });

  it('leaves the contact as it was when the lead brings nothing new, the line still written', () => {
    const merged = mergedLead(previous, { company: 'Rao Agencies' }, 'overwrite', timeline, now);
    expect(merged.next).toBe(previous);
    expect(merged.changed).toEqual([]);
    expect(merged.description).toBe('From the website form');
    expect(mergedLead(previous, {}, 'fill', { subject: 'Again' }, now).description).toBeNull();
  });
});

describe('a handover', () => {
  it('does nothing when the lead stays with whoever holds it', () => {
    expect(handedOver(contactRecord(), 'u1', now)).toBeNull();
    expect(handedOver(contactRecord({ assignedTo: null }), null, now)).toBeNull();
  });

  it('hands the lead to a member or back to the unassigned leads, and says which', () => {
    expect(handedOver(contactRecord(), 'u2', now)).toEqual({
      next: contactRecord({ assignedTo: 'u2', updatedAt: now.toISOString() }),
      subject: 'Lead assigned',
    });
    expect(handedOver(contactRecord(), null, now)).toEqual({
      next: contactRecord({ assignedTo: null, updatedAt: now.toISOString() }),
      subject: 'Lead unassigned',
    });
  });
});

import type { DealFields } from '@salesflow/shared/deals/deal.schema';
import { describe, expect, it } from 'vitest';
import {
  type DealLead,
  dealFollowingContact,
  newDealRecord,
  patchedDeal,
  wonMonthOf,
} from './deal-edit-rules';
import { dealRecord } from './testing/deal-fixtures';

const clock = { now: '2026-12-02T09:00:00.000Z', month: '2026-12', day: '2026-12-02' };
const maker = { organizationId: 'org-1', userId: 'u1' };
const noLead: DealLead = {
  contactName: null,
  contactCompany: null,
  holder: null,
  leadOwnerId: null,
};
const lead: DealLead = {
  contactName: 'Asha Rao',
  contactCompany: 'Rao Agencies',
  holder: 'u2',
  leadOwnerId: 'u3',
};
const fields: DealFields = {
  title: 'Cold storage',
  description: null,
  contactId: null,
  value: 250_000,
  stage: 'prospecting',
  probability: 50,
  expectedCloseDate: null,
};
/** The stored deal, moved to `stage` by an edit that sends only that. */
const moved = (stage: DealFields['stage'], from = dealRecord()) =>
  patchedDeal(from, { stage }, noLead, clock, 'u1');

describe('the month a deal was won in', () => {
  it('is none while it is not won', () => {
    expect(wonMonthOf('closing', null, '2026-12')).toBeNull();
    expect(wonMonthOf('lost', dealRecord({ stage: 'won', wonMonth: '2026-10' }), '2026-12')).toBe(
      null,
    );
  });

  it('is this month when it is won now, and stays the first month while it stays won', () => {
    expect(wonMonthOf('won', null, '2026-12')).toBe('2026-12');
    expect(wonMonthOf('won', dealRecord({ stage: 'closing' }), '2026-12')).toBe('2026-12');
    expect(wonMonthOf('won', dealRecord({ stage: 'won', wonMonth: '2026-10' }), '2026-12')).toBe(
      '2026-10',
    );
  });
});

describe('a new deal', () => {
  it("is its maker's without a contact, and its contact's holder's with one", () => {
    const own = newDealRecord(maker, 'd9', fields, noLead, clock);
    expect(own).toMatchObject({ id: 'd9', ownerId: 'u1', holder: 'u1', leadOwnerId: null });
    const onLead = newDealRecord(maker, 'd9', { ...fields, contactId: 'c1' }, lead, clock);
    expect(onLead).toMatchObject({
      ownerId: 'u1',
      holder: 'u2',
      leadOwnerId: 'u3',
      contactId: 'c1',
      contactName: 'Asha Rao',
      contactCompany: 'Rao Agencies',
    });
  });

  it('keeps its value in cents and who made it, and starts its trail open', () => {
    const deal = newDealRecord(maker, 'd9', fields, noLead, clock);
    expect(deal).toMatchObject({
      valueCents: 250_000,
      changedBy: 'u1',
      createdAt: clock.now,
      updatedAt: clock.now,
      wonMonth: null,
      createdDay: '2026-12-02',
      closedDay: null,
      reached: 0,
      stageSince: clock.now,
    });
    expect(deal).not.toHaveProperty('value');
  });

  it('created won is won this month and closed today, at the end of the funnel', () => {
    expect(newDealRecord(maker, 'd9', { ...fields, stage: 'won' }, noLead, clock)).toMatchObject({
      wonMonth: '2026-12',
      closedDay: '2026-12-02',
      reached: 4,
    });
    expect(newDealRecord(maker, 'd9', { ...fields, stage: 'lost' }, noLead, clock)).toMatchObject({
      wonMonth: null,
      closedDay: '2026-12-02',
      reached: 0,
    });
  });
});

describe('an edit of a deal', () => {
  it('changes only the fields sent, the value in cents', () => {
    const next = patchedDeal(dealRecord(), { value: 500, title: undefined }, noLead, clock, 'u2');
    expect(next).toMatchObject({ title: 'Cold storage', valueCents: 500, changedBy: 'u2' });
    expect(next).not.toHaveProperty('value');
    expect(patchedDeal(dealRecord(), { probability: 80 }, noLead, clock, 'u1')).toMatchObject({
      probability: 80,
      valueCents: 100_000,
      stage: 'prospecting',
    });
  });

  it('moved along the pipeline, enters its stage now and keeps the furthest it reached', () => {
    const proposal = moved('proposal');
    expect(proposal).toMatchObject({ stageSince: clock.now, reached: 2, closedDay: null });
    const back = moved('qualification', proposal);
    expect(back).toMatchObject({ reached: 2, stageSince: clock.now });
  });

  it('won: closed today, won this month; lost: closed today and never won', () => {
    expect(moved('won')).toMatchObject({
      closedDay: '2026-12-02',
      wonMonth: '2026-12',
      reached: 4,
    });
    expect(moved('lost', dealRecord({ reached: 3 }))).toMatchObject({
      closedDay: '2026-12-02',
      wonMonth: null,
      reached: 3,
    });
  });

  it('reopened: open again, its won month gone', () => {
    const won = dealRecord({ stage: 'won', wonMonth: '2026-10', closedDay: '2026-10-05' });
    expect(moved('closing', won)).toMatchObject({ closedDay: null, wonMonth: null });
  });

  it('edited without a stage move: its trail and won month stay as they were', () => {
    const won = dealRecord({
      stage: 'won',
      wonMonth: '2026-10',
      closedDay: '2026-10-05',
      reached: 4,
      stageSince: '2026-10-05T08:00:00.000Z',
    });
    expect(patchedDeal(won, { title: 'Renamed' }, noLead, clock, 'u1')).toMatchObject({
      wonMonth: '2026-10',
      closedDay: '2026-10-05',
      stageSince: '2026-10-05T08:00:00.000Z',
      createdDay: '2026-11-20',
    });
  });

  it("follows the contact it is on; without one it is its maker's again", () => {
    const onLead = dealRecord({ contactId: 'c1', holder: 'u2', ownerId: 'u1' });
    expect(patchedDeal(onLead, {}, lead, clock, 'u1')).toMatchObject({
      contactId: 'c1',
      holder: 'u2',
      contactName: 'Asha Rao',
    });
    expect(patchedDeal(onLead, { contactId: null }, noLead, clock, 'u1')).toMatchObject({
      contactId: null,
      holder: 'u1',
      contactName: null,
      leadOwnerId: null,
    });
  });

  it('always moves updatedAt forward, even when the clock did not', () => {
    expect(patchedDeal(dealRecord(), {}, noLead, clock, 'u1').updatedAt).toBe(clock.now);
    const ahead = dealRecord({ updatedAt: '2026-12-03T00:00:00.000Z' });
    expect(patchedDeal(ahead, {}, noLead, clock, 'u1').updatedAt).toBe('2026-12-03T00:00:00.001Z');
  });
});

describe("a deal following its contact's change", () => {
  const deal = dealRecord({
    contactId: 'c1',
    contactName: 'Asha',
    holder: 'u2',
    leadOwnerId: 'u3',
  });

  it("copies the contact's name, company, holder and who added it", () => {
    const contact = { name: 'Asha Rao', company: 'Rao Co', ownerId: 'u4', holder: 'NONE' };
    expect(dealFollowingContact(deal, contact)).toEqual({
      ...deal,
      contactName: 'Asha Rao',
      contactCompany: 'Rao Co',
      holder: 'NONE',
      leadOwnerId: 'u4',
    });
  });

  it('loses a deleted contact and goes back to its maker', () => {
    expect(dealFollowingContact(deal, null)).toEqual({
      ...deal,
      contactId: null,
      contactName: null,
      contactCompany: null,
      holder: 'u1',
      leadOwnerId: null,
    });
  });
});

import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { describe, expect, it } from 'vitest';
import { ulidTimePrefix } from '../../platform/data/ids';
import { TOP } from '../../platform/data/read';
import { planContactList } from './contact-list.plan';

const contact = (fields: Partial<Contact>): Contact =>
  ({
    id: '01ABC',
    organizationId: 'org',
    name: 'Ananya Iyer',
    status: 'hot',
    source: 'website',
    score: 70,
    assignedTo: 'u1',
    ownerId: 'u1',
    createdAt: '2026-03-05T10:00:00.000Z',
    lastContactedAt: null,
    ...fields,
  }) as Contact;

describe('planContactList', () => {
  it('reads all rows newest first when nothing narrows', () => {
    const plan = planContactList('org', { sort: '-createdAt' }, null, 'Asia/Kolkata');
    expect(plan.facets).toEqual([{ kind: 'all' }]);
    expect(plan).toMatchObject({ order: 'createdAt', descending: true });
    expect(plan.filter).toBeUndefined();
  });

  it('reads the statuses asked for, a score range on the score order, the source as a filter', () => {
    const plan = planContactList(
      'org',
      { status: ['warm', 'hot'], source: ['website'], minScore: 60, sort: '-score' },
      null,
      'UTC',
    );
    expect(plan.facets).toEqual([
      { kind: 'status', value: 'warm' },
      { kind: 'status', value: 'hot' },
    ]);
    expect(plan).toMatchObject({ order: 'score', descending: true, range: ['060#', `100#${TOP}`] });
    expect(plan.filter?.expression).toBe('#source IN (:src0)');
    expect(plan.accepts(contact({}))).toBe(true);
    expect(plan.accepts(contact({ score: 59 }))).toBe(false);
    expect(plan.accepts(contact({ status: 'cold' }))).toBe(false);
    expect(plan.accepts(contact({ source: 'referral' }))).toBe(false);
  });

  it('keeps a member to their own rows, whatever else narrows', () => {
    const plan = planContactList('org', { status: ['hot'], sort: 'name' }, ['u1'], 'UTC');
    expect(plan.facets).toEqual([{ kind: 'holder', value: 'u1' }]);
    expect(plan.filter?.expression).toBe('#status IN (:s0)');
    expect(plan.accepts(contact({ assignedTo: 'u2' }))).toBe(false);
  });

  it('reads a status for many holders, the holders then a filter', () => {
    const holders = ['u1', 'u2', 'u3', 'u4'];
    const plan = planContactList('org', { status: ['hot'] }, holders, 'UTC');
    expect(plan.facets).toEqual([{ kind: 'status', value: 'hot' }]);
    expect(plan.filter?.expression).toBe('#holder IN (:h0, :h1, :h2, :h3)');
    expect(plan.filter?.values).toMatchObject({ ':h3': 'u4' });
  });

  it('turns created days into the zone’s instants: a range sorted by creation, else a filter', () => {
    const days = { createdFrom: '2026-03-05', createdTo: '2026-03-05' };
    const from = Date.parse('2026-03-04T18:30:00.000Z');
    const to = Date.parse('2026-03-05T18:30:00.000Z') - 1;
    const byCreation = planContactList('org', days, null, 'Asia/Kolkata');
    // Read by id (a ULID begins with its time), a minute wider, and filtered exactly.
    expect(byCreation.range).toEqual([
      `ROW#${ulidTimePrefix(from - 60_000)}`,
      `ROW#${ulidTimePrefix(to + 60_000)}${TOP}`,
    ]);
    expect(byCreation.filter?.values).toEqual({
      ':createdFrom': new Date(from).toISOString(),
      ':createdTo': new Date(to).toISOString(),
    });
    const byScore = planContactList('org', { ...days, sort: 'score' }, null, 'Asia/Kolkata');
    expect(byScore.filter?.values).toEqual({
      ':createdFrom': new Date(from).toISOString(),
      ':createdTo': new Date(to).toISOString(),
    });
    expect(byScore.accepts(contact({ createdAt: '2026-03-04T18:29:59.999Z' }))).toBe(false);
    expect(byScore.accepts(contact({ createdAt: '2026-03-04T18:30:00.000Z' }))).toBe(true);
    expect(byScore.accepts(contact({ createdAt: '2026-03-05T18:30:00.000Z' }))).toBe(false);
  });

  it('filters search words by everything but the holders, which the search keeps itself', () => {
    const plan = planContactList(
      'org',
      { status: ['hot'], minScore: 10, sort: '-score' },
      ['u1'],
      'UTC',
    );
    expect(plan.searchFilter?.expression).toBe(
      '#status IN (:s0) AND #score BETWEEN :minScore AND :maxScore',
    );
  });

  it('scopes its cursor to the organization, the filters and the holders', () => {
    const a = planContactList('org', { status: ['hot'] }, null, 'UTC').scope;
    expect(planContactList('org2', { status: ['hot'] }, null, 'UTC').scope).not.toBe(a);
    expect(planContactList('org', { status: ['warm'] }, null, 'UTC').scope).not.toBe(a);
    expect(planContactList('org', { status: ['hot'] }, ['u1'], 'UTC').scope).not.toBe(a);
  });
});

describe('a list sorted by a custom field', () => {
  const sortedBy = (descending: boolean) => ({
    customSort: { key: 'budget', type: 'number' as const, descending },
  });

  it('reads the field’s rows in its order, every filter on them, then those without a value', () => {
    const plan = planContactList(
      'org',
      { ...sortedBy(true), status: ['hot'], minScore: 50 },
      ['u1'],
      'UTC',
    );
    const [values, lacking] = plan.parts ?? [];
    expect(values).toMatchObject({
      facets: [{ kind: 'custom', value: 'budget' }],
      order: 'createdAt',
      descending: true,
      range: ['CFV#', `CFV#${TOP}`],
    });
    expect(values?.filter?.expression).toBe(
      '#holder IN (:h0) AND #status IN (:s0) AND #score BETWEEN :minScore AND :maxScore',
    );
    expect(lacking).toMatchObject({ facets: [{ kind: 'holder', value: 'u1' }], descending: true });
    expect(lacking?.filter?.expression).toContain('attribute_not_exists(#cf.#sortKey)');
    expect(lacking?.filter?.names).toMatchObject({ '#cf': 'cf', '#sortKey': 'budget' });
    // Each part takes only its own contacts; the whole list (a search) takes both.
    const withBudget = contact({ customFields: { budget: 10 } });
    const without = contact({});
    expect([values?.accepts(withBudget), values?.accepts(without)]).toEqual([true, false]);
    expect([lacking?.accepts(withBudget), lacking?.accepts(without)]).toEqual([false, true]);
    expect([plan.accepts(withBudget), plan.accepts(without)]).toEqual([true, true]);
    expect(new Set([plan.scope, values?.scope, lacking?.scope]).size).toBe(3);
  });
});

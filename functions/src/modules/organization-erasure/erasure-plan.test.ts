import { describe, expect, it } from 'vitest';
import { shardOf } from '../../platform/data/shards';
import { derivedFrom, erases, erasurePartitions } from './erasure-plan';
import { uploadPrefixes } from './erasure-rules';

const ORG = '01JORGANIZATION0000000000A';
const CONTACT = '01JCONTACT000000000000000A';

/** Whether the erasure deletes the item at `pk sk` found in its plan's partitions. */
const erased = (pk: string, sk: string, whole = false) => {
  const partition = erasurePartitions(ORG).find((p) => !p.index && p.pk === pk);
  if (!partition) throw new Error(`${pk} is not among the organization's partitions`);
  return erases(partition, { pk, sk }, ORG, whole);
};

const SHARD = shardOf(CONTACT);
const contactItem = {
  pk: `ORG#${ORG}#CONTACTS#${SHARD}`,
  sk: `CONTACT#${CONTACT}`,
  type: 'contact',
  id: CONTACT,
  organizationId: ORG,
  name: 'Kiran Rao',
  email: 'Kiran@Example.in',
  phone: null,
  assignedTo: null,
  ownerId: '01JUSER',
  status: 'new',
  score: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('what erasing an organization removes, from the modules’ declarations', () => {
  it('reads only partitions named after the organization, its own partition last, none twice', () => {
    const plan = erasurePartitions(ORG);
    for (const partition of plan) expect(partition.pk).toContain(ORG);
    expect(plan.at(-1)).toMatchObject({ pk: `ORG#${ORG}` });
    const ids = plan.map((p) => `${p.index?.name ?? ''} ${p.pk}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(plan.map((p) => p.pk)).toEqual(
      expect.arrayContaining([
        `ORG#${ORG}#CONTACTS#0`,
        `ORG#${ORG}#CONTACTS#7`,
        `ORG#${ORG}#DEALS#0`,
        `ORG#${ORG}#STATS`,
        `ORG#${ORG}#HELD`,
        `ORG#${ORG}#PAYMENT`,
        `ORG#${ORG}#CONTACTUSAGE`,
        `WHDEL#${ORG}#generic#3`,
        `WHRATE#${ORG}#0`,
        `ORG#${ORG}#SENTMAIL`,
      ]),
    );
  });

  it('removes what it held: contacts, deals, settings, secrets, counters', () => {
    for (const [pk, sk] of [
      [`ORG#${ORG}#CONTACTS#3`, 'CONTACT#01J'],
      [`ORG#${ORG}#CONTACTS#3`, 'COUNTER'],
      [`ORG#${ORG}#DEALS#0`, 'DEAL#01J'],
      [`ORG#${ORG}#STATS`, 'COUNT'],
      [`ORG#${ORG}`, 'WHATSAPP_SETTINGS'],
      [`ORG#${ORG}`, 'EMAIL_SENDER'],
      [`ORG#${ORG}`, 'HELDCOUNT'],
      [`ORG#${ORG}`, 'WEBHOOK'],
      [`WHDEL#${ORG}#generic#3`, '2026-11-01T00:00:00.000Z#01J'],
      [`WHRATE#${ORG}#0`, 'W#1790000000'],
    ]) {
      expect(erased(pk as string, sk as string), `${pk} ${sk}`).toBe(true);
    }
  });

  it('finds what a record leads to: a contact’s email claim, timeline, leads entry and words', () => {
    const derived = derivedFrom(contactItem, ORG, false);
    expect(derived.items).toEqual(
      expect.arrayContaining([
        { pk: `ORG#${ORG}#CONTACTEMAIL#kiran@example.in`, sk: 'UNIQUE' },
        { pk: `ORG#${ORG}#LEADS#NONE#${SHARD}`, sk: `CONTACT#${CONTACT}` },
      ]),
    );
    expect(derived.items.some((key) => key.pk.startsWith(`ORG#${ORG}#SEARCH#${SHARD}#`))).toBe(
      true,
    );
    expect(derived.partitions).toEqual(
      expect.arrayContaining([`ORG#${ORG}#CONTACTACT#${CONTACT}`, `ORG#${ORG}#STATS#HOLDER#NONE`]),
    );
    // The lookups its settings claim, by the items beside its profile.
    expect(
      derivedFrom({ pk: `ORG#${ORG}`, sk: 'WEBHOOK', keyHash: 'abc' }, ORG, false).items,
    ).toEqual([{ pk: 'WHKEY#abc', sk: 'WHKEY' }]);
    expect(
      derivedFrom(
        { pk: `ORG#${ORG}`, sk: 'WHATSAPP_SETTINGS', phoneNumberId: '1234', verifyTokenHash: 'v' },
        ORG,
        false,
      ).items,
    ).toEqual([
      { pk: 'WHATSAPP#PHONE#1234', sk: 'ORG' },
      { pk: 'WHATSAPP#VERIFY#v', sk: 'ORG' },
    ]);
  });

  it('keeps the account: profile, members, subscription, billing details, payments, the erasure', () => {
    for (const [pk, sk] of [
      [`ORG#${ORG}`, 'PROFILE'],
      [`ORG#${ORG}`, 'MEMBER#01JUSER'],
      [`ORG#${ORG}`, 'SUBSCRIPTION'],
      [`ORG#${ORG}`, 'BILLING_DETAILS'],
      [`ORG#${ORG}`, 'ERASURE'],
      [`ORG#${ORG}#PAYMENT`, '2026-11-01T00:00:00.000Z#pay_1'],
    ]) {
      expect(erased(pk as string, sk as string), `${pk} ${sk}`).toBe(false);
    }
  });

  it('removes everything of an organization removed whole but its erasure record, until the end', () => {
    for (const [pk, sk] of [
      [`ORG#${ORG}`, 'PROFILE'],
      [`ORG#${ORG}`, 'MEMBER#01JUSER'],
      [`ORG#${ORG}`, 'WEBHOOK'],
      [`ORG#${ORG}`, 'AI_AGENT_SETTINGS'],
      [`ORG#${ORG}`, 'SUBSCRIPTION'],
      [`ORG#${ORG}#PAYMENT`, '2026-11-01T00:00:00.000Z#pay_1'],
      [`ORG#${ORG}#STATS`, 'COUNT'],
    ]) {
      expect(erased(pk as string, sk as string, true), `${pk} ${sk}`).toBe(true);
    }
    expect(erased(`ORG#${ORG}`, 'ERASURE', true)).toBe(false);
  });

  it('names its folders of files, each ending in its id and a slash', () => {
    expect(uploadPrefixes(ORG)).toEqual([
      `exports/${ORG}/`,
      `imports/${ORG}/`,
      `recordings/${ORG}/`,
      `training/${ORG}/`,
    ]);
  });
});

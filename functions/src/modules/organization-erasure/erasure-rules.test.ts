import { describe, expect, it } from 'vitest';
import { isErased, uploadPrefixes } from './erasure-rules';

const ORG = '01JORGANIZATION0000000000A';

describe('what erasing a closed organization removes', () => {
  it('removes what it held: contacts, deals, activities, settings, secrets, counters', () => {
    for (const [pk, sk] of [
      [`ORG#${ORG}#CONTACTS#3`, 'CONTACT#01J'],
      [`ORG#${ORG}#CONTACTEMAIL#kiran@example.in`, 'UNIQUE'],
      [`ORG#${ORG}#DEALS#0`, 'DEAL#01J'],
      [`ORG#${ORG}#CONTACTACT#01J`, 'ACT#01J'],
      [`ORG#${ORG}#STATS`, 'COUNT'],
      [`ORG#${ORG}`, 'WHATSAPP_SETTINGS'],
      [`ORG#${ORG}`, 'EMAIL_SENDER'],
      [`ORG#${ORG}`, 'HELDCOUNT'],
      ['WHKEY#abc', 'WHKEY'],
      ['SESMSG#0100', 'SESMSG'],
      ['WHATSAPP#PHONE#1234', 'ORG'],
    ]) {
      expect(isErased({ pk: pk as string, sk: sk as string }, ORG), `${pk} ${sk}`).toBe(true);
    }
  });

  it('keeps the account: profile, members, subscription, billing details, payments, the erasure', () => {
    for (const [pk, sk] of [
      [`ORG#${ORG}`, 'PROFILE'],
      [`ORG#${ORG}`, 'MEMBER#01JUSER'],
      [`ORG#${ORG}`, 'SUBSCRIPTION'],
      [`ORG#${ORG}`, 'BILLING_DETAILS'],
      [`ORG#${ORG}`, 'ERASURE'],
      [`ORG#${ORG}#PAYMENT`, '2026-11-01T00:00:00.000Z#pay_1'],
      // The platform's record of the account, which its figures count.
      [`ACCOUNT#${ORG}`, 'SUMMARY'],
      ['PLATFORM#ACCOUNTSEARCH', `asha#${ORG}`],
      ['PLATFORM#PAYMENTS', `2026-11-01T00:00:00.000Z#pay_1`],
    ]) {
      expect(isErased({ pk: pk as string, sk: sk as string }, ORG), `${pk} ${sk}`).toBe(false);
    }
  });

  it('keeps people and what is theirs or Razorpay’s, though it names the organization', () => {
    for (const pk of [
      'USER#01J',
      'USEREMAIL#a@b.in',
      'SESSION#x',
      'RZPSUB#sub_1',
      'RZPPAY#pay_1',
      'AUDIT#2026-11',
      'ORGSLUG#acme',
    ]) {
      expect(isErased({ pk, sk: 'X' }, ORG), pk).toBe(false);
    }
  });

  it('removes everything of an organization removed whole, but its people and their sign-ins', () => {
    for (const [pk, sk] of [
      [`ORG#${ORG}`, 'PROFILE'],
      [`ORG#${ORG}`, 'MEMBER#01JUSER'],
      [`ORG#${ORG}`, 'WEBHOOK'],
      [`ORG#${ORG}`, 'AI_AGENT_SETTINGS'],
      [`ORG#${ORG}`, 'SUBSCRIPTION'],
      [`ORG#${ORG}#PAYMENT`, '2026-11-01T00:00:00.000Z#pay_1'],
      [`ORG#${ORG}#STATS`, 'COUNT'],
      ['WHKEY#abc', 'WHKEY'],
      ['WHATSAPP#VERIFY#abc', 'ORG'],
      [`WHDEL#${ORG}#generic#3`, '2026-11-01T00:00:00.000Z#01J'],
      [`WHRATE#${ORG}#0`, 'W#1790000000'],
      ['ORGSLUG#acme', 'UNIQUE'],
    ]) {
      expect(isErased({ pk: pk as string, sk: sk as string }, ORG, true), `${pk} ${sk}`).toBe(true);
    }
    for (const [pk, sk] of [
      // Its own record, until the erasure ends.
      [`ORG#${ORG}`, 'ERASURE'],
      ['USER#01J', 'PROFILE'],
      ['USEREMAIL#a@b.in', 'UNIQUE'],
      ['SESSION#x', 'SESSION'],
      ['AUDIT#2026-11', 'X'],
      ['RZPPAY#pay_1', 'X'],
      // The account-figures worker takes these back with its share of the figures.
      [`ACCOUNT#${ORG}`, 'SUMMARY'],
      ['PLATFORM#ACCOUNTSEARCH', `asha#${ORG}`],
    ]) {
      expect(isErased({ pk: pk as string, sk: sk as string }, ORG, true), `${pk} ${sk}`).toBe(
        false,
      );
    }
  });

  it('names its folders of files, each ending in its id and a slash', () => {
    expect(uploadPrefixes(ORG)).toEqual([
      `imports/${ORG}/`,
      `recordings/${ORG}/`,
      `training/${ORG}/`,
    ]);
  });
});

import { randomBytes } from 'node:crypto';

/**
 * What the Twilio fake knows: accounts with their Auth Token, status and phone numbers. One
 * object, so each resource file (accounts.ts, incoming-phone-numbers.ts, and the calls and
 * callbacks to come) reads and changes the same state.
 */
export interface FakeIncomingNumber {
  sid: string;
  phoneNumber: string;
  friendlyName: string;
  capabilities: { voice: boolean; sms: boolean; mms: boolean; fax: boolean };
  dateCreated: string;
}

export interface FakeAccount {
  sid: string;
  authToken: string;
  friendlyName: string;
  status: 'active' | 'suspended' | 'closed';
  type: 'Trial' | 'Full';
  dateCreated: string;
  numbers: FakeIncomingNumber[];
}

export interface FakeAccountSeed {
  sid: string;
  authToken: string;
  friendlyName?: string;
  status?: FakeAccount['status'];
  type?: FakeAccount['type'];
  numbers?: { phoneNumber: string; voice?: boolean; sms?: boolean }[];
}

/** Twilio's RFC 2822 dates ("Thu, 30 Jul 2015 20:00:00 +0000"). */
export const rfc2822 = (date: Date): string => date.toUTCString().replace('GMT', '+0000');

export const fakeSid = (prefix: string): string => `${prefix}${randomBytes(16).toString('hex')}`;

export class TwilioState {
  readonly accounts = new Map<string, FakeAccount>();
  /** Every request the fake answered, for tests that want to see what was asked. */
  readonly requests: { method: string; path: string; accountSid: string | null }[] = [];

  addAccount(seed: FakeAccountSeed): FakeAccount {
    const now = rfc2822(new Date());
    const account: FakeAccount = {
      sid: seed.sid,
      authToken: seed.authToken,
      friendlyName: seed.friendlyName ?? 'My first Twilio account',
      status: seed.status ?? 'active',
      type: seed.type ?? 'Full',
      dateCreated: now,
      numbers: (seed.numbers ?? []).map((number) => ({
        sid: fakeSid('PN'),
        phoneNumber: number.phoneNumber,
        friendlyName: number.phoneNumber,
        capabilities: {
          voice: number.voice ?? true,
          sms: number.sms ?? true,
          mms: false,
          fax: false,
        },
        dateCreated: now,
      })),
    };
    this.accounts.set(account.sid, account);
    return account;
  }
}

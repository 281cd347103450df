import { randomBytes } from 'node:crypto';
import type { FakeCall } from './call-record';
import { type FakeScenario, scenarioByMagicNumber } from './scenarios';

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
  /** Numbers the account verified as caller IDs (usable as From, not bought from Twilio). */
  verifiedCallerIds: string[];
  /** Calls per second Twilio starts for the account; calls beyond it wait in the queue. */
  cps: number;
  /** The queue slot given to the account's last call (ms since the epoch), for the CPS pacing. */
  lastDialAt: number;
  /** When the account's last call actually left the queue: no two start closer than 1/cps. */
  lastStartAt: number;
}

export interface FakeAccountSeed {
  sid: string;
  authToken: string;
  friendlyName?: string;
  status?: FakeAccount['status'];
  type?: FakeAccount['type'];
  numbers?: { phoneNumber: string; voice?: boolean; sms?: boolean }[];
  verifiedCallerIds?: string[];
  /** Calls per second (Twilio's default is 1). */
  cps?: number;
}

/** Twilio's RFC 2822 dates ("Thu, 30 Jul 2015 20:00:00 +0000"). */
export const rfc2822 = (date: Date): string => date.toUTCString().replace('GMT', '+0000');

export const fakeSid = (prefix: string): string => `${prefix}${randomBytes(16).toString('hex')}`;

export class TwilioState {
  readonly accounts = new Map<string, FakeAccount>();
  /** Every request the fake answered, for tests that want to see what was asked. */
  readonly requests: { method: string; path: string; accountSid: string | null }[] = [];
  /** Every call made, by SID, with what it sent and heard (call-record.ts). */
  readonly calls = new Map<string, FakeCall>();
  private readonly scenarios = new Map<string, FakeScenario>();

  /** The person at `to` behaves like this on the next calls (tests); see scenarios.ts. */
  setScenario(to: string, scenario: FakeScenario): void {
    this.scenarios.set(to, scenario);
  }

  scenarioFor(to: string): FakeScenario {
    return this.scenarios.get(to) ?? scenarioByMagicNumber(to);
  }

  /** The calls to one number, oldest first. */
  callsTo(to: string): FakeCall[] {
    return [...this.calls.values()].filter((call) => call.request.to === to);
  }

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
      verifiedCallerIds: seed.verifiedCallerIds ?? [],
      cps: seed.cps ?? 1,
      lastDialAt: 0,
      lastStartAt: 0,
    };
    this.accounts.set(account.sid, account);
    return account;
  }
}

import type { FakeAccountSeed } from './twilio-state';

/**
 * Accounts the fake starts with, on the local stack (`npm start` prints the first) and in tests.
 * Made-up SIDs and tokens: they open nothing at Twilio.
 */
export const DEMO_TWILIO_ACCOUNT = {
  sid: 'AC5ef8732a3c49700934481addd5ce1659',
  authToken: '9d1e2f3a4b5c6d7e8f90a1b2c3d4e5f6',
  friendlyName: 'SalesFlow local demo',
  /** Voice-capable. */
  phoneNumber: '+15005550006',
  /** On the account, but SMS only. */
  smsOnlyNumber: '+15005550001',
} as const;

export const SUSPENDED_TWILIO_ACCOUNT = {
  sid: 'AC0b1c2d3e4f5061728394a5b6c7d8e9f0',
  authToken: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  phoneNumber: '+15005550007',
} as const;

export const CLOSED_TWILIO_ACCOUNT = {
  sid: 'ACf0e9d8c7b6a5948372615049382716a5',
  authToken: 'a5b6c7d8e9f00112233445566778899a',
  phoneNumber: '+15005550008',
} as const;

export const DEMO_TWILIO_ACCOUNTS: FakeAccountSeed[] = [
  {
    sid: DEMO_TWILIO_ACCOUNT.sid,
    authToken: DEMO_TWILIO_ACCOUNT.authToken,
    friendlyName: DEMO_TWILIO_ACCOUNT.friendlyName,
    numbers: [
      { phoneNumber: DEMO_TWILIO_ACCOUNT.phoneNumber },
      { phoneNumber: DEMO_TWILIO_ACCOUNT.smsOnlyNumber, voice: false },
    ],
  },
  {
    sid: SUSPENDED_TWILIO_ACCOUNT.sid,
    authToken: SUSPENDED_TWILIO_ACCOUNT.authToken,
    status: 'suspended',
    numbers: [{ phoneNumber: SUSPENDED_TWILIO_ACCOUNT.phoneNumber }],
  },
  {
    sid: CLOSED_TWILIO_ACCOUNT.sid,
    authToken: CLOSED_TWILIO_ACCOUNT.authToken,
    status: 'closed',
    numbers: [{ phoneNumber: CLOSED_TWILIO_ACCOUNT.phoneNumber }],
  },
];

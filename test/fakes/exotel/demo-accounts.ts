import type { ExotelAccountSeed } from './exotel-state';

/**
 * The account the fake starts with, on the local stack and in tests. Made-up SID, key and token:
 * they open nothing at Exotel.
 */
export const DEMO_EXOTEL_ACCOUNT = {
  sid: 'salesflowdemo1',
  apiKey: 'b1f0c8d2e3a4f5061728394a5b6c7d8e9f0a1b2c3d4e5f60',
  apiToken: '6e5d4c3b2a19f8e7d6c5b4a39281706f5e4d3c2b1a098f7e',
  /** The ExoPhone (virtual number) calls go out from. */
  exoPhone: '08047491899',
  /** TRAI's series: a 140 number for promotional calls, a 1600 number for service calls. */
  promotionalExoPhone: '+911401234567',
  serviceExoPhone: '+911600123456',
} as const;

export const DEMO_EXOTEL_ACCOUNTS: ExotelAccountSeed[] = [
  {
    sid: DEMO_EXOTEL_ACCOUNT.sid,
    apiKey: DEMO_EXOTEL_ACCOUNT.apiKey,
    apiToken: DEMO_EXOTEL_ACCOUNT.apiToken,
    exoPhones: [
      DEMO_EXOTEL_ACCOUNT.exoPhone,
      DEMO_EXOTEL_ACCOUNT.promotionalExoPhone,
      DEMO_EXOTEL_ACCOUNT.serviceExoPhone,
    ],
  },
];

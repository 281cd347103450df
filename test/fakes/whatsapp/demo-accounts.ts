import type { FakeBusinessAccountSeed } from './whatsapp-state';

/**
 * The WhatsApp Business Account the fake starts with, on the local stack (`npm start` prints it)
 * and in tests. Made-up ids and tokens: they open nothing at Meta.
 */
export const DEMO_WHATSAPP_ACCOUNT = {
  businessAccountId: '102290129340398',
  phoneNumberId: '106540352242922',
  displayPhoneNumber: '+1 555-025-3483',
  accessToken: 'EAAlocalDemoWhatsAppToken0123456789abcdef',
  appSecret: 'a1d3e5f7b9c2d4e6f8a0b1c3d5e7f9a2',
  verifyToken: 'local-demo-verify-token',
} as const;

/** Templates every new account starts with: two approved, one pending, one rejected. */
export const DEFAULT_TEMPLATES = [
  {
    name: 'follow_up',
    language: 'en',
    category: 'MARKETING',
    status: 'APPROVED',
    components: [
      { type: 'BODY', text: 'Hi {{1}}, following up on our conversation. Any questions?' },
    ],
  },
  {
    name: 'meeting_reminder',
    language: 'en',
    category: 'UTILITY',
    status: 'APPROVED',
    components: [{ type: 'BODY', text: 'Hi {{1}}, a reminder of our meeting on {{2}}.' }],
  },
  {
    name: 'new_offer',
    language: 'en',
    category: 'MARKETING',
    status: 'PENDING',
    components: [{ type: 'BODY', text: 'A new offer is waiting for you.' }],
  },
  {
    name: 'old_promo',
    language: 'hi',
    category: 'MARKETING',
    status: 'REJECTED',
    components: [{ type: 'BODY', text: 'Promo' }],
  },
] as const;

export const DEMO_WHATSAPP_ACCOUNTS: FakeBusinessAccountSeed[] = [
  {
    ...DEMO_WHATSAPP_ACCOUNT,
    // On npm start, messages we send are reported sent then delivered, like a phone that is on.
    autoStatuses: true,
  },
];

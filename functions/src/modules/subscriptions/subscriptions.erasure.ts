import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';

/**
 * Billing keeps the account's: its subscription and billing details beside its profile, and its
 * payments (the invoices tax law requires) in their own partition, all kept when a closed
 * organization's data is erased. What Razorpay knows (`RZP…`) is Razorpay's.
 */
export const subscriptionsErasure: ErasureDeclaration = {
  module: 'subscriptions',
  partitions: [
    {
      pattern: 'ORG#<org>',
      of: (org) => [`ORG#${org}`],
      keptOnErasure: (sk) => sk === 'SUBSCRIPTION' || sk === 'BILLING_DETAILS',
    },
    {
      pattern: 'ORG#<org>#PAYMENT',
      of: (org) => [`ORG#${org}#PAYMENT`],
      keptOnErasure: () => true,
    },
  ],
  left: [
    { pattern: 'RZPSUB#<subscription>', why: 'Razorpay’s subscription, named by Razorpay' },
    { pattern: 'RZPPAY#<payment>', why: 'Razorpay’s payment, named by Razorpay' },
    { pattern: 'RZPEVT#<event>', why: 'a Razorpay event already handled' },
  ],
};

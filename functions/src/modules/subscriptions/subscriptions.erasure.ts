import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';
import {
  BILLING_DETAILS_SK,
  PAYMENTS_PARTITION,
  RAZORPAY_EVENT_PARTITION,
  RAZORPAY_PAYMENT_PARTITION,
  RAZORPAY_SUBSCRIPTION_PARTITION,
  SUBSCRIPTION_SK,
} from './billing.entity';
import { AUDIT_PARTITION } from './subscriptions.repository';

/**
 * Billing keeps the account's: its subscription and billing details beside its profile, and its
 * payments (the invoices tax law requires) in their own partition, all kept when a closed
 * organization's data is erased. What Razorpay knows (`RZP…`) is Razorpay's; the operators' audit
 * log is theirs.
 */
export const subscriptionsErasure: ErasureDeclaration = {
  module: 'subscriptions',
  partitions: [
    organizationPartition(ORGANIZATION_PARTITION, {
      keptOnErasure: (sk) => sk === SUBSCRIPTION_SK || sk === BILLING_DETAILS_SK,
    }),
    organizationPartition(PAYMENTS_PARTITION, { keptOnErasure: () => true }),
  ],
  left: [
    {
      pattern: RAZORPAY_SUBSCRIPTION_PARTITION.pattern,
      why: 'Razorpay’s subscription, named by Razorpay',
    },
    { pattern: RAZORPAY_PAYMENT_PARTITION.pattern, why: 'Razorpay’s payment, named by Razorpay' },
    { pattern: RAZORPAY_EVENT_PARTITION.pattern, why: 'a Razorpay event already handled' },
    { pattern: AUDIT_PARTITION.pattern, why: 'the operators’ audit log' },
  ],
};

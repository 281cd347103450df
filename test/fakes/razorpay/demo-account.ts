/**
 * The Razorpay account the fake starts with (SalesFlow's own merchant account, on the local stack
 * and in tests). Made-up keys: they open nothing at Razorpay.
 */
export const DEMO_RAZORPAY_ACCOUNT = {
  accountId: 'acc_LocalDemo00001',
  keyId: 'rzp_test_LocalDemo0001',
  keySecret: 'localDemoKeySecret0123456789abcd',
  webhookSecret: 'localDemoWebhookSecret0123456789',
} as const;

/**
 * The URLs of plans, billing and the sending address, apart from `paths` so that the app's first
 * screen does not carry them (its JavaScript budget): only lazily loaded screens import them.
 */
export const billingPaths = {
  pricing: '/pricing',
  /** The signup entry for visitors (document 2, routing). */
  signup: '/?signup=true',
  signupFor: (planId: string) => `/?signup=true&plan=${encodeURIComponent(planId)}`,
  api: {
    subscriptionUsage: '/api/subscription/usage',
    subscriptionLimits: '/api/subscription/limits',
    subscriptionUpgrade: '/api/subscription/upgrade',
    subscriptionVerify: '/api/subscription/checkout/verify',
    subscriptionCancel: '/api/subscription/cancel',
    subscriptionRefund: '/api/subscription/refund',
    invoices: '/api/subscription/invoices',
    invoice: (id: string) => `/api/subscription/invoices/${encodeURIComponent(id)}`,
    billingDetails: '/api/subscription/billing-details',
    emailSender: '/api/settings/email-sender',
    confirmEmailSender: '/api/settings/email-sender/confirm',
  },
} as const;

/** The policy pages' text (document 2, "Policy pages"): static, last updated June 7, 2025. */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Policy {
  path: string;
  title: string;
  description: string;
  intro: string;
  sections: PolicySection[];
}

export interface RefundRow {
  method: string;
  time: string;
}

export const POLICY_LAST_UPDATED = 'June 7, 2025';

const SUPPORT = 'support@salesflow.app';

export const PRICING_POLICY: Policy = {
  path: '/pricing-policy',
  title: 'Pricing Policy',
  description:
    'How SalesFlow plans are priced and billed: the free trial, monthly and annual billing, taxes, upgrades, downgrades and failed payments.',
  intro:
    'This policy explains how SalesFlow’s plans are priced and billed. The current prices of every plan are shown on our pricing page; what you pay is always shown before you pay it.',
  sections: [
    {
      heading: 'Plans and prices',
      paragraphs: [
        'SalesFlow has four plans: Basic, Starter, Professional and Enterprise. Each plan has a limit on contacts, AI calls a month and users, shown on the pricing page. Prices are in US dollars.',
        'You can pay monthly, or annually at a price about 30% below twelve monthly payments. Payments are taken by Razorpay, by card, UPI or net banking.',
      ],
    },
    {
      heading: 'Free trial',
      paragraphs: [
        'Every new account starts with a 14-day free trial with the Starter plan’s features and limits. No card is needed to start.',
        'When the trial ends without a paid plan, your account becomes read-only: you can sign in, see and export your data, but not add or change anything until you choose a plan. Nothing is deleted.',
      ],
    },
    {
      heading: 'Taxes',
      paragraphs: [
        'For customers in India, the price shown includes GST at 18% (CGST and SGST in Maharashtra, IGST elsewhere). Enter your business’s GSTIN in Settings → Billing to receive tax invoices that show it. Services to customers outside India are zero-rated exports.',
      ],
    },
    {
      heading: 'Upgrades',
      paragraphs: [
        'An upgrade takes effect at once. The unused part of your current period is credited against the new plan, so you only pay the difference for the rest of the period.',
        'Subscriptions paid by UPI or e-mandate cannot be changed in place: for these, the current subscription is cancelled, the unused part refunded, and a new subscription started for the new plan.',
      ],
    },
    {
      heading: 'Downgrades',
      paragraphs: [
        'A downgrade takes effect at the end of the current billing cycle. It is refused while your usage is above the lower plan’s limits; the app tells you what to remove (contacts or team members) first.',
      ],
    },
    {
      heading: 'Renewals and failed payments',
      paragraphs: [
        'Subscriptions renew automatically at the end of each period until cancelled. If a payment fails, we retry it for 7 days, during which some features are limited. If it still fails, the account is suspended until the payment is made; your data is kept.',
      ],
    },
    {
      heading: 'Price changes',
      paragraphs: [
        'We may change prices for future periods. We tell you by email at least 30 days before a change affects your subscription; the price of a period you have paid for never changes.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [`Write to ${SUPPORT} about anything on your bill.`],
    },
  ],
};

export const SERVICE_DELIVERY_POLICY: Policy = {
  path: '/shipping-policy',
  title: 'Service Delivery',
  description:
    'SalesFlow is software delivered online: how and when you get access, what is included, availability and support hours.',
  intro:
    'SalesFlow is a software service delivered over the internet. Nothing is shipped: this page explains how the service reaches you.',
  sections: [
    {
      heading: 'Access',
      paragraphs: [
        'Your account is ready as soon as you sign up, and a paid plan is active as soon as its payment is confirmed. We confirm each payment by email with its invoice.',
      ],
    },
    {
      heading: 'What is delivered',
      paragraphs: [
        'The features and limits of your plan, as listed on the pricing page, through the web app at any modern browser. Data migration and setup consultation are delivered remotely with plans that include them.',
      ],
    },
    {
      heading: 'Availability',
      paragraphs: [
        'We aim for 99.9% availability each month, outside announced maintenance. Maintenance that may interrupt the service is announced in advance by email and in the app.',
      ],
    },
    {
      heading: 'Support hours',
      paragraphs: ['Our support team answers by email, phone and chat:'],
      bullets: [
        'Monday to Friday, 9 AM to 6 PM IST',
        'Saturday, 10 AM to 4 PM IST',
        '24/7 emergency support for Enterprise customers',
      ],
    },
    {
      heading: 'Outside services',
      paragraphs: [
        'AI calls, WhatsApp messages and emails depend on carriers and providers (such as Twilio, Meta and Amazon). When one of them is unavailable, we keep your work queued and deliver it when they return.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about access or delivery: ${SUPPORT}.`],
    },
  ],
};

export const TERMS: Policy = {
  path: '/terms',
  title: 'Terms of Service',
  description:
    'The terms for using SalesFlow: accounts, acceptable use, calling and messaging rules, payment, liability and governing law.',
  intro:
    'These terms are an agreement between SalesFlow and the business that uses it (“you”). By creating an account or using SalesFlow you accept them.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You are responsible for your account, the people you invite to it, and what they do in it. Keep sign-in details private and tell us at once if you suspect misuse.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to use SalesFlow to:'],
      bullets: [
        'send spam or messages people did not agree to receive',
        'call people who have not consented, or numbers registered on India’s National Customer Preference Register (DND) where the rules of TRAI forbid it',
        'call outside lawful calling hours in the lead’s time zone',
        'break any law, or store content you have no right to',
        'probe, overload or get around the security of the service',
      ],
    },
    {
      heading: 'Your contacts and consent',
      paragraphs: [
        'You are responsible for having the consent your contacts’ laws require before you call, message or email them, and for honouring requests to stop. SalesFlow records consent and Do Not Call on each contact to help you, and never calls a contact marked Do Not Call.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'Paid plans are billed in advance as described in our Pricing Policy. Refunds are handled as described in our Refund Policy.',
      ],
    },
    {
      heading: 'Your data',
      paragraphs: [
        'Your data stays yours. We process it only to provide the service, as described in our Privacy Policy. You can export it at any time, and for 30 days after a cancelled subscription ends.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'We may suspend an account that breaks these terms or puts others at risk, telling you why. You may cancel at any time from Settings → Billing.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'SalesFlow is provided with care but without warranties beyond those the law requires. Our total liability for any claim is limited to the fees you paid us in the 12 months before it arose. We are not liable for indirect losses such as lost profits.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of India. The courts of Mumbai have exclusive jurisdiction over any dispute.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        `We will tell you by email 30 days before a material change to these terms. Questions: ${SUPPORT}.`,
      ],
    },
  ],
};

export const PRIVACY_POLICY: Policy = {
  path: '/privacy',
  title: 'Privacy Policy',
  description:
    'How SalesFlow collects, uses, stores and protects personal data, your rights under India’s DPDP Act, and how to reach our grievance officer.',
  intro:
    'This policy explains what personal data SalesFlow handles, why, and the choices you have. We follow India’s Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We handle two kinds of data:'],
      bullets: [
        'Account data: your name, email, phone number, organization and billing details.',
        'Customer data: the contacts, deals, calls, recordings, transcripts and messages your team keeps in SalesFlow. For this data, your business decides what is collected and we process it on its behalf.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'Only to provide and improve the service: to run your account, place the calls and send the messages you ask for, score leads, bill you and support you. AI processing of calls and transcripts is done only to provide these features. We do not sell personal data and do not use customer data to advertise.',
      ],
    },
    {
      heading: 'Where it is kept, and how it is protected',
      paragraphs: [
        'Data is stored with Amazon Web Services in the Mumbai region (ap-south-1), encrypted in transit and at rest. Each organization’s data is kept apart from every other’s, and provider keys you give us are encrypted.',
      ],
    },
    {
      heading: 'Who else handles it',
      paragraphs: ['We use these processors to run SalesFlow, each bound to protect the data:'],
      bullets: [
        'Amazon Web Services: hosting, storage and email',
        'Twilio: AI calls and recordings',
        'Meta (WhatsApp Cloud API): WhatsApp messages',
        'Razorpay: payments',
        'An AI language model provider: call conversations and scoring',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use one cookie to keep you signed in. We use no advertising or tracking cookies.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account and customer data are kept while your subscription is active. After a cancelled subscription ends, data can be exported for 30 days and is then deleted. Invoices are kept as tax law requires.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask to see, correct or erase your personal data, and to withdraw consent. Contacts of our customers should write to the business that holds their data; we help that business answer.',
      ],
    },
    {
      heading: 'Grievance officer',
      paragraphs: [
        'Write to our grievance officer at privacy@salesflow.app. We answer within 30 days.',
      ],
    },
  ],
};

export const REFUND_POLICY: Policy = {
  path: '/refund-policy',
  title: 'Refund Policy',
  description:
    'When SalesFlow refunds a payment: requests within 30 days of the first subscription, cancellations, billing errors and refund times.',
  intro:
    'We want you to pay only for a service you are happy with. This policy explains when you can get your money back, and how long it takes.',
  sections: [
    {
      heading: 'Within 30 days of your first subscription',
      paragraphs: [
        'If you ask for a refund within 30 days of your first paid subscription, you get back the unused part of what you paid, and the subscription is cancelled at once. Ask from Settings → Billing or by email.',
      ],
    },
    {
      heading: 'After 30 days',
      paragraphs: [
        'After 30 days, payments are not refunded for part of a period. You can cancel at any time: you keep access until the end of the period you paid for, and nothing more is charged.',
      ],
    },
    {
      heading: 'Renewals',
      paragraphs: [
        'Renewal payments are not refunded, except for billing errors. We email you before each annual renewal so you can cancel in time.',
      ],
    },
    {
      heading: 'Upgrades on UPI or e-mandate',
      paragraphs: [
        'When an upgrade replaces a subscription paid by UPI or e-mandate, the unused part of the old subscription is refunded to the same payment method.',
      ],
    },
    {
      heading: 'Billing errors',
      paragraphs: [
        `If you were charged twice or charged the wrong amount, write to ${SUPPORT} within 60 days; we refund the error in full.`,
      ],
    },
    {
      heading: 'How refunds are paid',
      paragraphs: [
        'Refunds go back to the method you paid with, through Razorpay. The times below are counted from our approval; your bank may take a little longer.',
      ],
    },
  ],
};

export const REFUND_TIMES: RefundRow[] = [
  { method: 'Credit or debit card', time: '5-7 business days' },
  { method: 'UPI', time: '1-3 business days' },
  { method: 'Net banking', time: '5-7 business days' },
  { method: 'UPI AutoPay / e-mandate', time: '5-7 business days' },
  { method: 'International cards', time: '7-10 business days' },
];

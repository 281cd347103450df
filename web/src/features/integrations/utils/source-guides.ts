import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';

/** A source card (document 2: "Lead integrations page"): what it is and how to set it up. */
export interface SourceGuide {
  source: WebhookSource;
  title: string;
  description: string;
  steps: readonly string[];
}

/** The five cards, in the page's order. */
export const SOURCE_GUIDES: readonly SourceGuide[] = [
  {
    source: 'wordpress',
    title: 'WordPress Forms',
    description: 'Contact Form 7, Gravity Forms, WPForms and other WordPress form plugins.',
    steps: [
      'Install a webhook add-on for your form plugin (CF7 to Webhook, Gravity Forms Webhooks, WPForms Webhooks).',
      'Paste the webhook URL below as the request URL, method POST.',
      'Send JSON or form data with name and email fields (first and last name work too).',
      'Submit your form once and check the deliveries below.',
    ],
  },
  {
    source: 'elementor',
    title: 'Elementor Pro',
    description: 'Elementor Pro form widgets with the Webhook action.',
    steps: [
      'Edit your form and add "Webhook" under Actions After Submit.',
      'Paste the webhook URL below into the Webhook URL field.',
      'Give your fields the labels Name, Email, Phone and Message, or map your own below.',
      'Optionally turn on Advanced Data to send the page URL and form id too.',
    ],
  },
  {
    source: 'zapier',
    title: 'Zapier',
    description: 'Connect Facebook Lead Ads, Typeform, Google Sheets and 6,000+ apps.',
    steps: [
      'Create a Zap with your lead source as the trigger.',
      'Add the action "Webhooks by Zapier" → POST.',
      'Paste the webhook URL below as the URL and choose JSON as the payload type.',
      'Map the data fields name, email, phone, company and message, then test the Zap.',
    ],
  },
  {
    source: 'email',
    title: 'Email Parsing',
    description: 'Lead notification emails and enquiries forwarded from any inbox or portal.',
    steps: [
      'Set up your inbound-mail service (SendGrid Inbound Parse, Mailgun routes) or a forwarder.',
      'Point it at the webhook URL below; the raw email or its parsed fields are both read.',
      'Notifications with "Name:", "Email:" and "Phone:" lines become the lead named in them.',
      'A direct enquiry becomes a lead from its sender, with the email as the message.',
    ],
  },
  {
    source: 'generic',
    title: 'Custom Integration',
    description: 'Your own website, landing pages or backend code.',
    steps: [
      'POST JSON to the webhook URL below from your server or page.',
      'Send name and email (required); phone, company, title, message, source, page_url and form_id are optional.',
      'Add an Idempotency-Key header to retry safely: a repeat gets the same answer.',
      'A 201 answer carries the new contact id; 200 means the contact already existed.',
    ],
  },
];

/** The tester's endpoint choices (document 2), in the order the select lists them. */
export const TESTER_ENDPOINTS: readonly { source: WebhookSource; label: string }[] = [
  { source: 'generic', label: 'Generic Webhook' },
  { source: 'wordpress', label: 'WordPress Forms' },
  { source: 'elementor', label: 'Elementor Pro' },
  { source: 'zapier', label: 'Zapier Integration' },
  { source: 'email', label: 'Email Parsing' },
];

/**
 * What form tools really send, as their documentation and plugins show it, for the tests of the
 * parsers and of the webhooks. Each names the lead it carries.
 */
export interface SenderSample {
  label: string;
  contentType: string;
  body: string;
  lead: { name: string; email: string; phone?: string; company?: string; message?: string };
}

const form = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString();

/** Elementor Pro, form action "Webhook", Advanced Data off: field labels as keys. */
export const elementorSimple: SenderSample = {
  label: 'Elementor Pro (simple)',
  contentType: 'application/x-www-form-urlencoded',
  body: form([
    ['Name', 'Ananya Rao'],
    ['Email', 'ananya.rao@example.in'],
    ['Phone', '+91 98765 43210'],
    ['Message', 'Please call me about the annual plan.'],
    ['form_id', 'a1b2c3d'],
    ['form_name', 'Contact Page Form'],
  ]),
  lead: {
    name: 'Ananya Rao',
    email: 'ananya.rao@example.in',
    phone: '+91 98765 43210',
    message: 'Please call me about the annual plan.',
  },
};

/** Elementor Pro with "Advanced Data" on: `form[...]`, `fields[<id>][...]`, `meta[...]`. */
export const elementorAdvanced: SenderSample = {
  label: 'Elementor Pro (advanced data)',
  contentType: 'application/x-www-form-urlencoded',
  body: form([
    ['form[id]', '5e1f0a2'],
    ['form[name]', 'Get a quote'],
    ['fields[name][id]', 'name'],
    ['fields[name][type]', 'text'],
    ['fields[name][title]', 'Name'],
    ['fields[name][value]', 'Vikram Shah'],
    ['fields[name][raw_value]', 'Vikram Shah'],
    ['fields[name][required]', '1'],
    ['fields[email][id]', 'email'],
    ['fields[email][type]', 'email'],
    ['fields[email][title]', 'Email'],
    ['fields[email][value]', 'vikram@shahtraders.example'],
    ['fields[email][raw_value]', 'vikram@shahtraders.example'],
    ['fields[email][required]', '1'],
    ['fields[field_3c1d2e9][id]', 'field_3c1d2e9'],
    ['fields[field_3c1d2e9][type]', 'text'],
    ['fields[field_3c1d2e9][title]', 'Company Name'],
    ['fields[field_3c1d2e9][value]', 'Shah Traders'],
    ['fields[field_3c1d2e9][raw_value]', 'Shah Traders'],
    ['fields[message][id]', 'message'],
    ['fields[message][type]', 'textarea'],
    ['fields[message][title]', 'Message'],
    ['fields[message][value]', 'Need 20 seats.'],
    ['fields[message][raw_value]', 'Need 20 seats.'],
    ['meta[date][title]', 'Date'],
    ['meta[date][value]', 'November 23, 2026'],
    ['meta[page_url][title]', 'Page URL'],
    ['meta[page_url][value]', 'https://shop.example.in/quote/'],
    ['meta[user_agent][title]', 'User Agent'],
    ['meta[user_agent][value]', 'Mozilla/5.0'],
    ['meta[remote_ip][title]', 'Remote IP'],
    ['meta[remote_ip][value]', '203.0.113.7'],
    ['meta[credit][title]', 'Powered by'],
    ['meta[credit][value]', 'Elementor'],
  ]),
  lead: {
    name: 'Vikram Shah',
    email: 'vikram@shahtraders.example',
    company: 'Shah Traders',
    message: 'Need 20 seats.',
  },
};

/** Contact Form 7 through "CF7 to Webhook": JSON keyed by the form's mail tags. */
export const contactForm7: SenderSample = {
  label: 'Contact Form 7 (CF7 to Webhook)',
  contentType: 'application/json',
  body: JSON.stringify({
    'your-name': 'Meera Iyer',
    'your-email': 'meera.iyer@example.com',
    'your-tel': '+919812345678',
    'your-subject': 'Demo request',
    'your-message': 'Can we see the AI calling?',
  }),
  lead: {
    name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    phone: '+919812345678',
    message: 'Demo request\n\nCan we see the AI calling?',
  },
};

/** Gravity Forms' Webhooks add-on, request body "All Fields", JSON: the entry by field id. */
export const gravityForms: SenderSample = {
  label: 'Gravity Forms Webhooks (all fields)',
  contentType: 'application/json',
  body: JSON.stringify({
    id: '1187',
    status: 'active',
    form_id: '3',
    ip: '198.51.100.23',
    source_url: 'https://www.example.org/contact-us/',
    currency: 'USD',
    created_by: null,
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
    date_created: '2026-11-23 09:41:12',
    is_starred: 0,
    is_read: 0,
    '1.2': '',
    '1.3': 'Rahul',
    '1.4': '',
    '1.6': 'Menon',
    '1.8': '',
    '2': 'rahul.menon@example.org',
    '3': '+91 90000 12345',
    '4': 'Looking for a CRM for 8 people.',
  }),
  lead: {
    name: 'Rahul Menon',
    email: 'rahul.menon@example.org',
    phone: '+91 90000 12345',
  },
};

/** Gravity Forms' Webhooks add-on in form format with chosen keys ("Select Fields"). */
export const gravityFormsForm: SenderSample = {
  label: 'Gravity Forms Webhooks (form format, chosen keys)',
  contentType: 'application/x-www-form-urlencoded',
  body: form([
    ['first_name', 'Priya'],
    ['last_name', 'Nair'],
    ['email', 'priya.nair@example.com'],
    ['company', 'Nair Foods'],
  ]),
  lead: { name: 'Priya Nair', email: 'priya.nair@example.com', company: 'Nair Foods' },
};

/** WPForms: the `fields` list of its entry (name, value; a name field with first and last). */
export const wpForms: SenderSample = {
  label: 'WPForms (entry fields)',
  contentType: 'application/json',
  body: JSON.stringify({
    form_id: 212,
    entry_id: 48,
    fields: {
      '0': {
        name: 'Name',
        value: 'Sanjay Gupta',
        id: 0,
        type: 'name',
        first: 'Sanjay',
        last: 'Gupta',
      },
      '1': { name: 'Email', value: 'sanjay@gupta.example', id: 1, type: 'email' },
      '2': { name: 'Comment or Message', value: 'Pricing for 3 users?', id: 2, type: 'textarea' },
    },
  }),
  lead: { name: 'Sanjay Gupta', email: 'sanjay@gupta.example' },
};

/** Zapier's "Webhooks by Zapier" POST, payload type JSON, wrapped in an array. */
export const zapierArray: SenderSample = {
  label: 'Zapier (JSON array)',
  contentType: 'application/json',
  body: JSON.stringify([
    {
      'First Name': 'Kavya',
      'Last Name': 'Reddy',
      'Email Address': 'kavya.reddy@example.com',
      'Phone Number': 9876501234,
      'Company Name': 'Reddy Realty',
      'Lead Source': 'Facebook Lead Ads',
    },
  ]),
  lead: {
    name: 'Kavya Reddy',
    email: 'kavya.reddy@example.com',
    phone: '9876501234',
    company: 'Reddy Realty',
  },
};

/** Zapier's Webhooks action, payload type form. */
export const zapierForm: SenderSample = {
  label: 'Zapier (form)',
  contentType: 'application/x-www-form-urlencoded',
  body: form([
    ['name', 'Arjun Das'],
    ['email', 'arjun.das@example.com'],
    ['title', 'Head of Sales'],
  ]),
  lead: { name: 'Arjun Das', email: 'arjun.das@example.com' },
};

/** The spec's generic lead. */
export const genericLead: SenderSample = {
  label: 'Generic JSON',
  contentType: 'application/json',
  body: JSON.stringify({
    name: 'Neha Kapoor',
    email: 'neha.kapoor@example.com',
    phone: '+91 99887 66554',
    company: 'Kapoor & Sons',
    title: 'Founder',
    message: 'Saw your ad',
    source: 'website',
    page_url: 'https://example.com/pricing',
    form_id: 'pricing-footer',
  }),
  lead: {
    name: 'Neha Kapoor',
    email: 'neha.kapoor@example.com',
    phone: '+91 99887 66554',
    company: 'Kapoor & Sons',
  },
};

/** A lead notification a WordPress site emails, forwarded as raw RFC 822 text. */
export const forwardedNotification: SenderSample = {
  label: 'Email (forwarded lead notification, RFC 822)',
  contentType: 'message/rfc822',
  body: [
    'Return-Path: <wordpress@example.in>',
    'From: WordPress <wordpress@example.in>',
    'To: leads@example.in',
    'Subject: [Example] New enquiry from the website',
    'Date: Mon, 23 Nov 2026 10:12:00 +0530',
    'Message-ID: <e2c1@example.in>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Name: Rohan Verma',
    'Email: rohan.verma@example.com',
    'Phone: +91 91234 56789',
    'Message: Please send a quote=',
    ' for 5 users.',
    '',
    '--',
    'This e-mail was sent from a contact form on Example',
    '--b1',
    'Content-Type: text/html; charset=UTF-8',
    '',
    '<p>Name: Rohan Verma<br>Email: rohan.verma@example.com</p>',
    '--b1--',
    '',
  ].join('\r\n'),
  lead: { name: 'Rohan Verma', email: 'rohan.verma@example.com', phone: '+91 91234 56789' },
};

/** A lead writing in directly: name and address from the sender. */
export const directEmail: SenderSample = {
  label: 'Email (direct enquiry, RFC 822)',
  contentType: 'text/plain',
  body: [
    'From: "Divya Pillai" <divya.pillai@example.com>',
    'To: sales@example.in',
    'Subject: Interested in your CRM',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    'Hi, could someone call me tomorrow?',
    '',
  ].join('\r\n'),
  lead: { name: 'Divya Pillai', email: 'divya.pillai@example.com' },
};

export const SENDER_SAMPLES = {
  wordpress: [contactForm7, gravityForms, gravityFormsForm, wpForms],
  elementor: [elementorSimple, elementorAdvanced],
  zapier: [zapierArray, zapierForm],
  email: [forwardedNotification, directEmail],
  generic: [genericLead],
} as const;

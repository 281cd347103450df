/** The contact page's facts (document 2, "Contact page"). */
export const CONTACT_METHODS = [
  {
    title: 'Email',
    text: 'Write to our sales team; we answer within 2 hours on working days.',
    action: { label: 'sales@salesflow.app', href: 'mailto:sales@salesflow.app' },
  },
  {
    title: 'Phone',
    text: 'Talk to a person about plans, setup or your account.',
    action: { label: '+91 22 4890 1200', href: 'tel:+912248901200' },
  },
  {
    title: 'Live chat',
    text: 'Chat with support from inside the app, 9 AM-6 PM IST.',
    action: { label: 'Open the app', href: '/app' },
  },
];

export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM IST' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM IST' },
  { days: 'Sunday', hours: 'Closed' },
];

export const EMERGENCY_NOTE = '24/7 emergency support for Enterprise customers.';

export const RESPONSE_TARGETS = [
  { topic: 'Sales inquiries', target: 'under 2 hours' },
  { topic: 'Technical support', target: 'under 24 hours' },
  { topic: 'Partnerships', target: 'under 48 hours' },
];

export const OFFICES = [
  { city: 'Mumbai', address: 'Level 9, Peninsula Business Park, Lower Parel, Mumbai 400013' },
  { city: 'Bangalore', address: '4th Floor, Prestige Atlanta, Koramangala, Bengaluru 560034' },
  { city: 'Delhi', address: 'Aerocity Worldmark 2, Asset 8, New Delhi 110037' },
  { city: 'Singapore', address: '1 Raffles Place, #20-61 Tower 2, Singapore 048616' },
];

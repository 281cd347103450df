/** The landing page's words (document 2, "Landing page"). */
export interface Feature {
  id: 'dashboard' | 'scoring' | 'pipeline' | 'calling' | 'capture' | 'analytics';
  tab: string;
  title: string;
  text: string;
  points: string[];
}

export const HERO = {
  title: 'The sales CRM that calls your leads for you',
  subtitle:
    'SalesFlow captures every lead, scores it from 0 to 100 and lets AI make the first call, with contacts, deals, email and WhatsApp in one pipeline for sales teams across India and Asia-Pacific.',
  note: 'No credit card required • 14-day free trial • Cancel anytime',
};

export const PROBLEMS = [
  {
    title: 'Leads scattered everywhere',
    text: 'Website forms, ad platforms, WhatsApp chats and old spreadsheets: leads slip through the gaps and nobody knows who followed up.',
  },
  {
    title: 'The first call comes too late',
    text: 'A lead who waits hours for a call has already spoken to a competitor. Busy teams cannot call every enquiry in the first five minutes.',
  },
  {
    title: 'No idea who to call next',
    text: 'Without a score, reps call in the order leads arrived, and the buyers ready to sign wait behind the ones just browsing.',
  },
];

export const FEATURES: Feature[] = [
  {
    id: 'dashboard',
    tab: 'Dashboard',
    title: 'Your day at a glance',
    text: 'Open SalesFlow and see what needs you: new leads, deals moving, calls made and revenue won this month.',
    points: [
      'Contacts, active deals, revenue and AI calls with their trend',
      'Insights that point at the leads and deals to act on',
      'An onboarding checklist for new teams',
    ],
  },
  {
    id: 'scoring',
    tab: 'AI Scoring',
    title: 'Every lead scored from 0 to 100',
    text: 'Scores come from what leads do (replies, calls, emails opened, deals) and explain themselves, so your team trusts them.',
    points: [
      'Hot, warm and cold at a glance',
      'The reasons behind each score, point by point',
      'Rescored after every call, email and WhatsApp message',
    ],
  },
  {
    id: 'pipeline',
    tab: 'Pipeline',
    title: 'A pipeline you drag and drop',
    text: 'Follow each deal from prospecting to won on a board your whole team shares, with values and expected close dates.',
    points: [
      'Drag deals between stages; the change is saved at once',
      'Deal values and win rates per stage',
      'Export deals to CSV whenever you need them',
    ],
  },
  {
    id: 'calling',
    tab: 'AI Calling',
    title: 'An AI assistant that makes the first call',
    text: 'Your AI agent calls leads in their own time zone and calling hours, follows your script and hands over the ones ready to buy.',
    points: [
      'Live transcripts while the call runs',
      'An outcome and a score after every call',
      'Do Not Call and consent respected on every call',
    ],
  },
  {
    id: 'capture',
    tab: 'Capture',
    title: 'Leads arrive on their own',
    text: 'Connect WordPress, Elementor, Zapier or any form with a webhook, or import a CSV from your old CRM. Nothing is lost or duplicated.',
    points: [
      'Webhooks for WordPress, Elementor, Zapier, email and any form',
      'Imports of up to 100,000 rows from HubSpot, Zoho, Excel and more',
      'Duplicates merged by email, new leads assigned round-robin',
    ],
  },
  {
    id: 'analytics',
    tab: 'Analytics',
    title: 'Know what works',
    text: 'See which sources bring the leads that close, how your pipeline moves and how your AI calls perform.',
    points: [
      'Contacts by source and deals by stage',
      'Conversion rate, average deal size and win rate',
      'AI calling success rate and recommendations',
    ],
  },
];

export const STATS = [
  { value: '5 min', label: 'from a form filled in to the first AI call' },
  { value: '0-100', label: 'a score for every lead, with its reasons' },
  { value: '100,000', label: 'contacts in one import, duplicates caught' },
  { value: '24/7', label: 'leads captured from your forms, none lost' },
];

export const FINAL_CTA = {
  title: 'Start calling your best leads today',
  text: 'Set up in minutes, bring your leads with you, and let SalesFlow make the first call. Free for 14 days.',
};

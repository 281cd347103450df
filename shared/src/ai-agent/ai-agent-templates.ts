/**
 * The AI agent's default scripts and the three template packs of the training section. Scripts may
 * name the agent and the company as `{agentName}` and `{companyName}`; `fillPlaceholders` is the
 * one function that fills them in (the calling centre calls it before a script reaches the model).
 */
export interface AgentPlaceholders {
  agentName: string;
  companyName: string;
}

export const AGENT_PLACEHOLDERS = ['{agentName}', '{companyName}'] as const;

/** `{agentName}` and `{companyName}` filled in; any other braces are left as they are. */
export const fillPlaceholders = (text: string, values: AgentPlaceholders): string =>
  text.replace(/\{(agentName|companyName)\}/g, (_match, key: keyof AgentPlaceholders) =>
    values[key].trim(),
  );

export interface AgentScripts {
  salesScript: string;
  qualificationQuestions: string;
  objectionHandling: string;
  followUpPrompts: string;
}

/** Section 3's default template texts, written for small businesses in India and Asia-Pacific. */
export const DEFAULT_AI_AGENT_SCRIPTS: AgentScripts & { companyInfo: string; isActive: boolean } = {
  salesScript: `Hello, this is {agentName} calling from {companyName}. Is this a good time to talk for two minutes?

I am calling because you recently enquired with {companyName}, and I would like to understand what you are looking for so that we can suggest the right option for you.

May I ask a few quick questions?`,
  qualificationQuestions: `1. What made you enquire with us: is there a specific need or problem?
2. How are you handling this today?
3. How soon would you like a solution in place?
4. Who else is involved in the decision?
5. Do you have a budget in mind?
6. Which city or region are you based in?`,
  objectionHandling: `"It is too expensive": I understand. Could you tell me what you are comparing it with? Many customers find the value is in the time and money it saves them every month, and we can suggest an option that fits your budget.

"I am busy right now": No problem at all. When is a better time this week for a short call: morning or evening?

"Send me the details": Certainly. Shall I send them on WhatsApp or email? And may I call you on Thursday to answer any questions?

"We already have a supplier": That is good to hear. What would you improve about what you have today, if you could?

"We need to think about it": That makes sense. What would you need to see to be comfortable deciding?`,
  followUpPrompts: `- Thank the customer for their time and repeat the one problem they told you about.
- Agree a clear next step: a demo, a trial, or a call back on a named day and time.
- Offer to send a short summary on WhatsApp or email, whichever they prefer.
- If they are not interested now, ask whether you may check back in three months.
- End politely: "Thank you, have a great day."`,
  companyInfo: `About {companyName}:
- What we sell: (your products or services)
- Who we sell to: (industries, business sizes, cities)
- Why customers choose us: (two or three reasons)
- Prices and current offers: (starting price, plans, discounts)
- Hours: Monday to Saturday, 10 AM to 7 PM IST
- Contact: (phone, email, website)`,
  isActive: true,
};

export const TEMPLATE_PACK_IDS = ['saas', 'enterprise', 'cold-calling'] as const;
export type TemplatePackId = (typeof TEMPLATE_PACK_IDS)[number];

export interface TemplatePack {
  id: TemplatePackId;
  /** The button's label, as the spec names it. */
  label: string;
  scripts: AgentScripts;
}

export const TEMPLATE_PACKS: readonly TemplatePack[] = [
  {
    id: 'saas',
    label: 'SaaS Sales Playbook',
    scripts: {
      salesScript: `Hi, this is {agentName} from {companyName}. I saw that you signed up on our website recently, so I wanted to check how your first few days have gone.

Most teams like yours use {companyName} to stop losing leads between the first enquiry and the follow-up. I would love to understand what made you look for a tool, so I can show you the two or three features that matter most to you.`,
      qualificationQuestions: `1. What made you sign up: was there a specific problem or moment?
2. Which tool are you using today, and what is missing in it?
3. How many users would need access in the first month?
4. Which integrations are a must: WhatsApp, your website forms, Zapier, Google Sheets?
5. Is there a budget set aside for this, monthly or yearly?
6. Who signs off on software purchases in your company?
7. What would success look like after the first 30 days?`,
      objectionHandling: `"We are still evaluating other tools": That is sensible. Which ones are you comparing, and what matters most in the comparison? I can share how teams that switched from them set up in one afternoon.

"The price is higher than we expected": Yearly billing saves 30%, and you can start on a smaller plan and upgrade with proration when you grow.

"My team will not adopt another tool": Adoption is the main reason we built WhatsApp capture and a simple mobile view. Shall we set up a 20-minute onboarding call with your team?

"We need a feature you do not have": Tell me exactly how you would use it. I will check with our product team and come back to you by a named date.`,
      followUpPrompts: `- Send the trial checklist: import contacts, connect a lead form, create the first deal.
- Book a short onboarding call in the first week of the trial.
- Check in on day 7 with the customer's own numbers: leads added, calls made.
- Two days before the trial ends, offer help choosing the right plan.
- After purchase, ask for a review once they have closed their first deal with us.`,
    },
  },
  {
    id: 'enterprise',
    label: 'Enterprise Sales Guide',
    scripts: {
      salesScript: `Good morning, this is {agentName} from {companyName}. I am reaching out because many sales leaders at companies of your size tell us their regional teams each track leads differently, which makes forecasting hard.

I would like to understand how your sales organisation is set up today and, if it makes sense, arrange a meeting with one of our solution consultants. Would you have a few minutes now?`,
      qualificationQuestions: `1. How is your sales team organised: by region, product line or customer segment?
2. How many sales users, managers and administrators would use the system?
3. Which systems must it connect to: ERP, marketing automation, telephony, single sign-on?
4. What are your requirements for data residency, security reviews and audit logs?
5. Who are the stakeholders in this decision: sales, IT, finance, procurement?
6. What is your evaluation process and timeline, and is there a budget approved?
7. What happens if nothing changes this year?`,
      objectionHandling: `"We have a long procurement process": We work with procurement teams often. I can send our security questionnaire answers and standard contract terms now, so the review can start in parallel.

"We are locked into our current vendor": When does that contract renew? Many customers run a pilot with one region a quarter before renewal, so the decision is based on their own results.

"Security and compliance are a concern": Your data is encrypted at rest and in transit, each organisation's records are kept separate, and we can walk your IT team through our controls.

"This needs to go to the board": Understood. I can prepare a one-page business case with your numbers: team size, current conversion rate and the expected gain.`,
      followUpPrompts: `- Send a meeting summary within 24 hours naming every stakeholder and their concerns.
- Propose a pilot with clear success criteria, one team and a fixed end date.
- Share the security documentation with IT before they ask for it.
- Agree a mutual plan with dates for evaluation, legal review and signature.
- Keep the economic buyer informed every two weeks with pilot results.`,
    },
  },
  {
    id: 'cold-calling',
    label: 'Cold Calling Scripts',
    scripts: {
      salesScript: `Hi, this is {agentName} from {companyName}. I will be brief: we help small businesses reply to every enquiry within minutes, even when the team is busy.

I am not sure whether this is relevant for you, so may I ask one quick question? When someone enquires on your website or WhatsApp after office hours, who follows up and how soon?`,
      qualificationQuestions: `1. Are you the right person to speak to about how enquiries are handled?
2. Roughly how many enquiries do you get in a week?
3. How quickly does your team usually reply to a new enquiry?
4. Have you lost a customer because the follow-up was late?
5. Would it be useful to see how other businesses in your industry handle this?`,
      objectionHandling: `"How did you get my number?": Your business is listed publicly. If you prefer, I will note that you do not want calls and we will not call again.

"Not interested": I understand. Just so I do not waste your time in future, is that because you already have a system, or because follow-up is not a problem for you?

"Call me later": Of course. Is tomorrow at 11 AM or 4 PM better?

"Just send a message on WhatsApp": Happy to. I will send a two-line summary and a link to a short video. Is this the right number for WhatsApp?`,
      followUpPrompts: `- If interested: book a 15-minute demo before ending the call and confirm the time on WhatsApp.
- If "call later": call back at exactly the agreed time and mention the earlier call.
- If no answer: try again at a different time of day, at most three times in a week.
- If not interested: thank them, note the reason and do not call again for six months.
- Respect do-not-call requests immediately.`,
    },
  },
];

export const templatePack = (id: TemplatePackId): TemplatePack => {
  const pack = TEMPLATE_PACKS.find((candidate) => candidate.id === id);
  if (!pack) throw new Error(`Unknown template pack ${id}`);
  return pack;
};

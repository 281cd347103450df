/**
 * Queue names, apart from their definitions (each module's <area>.queues.ts, composed in functions/src/queues.ts): a function that sends to a queue imports
 * only its name, not every queue's settings.
 */
/** A contact's new name or company, or its deletion, carried to its deals. */
export const CONTACT_CHANGES_QUEUE = 'contact-changes';

/** A contact created, deleted or changed in its email, phone, name or company: its duplicates. */
export const CONTACT_DUPLICATES_QUEUE = 'contact-duplicates';

/** A merge of duplicates that began a minute ago: finished if it was cut short. */
export const CONTACT_MERGES_QUEUE = 'contact-merges';

/** A bulk job's next steps (a filter's matches gathered, then acted on a chunk at a time). */
export const CONTACT_BULK_QUEUE = 'contact-bulk';

/** A notice to email (notifications module): a slow SES never slows the change that notified. */
export const NOTIFICATIONS_QUEUE = 'notifications';

/** One user's daily report to build and send, started by the daily-reports-due schedule. */
export const DAILY_REPORTS_QUEUE = 'daily-reports';

/** One user's weekly report email to build and send, started by the weekly-reports-due schedule. */
export const WEEKLY_REPORTS_QUEUE = 'weekly-reports';

/** A member left or was removed: their leads go back to the unassigned leads, a batch at a time. */
export const MEMBER_DEPARTURES_QUEUE = 'member-departures';

/** A contact whose lead score evidence moved (an activity, a deal): its score is recomputed. */
export const LEAD_SCORES_QUEUE = 'lead-scores';

/** An uploaded import file to read once and split into chunks of rows (modules/imports). */
export const IMPORT_FILES_QUEUE = 'import-files';

/** A chunk of an import's rows to write: each chunk counts once, however often it arrives. */
export const IMPORT_CHUNKS_QUEUE = 'import-chunks';

/** An AI agent training document whose text is to be read into the agent's knowledge. */
export const TRAINING_FILES_QUEUE = 'training-files';

/** A real AI call to place through Twilio: at most once per call and try, within the limits. */
export const AI_CALL_DIALER_QUEUE = 'ai-call-dialer';

/** A real call that ended: analysed, written back to the CRM, its recording kept. */
export const CALL_OUTCOMES_QUEUE = 'call-outcomes';

/**
 * A call of an auto-calling run ended: the run's next lead is called. Apart from call-outcomes, so
 * the worker that analyses calls does not carry everything that places one.
 */
export const AUTO_RUN_STEPS_QUEUE = 'auto-run-steps';

/** A signed WhatsApp webhook change (inbound messages, statuses) to store (modules/whatsapp). */
export const WHATSAPP_EVENTS_QUEUE = 'whatsapp-events';

/** A visitor's message from the contact page, for the sales inbox (modules/site-messages). */
export const SITE_MESSAGES_QUEUE = 'site-messages';

/** An organization with room made: its held leads become contacts (modules/held-leads). */
export const HELD_LEADS_QUEUE = 'held-leads';

/** Razorpay's webhook events, taken once (modules/subscriptions). */
export const BILLING_EVENTS_QUEUE = 'billing-events';

/** SES's bounces and complaints about sent email (SNS in AWS; the mailbox simulator locally). */
export const EMAIL_EVENTS_QUEUE = 'email-events';

/** An organization's data to erase, its partitions in turn (modules/organization-erasure). */
export const ORGANIZATION_ERASURE_QUEUE = 'organization-erasure';

/** An account that may have changed, for the platform's figures (modules/accounts). */
export const ACCOUNT_FIGURES_QUEUE = 'account-figures';

/** The environment variable that holds a queue's URL, in AWS and locally. */
export const queueEnvName = (name: string) => `QUEUE_URL_${name.toUpperCase().replace(/-/g, '_')}`;

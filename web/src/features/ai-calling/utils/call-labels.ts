import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { TranscriptSpeaker } from '@salesflow/shared/ai-calls/demo-conversation';
import type { CallTarget } from '../hooks/use-active-call';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A call's date and time, like "Mar 5, 2025, 10:30 AM". */
export const callDateTime = (iso: string): string => when.format(new Date(iso));

/** The speaker label of a transcript line: the AI, or the contact by name. */
export const speakerLabel = (speaker: TranscriptSpeaker, contactName: string | null): string =>
  speaker === 'ai' ? 'AI' : contactName || 'Lead';

export const callContactName = (call: Pick<AiCall, 'contactName'>): string =>
  call.contactName || 'Unknown Contact';

/** Confidence 0.92 as "92%". */
export const confidenceLabel = (confidence: number | null): string =>
  confidence === null ? 'N/A' : `${Math.round(confidence * 100)}%`;

export const queueTarget = (entry: CallQueueEntry): CallTarget => ({
  contactId: entry.id,
  name: entry.name,
  company: entry.company,
  phone: entry.phone,
});

/** A queue entry the user may not call (a member's teammate's lead): why no call is offered. */
export const TEAMMATES_LEAD_TO_CALL =
  "A teammate's lead: a manager can call it or assign it to you.";

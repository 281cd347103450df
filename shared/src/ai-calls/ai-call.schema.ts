import * as z from 'zod/mini';
import { callPurposeField } from '../calls/india-calling';
import { idParamSchema } from '../text/id-param';
import { listQueryFields } from '../text/paging';
import { optionalText } from '../text/text-fields';

/** Statuses of document 1 section 3: what a client may set (demo calls). */
export const AI_CALL_STATUSES = ['queued', 'calling', 'completed'] as const;
/** A real call's end when nobody answered, after its last try. */
export const REAL_CALL_END_STATUSES = ['no_answer', 'busy', 'failed'] as const;
export type AiCallStatus =
  | (typeof AI_CALL_STATUSES)[number]
  | (typeof REAL_CALL_END_STATUSES)[number];

export const AI_CALL_OUTCOMES = ['interested', 'not_interested', 'callback', 'no_answer'] as const;
export type AiCallOutcome = (typeof AI_CALL_OUTCOMES)[number];

export const AI_CALL_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type AiCallSentiment = (typeof AI_CALL_SENTIMENTS)[number];

/** Demo call or a call through the phone network (the real-call issue). */
export type AiCallMode = 'demo' | 'real';

export const AI_CALL_LIMITS = {
  phoneNumber: 40,
  /** A 30-minute call (the longest maxCallDuration) is about 30,000 characters of speech. */
  transcript: 60_000,
  /** A day: no call lasts longer, and a wrong unit (milliseconds) is refused, not stored. */
  duration: 86_400,
  notes: 2000,
} as const;

/** The ai_calls entity as the API answers it (document 1 sections 3 and 7). */
export interface AiCall {
  id: string;
  contactId: string;
  /** The contact's name and company when the call was made: the call stays readable after. */
  contactName: string | null;
  contactCompany: string | null;
  phoneNumber: string;
  status: AiCallStatus;
  mode: AiCallMode;
  duration: number | null;
  transcript: string | null;
  outcome: AiCallOutcome | null;
  sentiment: AiCallSentiment | null;
  aiScore: number | null;
  confidence: number | null;
  /** Who scored it: the caller's client (demo), the built-in rules, or the LLM. */
  scoredBy: 'client' | 'rules' | 'llm' | null;
  twilioCallSid: string | null;
  recordingUrl: string | null;
  /** Who started the call. */
  userId: string;
  startedAt: string | null;
  endedAt: string | null;
  createdAt: string;
  completedAt: string | null;
  updatedAt: string;
  /** Real calls: the analysis' two sentences and next step. */
  summary?: string | null;
  nextStep?: string | null;
  /** Real calls: when it is due (outside calling hours, a retry, a callback), and which try. */
  scheduledFor?: string | null;
  attempt?: number;
  /** Real calls: the time the lead asked to be called back. */
  callbackAt?: string | null;
  /** Real calls: why it ended without a conversation (busy, no answer, voicemail, failed). */
  endReason?: string | null;
  /** Real calls: the lead's questions, and whether the agent answered each (the analysis'). */
  questions?: { question: string; answered: boolean }[];
}

const phoneNumberField = z.string({ error: 'Phone number is required' }).check(
  z.trim(),
  z.minLength(1, 'Phone number is required'),
  z.maxLength(AI_CALL_LIMITS.phoneNumber, 'Enter a valid phone number'),
  z.regex(/^\+?[0-9][0-9 ()./-]*$/, 'Enter a valid phone number'),
  z.refine((v) => (v.match(/[0-9]/g) ?? []).length >= 6, 'Enter a valid phone number'),
);

const contactIdField = idParamSchema.shape.id;

const statusField = z.enum(AI_CALL_STATUSES, {
  error: `Status must be one of ${AI_CALL_STATUSES.join(', ')}`,
});

/** POST /api/ai-calls: a call record for one of the organization's contacts. */
export const aiCallCreateSchema = z.object({
  contactId: contactIdField,
  phoneNumber: phoneNumberField,
  status: z._default(statusField, 'queued'),
});
export type AiCallCreate = z.output<typeof aiCallCreateSchema>;

const DURATION_MESSAGE = 'Duration must be whole seconds, 0 or more';
const SCORE_MESSAGE = 'AI score must be a whole number from 0 to 100';
const CONFIDENCE_MESSAGE = 'Confidence must be a number from 0 to 1';

/** A field that may be left out (kept), null (cleared) or a value. */
const patchField = <T extends z.ZodMiniType>(field: T) => z.optional(z.nullable(field));

/**
 * PUT /api/ai-calls/{id}: what a call's progress and end change. Fields left out stay as they
 * are. Confidence is decimal(5,4): at most four decimals.
 */
export const aiCallUpdateSchema = z.object({
  status: z.optional(statusField),
  duration: patchField(
    z
      .number({ error: DURATION_MESSAGE })
      .check(
        z.int({ error: DURATION_MESSAGE }),
        z.minimum(0, DURATION_MESSAGE),
        z.maximum(AI_CALL_LIMITS.duration, 'Duration must be at most a day (86400 seconds)'),
      ),
  ),
  transcript: z.optional(optionalText(AI_CALL_LIMITS.transcript, 'multi')),
  outcome: patchField(
    z.enum(AI_CALL_OUTCOMES, {
      error: `Outcome must be one of ${AI_CALL_OUTCOMES.join(', ')}`,
    }),
  ),
  sentiment: patchField(
    z.enum(AI_CALL_SENTIMENTS, {
      error: `Sentiment must be one of ${AI_CALL_SENTIMENTS.join(', ')}`,
    }),
  ),
  aiScore: patchField(
    z
      .number({ error: SCORE_MESSAGE })
      .check(
        z.int({ error: SCORE_MESSAGE }),
        z.minimum(0, SCORE_MESSAGE),
        z.maximum(100, SCORE_MESSAGE),
      ),
  ),
  confidence: patchField(
    z.number({ error: CONFIDENCE_MESSAGE }).check(
      z.minimum(0, CONFIDENCE_MESSAGE),
      z.maximum(1, CONFIDENCE_MESSAGE),
      z.refine(
        (v) => Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6,
        'Confidence may have at most 4 decimals',
      ),
    ),
  ),
});
export type AiCallUpdate = z.output<typeof aiCallUpdateSchema>;

export const AI_CALL_PAGE_MAX = 100;
export const AI_CALL_ARRAY_MAX = 200;

export const aiCallListQuerySchema = z.object({
  limit: listQueryFields(AI_CALL_PAGE_MAX).limit,
  cursor: listQueryFields(AI_CALL_PAGE_MAX).cursor,
  contactId: z.optional(contactIdField),
});
export type AiCallListQuery = z.output<typeof aiCallListQuerySchema>;

export interface AiCallPage {
  items: AiCall[];
  nextCursor: string | null;
}

/**
 * GET /api/ai-calls/{id}/recording: the audio (the player's source); `?download=1` has it saved
 * as a file ("Download the recording").
 */
export const callRecordingQuerySchema = z.object({
  download: z.optional(z.literal('1', { error: 'download must be 1 (or left out)' })),
});

/** POST /api/ai-calling/initiate (document 1 section 7). */
export const initiateCallSchema = z.object({
  contactId: contactIdField,
  phoneNumber: phoneNumberField,
  notes: optionalText(AI_CALL_LIMITS.notes, 'multi'),
  /** TRAI's purpose (promotional when absent): which number it may come from, and when. */
  purpose: z.optional(callPurposeField),
});

/** POST /api/ai-calling/start-real-call. */
export const startRealCallSchema = z.object({
  contactId: contactIdField,
  phoneNumber: phoneNumberField,
  purpose: z.optional(callPurposeField),
});

/** The answer of both call-starting routes (document 1 section 7). */
export interface StartCallAnswer {
  success: boolean;
  requiresSetup: boolean;
  message: string;
  aiCall?: { id: string };
  /** Outside the lead's calling hours: when the call will be placed (it is queued till then). */
  scheduledFor?: string | null;
}

/** GET /api/ai-calling/usage: the organization's AI calls this billing month, and its plan's. */
export interface CallUsage {
  planId: string;
  planName: string;
  used: number;
  /** AI calls a month the plan allows (0: none). */
  limit: number;
  /** The day the count starts again ("2026-12-01"). */
  renewsOn: string;
  /** A trial's end (null on a paid plan); an ended trial places no AI calls. */
  trialEndsAt: string | null;
  trialExpired: boolean;
  /** Calls the organization may have on the line at once. */
  concurrentCalls: number;
}

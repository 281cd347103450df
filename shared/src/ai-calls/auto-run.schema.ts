import * as z from 'zod/mini';
import { type CallPurpose, callPurposeField } from '../calls/india-calling';

/** An auto-calling run places at most this many calls, one after another. */
export const AUTO_RUN_MAX_CALLS = 50;
export const AUTO_RUN_DEFAULT_CALLS = 10;

const CALLS_MESSAGE = `Calls must be a whole number from 1 to ${AUTO_RUN_MAX_CALLS}`;
const SCORE_MESSAGE = 'Minimum score must be a whole number from 0 to 100';

/**
 * POST /api/ai-calling/auto-run: Start Auto-Calling with real calls. The queue is called one lead
 * after another, best score first, until it is stopped, `maxCalls` are placed, or nobody is left.
 */
export const startAutoRunSchema = z.object({
  maxCalls: z._default(
    z
      .number({ error: CALLS_MESSAGE })
      .check(
        z.int({ error: CALLS_MESSAGE }),
        z.minimum(1, CALLS_MESSAGE),
        z.maximum(AUTO_RUN_MAX_CALLS, CALLS_MESSAGE),
      ),
    AUTO_RUN_DEFAULT_CALLS,
  ),
  minScore: z._default(
    z
      .number({ error: SCORE_MESSAGE })
      .check(
        z.int({ error: SCORE_MESSAGE }),
        z.minimum(0, SCORE_MESSAGE),
        z.maximum(100, SCORE_MESSAGE),
      ),
    0,
  ),
  /** TRAI's purpose of every call of the run (promotional unless said). */
  purpose: z._default(callPurposeField, 'promotional'),
});
export type StartAutoRunInput = z.infer<typeof startAutoRunSchema>;

export const AUTO_RUN_STATUSES = ['running', 'stopped', 'finished'] as const;
export type AutoRunStatus = (typeof AUTO_RUN_STATUSES)[number];

/** A user's auto-calling run (the latest one): what it has called and the call on now. */
export interface AutoRun {
  id: string;
  status: AutoRunStatus;
  maxCalls: number;
  minScore: number;
  /** Promotional when absent (runs from before purposes). */
  purpose?: CallPurpose;
  callsPlaced: number;
  /** The call the run waits on; the next lead is called when it ends. */
  currentCallId: string | null;
  /** Whom that call is to (the live panel shows it). */
  current: { contactId: string; name: string; company: string | null; phone: string } | null;
  /** Whom it has called, in order (at most `maxCalls`). */
  contactIds: string[];
  /** Leads it passed over, and why (Do Not Call, consent, outside their hours...), the last few. */
  skipped: { contactId: string; name: string; reason: string }[];
  /** Why it stopped or finished: "Stopped by you", "Placed all 10 calls", "No more leads...". */
  endReason: string | null;
  startedAt: string;
  updatedAt: string;
}

/** GET /api/ai-calling/auto-run and the answers of starting and stopping. */
export interface AutoRunAnswer {
  run: AutoRun | null;
  /** Starting without Twilio credentials: nothing runs (the screen falls back to a demo call). */
  requiresSetup?: boolean;
  message?: string;
}

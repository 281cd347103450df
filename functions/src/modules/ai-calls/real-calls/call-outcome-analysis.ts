import type { AiCallOutcome, AiCallSentiment } from '@salesflow/shared/ai-calls/ai-call.schema';
import { analyseCall } from '../../call-agent/call-analysis';
import { llmKey } from '../../security-settings/provider-keys.service';
import type { CallRecord } from '../ai-call.entity';

/** What a finished real call is found to say (by the LLM when set up, else by the rules). */
export interface CallFindings {
  outcome: AiCallOutcome;
  sentiment: AiCallSentiment;
  aiScore: number;
  confidence: number;
  summary: string;
  nextStep: string;
  callbackAt: string | null;
  doNotCall: boolean;
  scoredBy: 'rules' | 'llm';
  /** The lead's questions and whether the agent answered each (absent: none asked). */
  questions?: { question: string; answered: boolean }[];
}

const MACHINE = /^(machine|fax)/;

/**
 * The call's transcript analysed: by the organization's LLM with a JSON schema when it has a key,
 * else (or when the LLM fails or answers out of range) by the built-in rules. A voicemail (an
 * answering machine picked up) is no_answer whatever was said to it.
 */
export const analyseFinishedCall = async (call: CallRecord): Promise<CallFindings> => {
  const result = await analyseCall({
    transcript: call.transcript ?? '',
    callAt: new Date(call.startedAt ?? call.createdAt),
    timeZone: call.real?.timeZone ?? 'Asia/Kolkata',
    llmKey: await llmKey(call.organizationId),
  });
  const findings: CallFindings = { ...result.analysis, scoredBy: result.by };
  if (MACHINE.test(call.real?.answeredBy ?? '')) {
    return {
      ...findings,
      outcome: 'no_answer',
      sentiment: 'neutral',
      aiScore: 0,
      callbackAt: null,
      summary: `${call.contactName ?? 'The lead'}'s voicemail answered; a short message was left.`,
      nextStep: 'Try again at another time of day.',
    };
  }
  return findings;
};

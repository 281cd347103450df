import type { AiCallOutcome, AiCallSentiment } from '@salesflow/shared/ai-calls/ai-call.schema';
import { scoreTranscript } from '@salesflow/shared/calls/transcript-scorer';
import type { CallRecord } from './ai-call.entity';

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
}

const DO_NOT_CALL =
  /\b(do not|don't|dont|never) (call|ring|contact) (me|us)\b|\bstop calling\b|\bremove (me|my number|us) from\b|\bcall mat karo\b|\bdobara call mat\b/i;

const NEXT_STEPS: Record<AiCallOutcome, string> = {
  interested: 'Follow up with a proposal and book a meeting.',
  callback: 'Call back at the time the lead asked for.',
  not_interested: 'Close the lead for now; revisit next quarter.',
  no_answer: 'Try again at another time of day.',
};

/** The built-in analysis: the transcript scorer, a short summary and the next step. */
export const analyseWithRules = (call: CallRecord): CallFindings => {
  const transcript = call.transcript ?? '';
  const score = scoreTranscript(transcript);
  const leadLines = transcript
    .split('\n')
    .filter((line) => /^lead:/i.test(line.trim()))
    .map((line) => line.replace(/^lead:\s*/i, '').trim());
  const doNotCall = leadLines.some((line) => DO_NOT_CALL.test(line));
  const outcome = doNotCall ? 'not_interested' : score.outcome;
  const who = call.contactName ?? 'The lead';
  const said = leadLines.at(-1);
  return {
    ...score,
    outcome,
    summary: `${who} ${
      outcome === 'interested'
        ? 'showed interest on the call'
        : outcome === 'callback'
          ? 'asked to be called back'
          : outcome === 'not_interested'
            ? 'was not interested'
            : 'could not be reached'
    }.${said ? ` Last words: "${said.slice(0, 160)}".` : ''}`,
    nextStep: doNotCall ? 'Do not call this lead again.' : NEXT_STEPS[outcome],
    callbackAt: null,
    doNotCall,
    scoredBy: 'rules',
  };
};

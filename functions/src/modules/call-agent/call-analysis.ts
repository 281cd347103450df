import {
  CALL_ANALYSIS_JSON_SCHEMA,
  type CallAnalysis,
  callAnalysisSchema,
} from '@salesflow/shared/ai-calls/call-analysis.schema';
import { asksDoNotCall } from '@salesflow/shared/calls/do-not-call';
import { parseTranscript, type TranscriptLine } from '@salesflow/shared/calls/transcript';
import { scoreTranscriptLines } from '@salesflow/shared/calls/transcript-scorer';
import { completeJson } from '../../platform/llm/llm-client';
import type { LlmFailure } from '../../platform/llm/llm-errors';
import { spokenTime } from './agent-lines';
import { crossCheckQuestions, questionsAsked, withQuestions } from './call-questions';
import { readLeadLine } from './lead-line';

/**
 * What a call's transcript concludes once the call ends (call-analysis.schema.ts). With an LLM key
 * the model reads it (structured output); its answer is checked, and the rules' answer is used
 * instead when the model fails or answers out of range. Two things are never left to the model
 * alone: a Do Not Call request the rules hear is kept, and a callback time it could not resolve
 * (or resolved into the past) is the rules' one. The lead's questions are found by the rules and
 * read with the model's verdicts (call-questions.ts); one left unanswered caps the score.
 */
export interface CallAnalysisInput {
  /** `Speaker: message` lines, as stored. */
  transcript: string;
  /** When the call took place: callback times are resolved against it. */
  callAt: Date;
  /** The lead's IANA time zone. */
  timeZone: string;
  llmKey: string | null;
  signal?: AbortSignal;
}

export interface CallAnalysisResult {
  analysis: CallAnalysis;
  by: 'llm' | 'rules';
  /** Why the model's answer was not used, when it was asked. */
  llmFailure?: LlmFailure;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The last callback time the lead named, read with the question before each line. */
const callbackTimeOf = (lines: readonly TranscriptLine[], callAt: Date, timeZone: string) => {
  let found: string | null = null;
  let previousAi: string | null = null;
  for (const line of lines) {
    if (line.speaker === 'ai') previousAi = line.message;
    else {
      const at = readLeadLine(line.message, previousAi, { now: callAt, timeZone }).callbackAt;
      if (at) found = at;
    }
  }
  return found;
};

const NEXT_STEPS = {
  interested: 'Book the demo or send the quote the lead asked for within one working day.',
  not_interested: 'Do not follow up for three months.',
  no_answer: 'Try the lead again at a different time of day.',
} as const;

/** The built-in analysis: the transcript scorer, Do Not Call phrases and the callback time. */
export const ruleAnalysis = (transcript: string, callAt: Date, timeZone: string): CallAnalysis => {
  const lines = parseTranscript(transcript);
  const score = scoreTranscriptLines(lines);
  const leadLines = lines.filter((l) => l.speaker === 'lead' && l.message.trim() !== '');
  const doNotCall = leadLines.some((l) => asksDoNotCall(l.message));
  const outcome = doNotCall ? 'not_interested' : score.outcome;
  const aiScore = doNotCall ? Math.min(score.aiScore, 5) : score.aiScore;
  const asked = callbackTimeOf(lines, callAt, timeZone);
  const callbackAt = outcome === 'callback' || outcome === 'interested' ? asked : null;
  const when = callbackAt ? spokenTime(callbackAt, callAt, timeZone, 'en-US') : null;
  const what = {
    interested: 'The lead was interested',
    callback: when
      ? `The lead asked to be called back ${when}`
      : 'The lead asked to be called back later',
    not_interested: doNotCall
      ? 'The lead asked not to be called again'
      : 'The lead was not interested',
    no_answer: 'Nobody live answered the call',
  }[outcome];
  const turns = leadLines.length;
  const summary = `${what}. The lead spoke ${turns} ${turns === 1 ? 'time' : 'times'} and the tone was ${score.sentiment}.`;
  const questions = questionsAsked(lines, { now: callAt, timeZone }).map(
    ({ question, answered }) => ({ question, answered }),
  );
  const nextStep =
    outcome === 'callback'
      ? when
        ? `Call the lead back ${when}.`
        : 'Call the lead back at a better time within two days.'
      : doNotCall
        ? 'Mark the lead Do Not Call and do not call again.'
        : NEXT_STEPS[outcome];
  const analysis: CallAnalysis = {
    outcome,
    sentiment: score.sentiment,
    aiScore,
    confidence: round4(score.confidence),
    summary,
    nextStep,
    callbackAt,
    doNotCall,
  };
  return withQuestions(analysis, questions);
};

const instructions = (callAt: Date, timeZone: string) =>
  [
    'You analyse the transcript of a sales phone call made by an AI agent ("AI") to a lead ("Lead").',
    "Only the lead's words are evidence of their intent. Answer JSON with:",
    '- outcome: interested, not_interested, callback (they asked to talk another time), or no_answer (nobody live spoke: voicemail, silence).',
    "- sentiment: the lead's tone: positive, neutral or negative.",
    '- aiScore: lead quality 0-100 consistent with the outcome (interested 60-98, callback 35-65, not_interested 0-30, no_answer 0).',
    '- confidence: 0 to 1, how sure you are of the outcome.',
    '- summary: two sentences. nextStep: one sentence, what the sales team should do next.',
    `- callbackAt: if the lead asked to be called back at a time, that time as ISO 8601 with offset; the call took place at ${callAt.toISOString()} and the lead's time zone is ${timeZone}. Otherwise null.`,
    '- doNotCall: true only if the lead asked never to be called again.',
    '- questions: each question the lead asked (as said) and answered: true only if the AI\'s next words answered it with real content; a deferral ("someone will follow up") or a script line that ignores the question is not an answer.',
    "- A call where a lead's question went unanswered did not go well: score it accordingly and make answering it part of nextStep.",
  ].join('\n');

/** The model's analysis, checked; or the rules' one. */
export const analyseCall = async (input: CallAnalysisInput): Promise<CallAnalysisResult> => {
  const rules = ruleAnalysis(input.transcript, input.callAt, input.timeZone);
  if (!input.llmKey || parseTranscript(input.transcript).length === 0) {
    return { analysis: rules, by: 'rules' };
  }
  const answer = await completeJson({
    key: input.llmKey,
    messages: [
      { role: 'system', content: instructions(input.callAt, input.timeZone) },
      { role: 'user', content: `Transcript:\n${input.transcript}` },
    ],
    schema: callAnalysisSchema,
    jsonSchema: { name: 'call_analysis', schema: CALL_ANALYSIS_JSON_SCHEMA },
    temperature: 0,
    ...(input.signal ? { signal: input.signal } : {}),
  });
  if (answer.kind !== 'ok') return { analysis: rules, by: 'rules', llmFailure: answer };
  const model = answer.value;
  const doNotCall = model.doNotCall || rules.doNotCall;
  const judged = questionsAsked(parseTranscript(input.transcript), {
    now: input.callAt,
    timeZone: input.timeZone,
  });
  const modelTime = model.callbackAt ? new Date(model.callbackAt) : null;
  const callbackAt =
    modelTime && modelTime.getTime() > input.callAt.getTime()
      ? modelTime.toISOString()
      : model.outcome === 'callback' || model.outcome === 'interested'
        ? rules.callbackAt
        : null;
  const checked: CallAnalysis = {
    ...model,
    outcome: doNotCall ? 'not_interested' : model.outcome,
    confidence: round4(model.confidence),
    callbackAt,
    doNotCall,
  };
  const questions = crossCheckQuestions(judged, model.questions ?? []);
  // The model's own summary may already say a question went unanswered: then only the cap.
  const told = /question/i.test(`${model.summary} ${model.nextStep}`);
  const withThem = withQuestions(checked, questions);
  return {
    analysis: told
      ? { ...withThem, summary: checked.summary, nextStep: checked.nextStep }
      : withThem,
    by: 'llm',
  };
};

import { answerQuestion } from './agent-answer';
import type { AgentContext } from './agent-context';
import { placeholdersOf, secondsLeft, WRAP_UP_SECONDS } from './agent-context';
import { agentLines, confirmCallback } from './agent-lines';
import {
  matchObjection,
  objectionsOf,
  openingOf,
  pitchOf,
  questionsOf,
  quotedLinesOf,
} from './agent-scripts';
import { readLeadLine } from './lead-line';
import { localisedScripts } from './localised-scripts';

/**
 * The agent with no LLM key: deterministic, and it follows the configured scripts. The opening
 * (the sales script's first paragraph), then the rest of the script, then the qualification
 * questions one by one, then a close; an objection the objection handling names is answered with
 * its answer (once each), and the rules of the lead's line come first: a Do Not Call request, a
 * callback time (confirmed), or a refusal end the call. Where the conversation stands is read
 * from what the agent has already said, so the caller passes only the turns. A question is
 * answered from the company information and training files (agent-answer.ts), or deferred to the
 * team when they do not say, and then the script goes on.
 */
export type AgentStep =
  | 'opening'
  | 'pitch'
  | 'question'
  | 'objection'
  | 'answer'
  | 'ask-time'
  | 'callback'
  | 'do-not-call'
  | 'not-interested'
  | 'close';

export interface AgentDecision {
  text: string;
  /** Hang up after saying it. */
  end: boolean;
  step: AgentStep;
}

/**
 * What the agent says when the lead picks up (ConversationRelay's `welcomeGreeting`): the sales
 * script's first paragraph, placeholders filled. Pass it back as the first `ai` turn.
 */
export const welcomeGreeting = (context: Pick<AgentContext, 'settings' | 'companyName'>) => {
  const values = placeholdersOf(context);
  return (
    openingOf(localisedScripts(context.settings).salesScript, values) ||
    agentLines(context.settings.language).opening(values.agentName, values.companyName)
  );
};

export const builtInReply = (given: AgentContext): AgentDecision => {
  const settings = localisedScripts(given.settings);
  const context = settings === given.settings ? given : { ...given, settings };
  const lines = agentLines(settings.language);
  const values = placeholdersOf(context);
  const opening = welcomeGreeting(context);
  const aiSaid = context.turns.filter((t) => t.speaker === 'ai').map((t) => t.text);
  const said = (text: string) => text !== '' && aiSaid.some((line) => line.includes(text));
  const last = context.turns.at(-1);
  if (aiSaid.length === 0) return { text: opening, end: false, step: 'opening' };
  // Asked again with no new line from the lead (silence after our last words).
  if (last?.speaker !== 'lead') {
    return { text: lines.stillThere, end: false, step: 'opening' };
  }
  const previousAi = aiSaid.at(-1) ?? null;
  const now = context.now ?? new Date();
  const timeZone = context.lead.timeZone ?? 'UTC';
  const lead = readLeadLine(last.text, previousAi, { now, timeZone });

  if (lead.doNotCall) return { text: lines.doNotCall, end: true, step: 'do-not-call' };
  if (lead.callbackAt) {
    const text = confirmCallback(lead.callbackAt, now, timeZone, settings.language);
    return { text, end: true, step: 'callback' };
  }
  // Time is nearly up (maxCallDuration): close rather than start another question.
  const left = secondsLeft(context);
  if (left !== null && left <= WRAP_UP_SECONDS) return close(context);
  const objection = matchObjection(last.text, objectionsOf(settings.objectionHandling, values));
  if (objection && !said(objection.answer)) {
    return { text: objection.answer, end: false, step: 'objection' };
  }
  if (lead.wantsCallback) {
    return said(lines.askTime)
      ? { text: lines.noTime, end: true, step: 'callback' }
      : { text: lines.askTime, end: false, step: 'ask-time' };
  }
  // "Anything else?" answered with no question ("no, that is all"): the call is done, not refused.
  if (previousAi?.endsWith(lines.anythingElse) && !lead.question) return close(context);
  if (lead.refuses) return { text: lines.notInterested, end: true, step: 'not-interested' };
  const pitch = pitchOf(settings.salesScript, values);
  const next = questionsOf(settings.qualificationQuestions, values).find((q) => !said(q));
  // An answer, then the script goes on: the pitch if not yet said, else the next question.
  const answered = (text: string): AgentDecision => {
    const then = pitch && !said(pitch) ? pitch : (next ?? lines.anythingElse);
    return { text: `${text} ${then}`, end: false, step: 'answer' };
  };
  const answer = lead.question ? answerQuestion(context, last.text, lines) : null;
  if (answer?.known) return answered(answer.text);
  for (const [applies, line] of [
    [lead.price, lines.price],
    [lead.hedge, lines.hedge],
    [lead.hasSupplier, lines.supplier],
  ] as const) {
    if (applies && !said(line)) return { text: line, end: false, step: 'objection' };
  }
  if (answer) return answered(answer.text);

  if (pitch && !said(pitch)) return { text: pitch, end: false, step: 'pitch' };
  if (next) {
    const askedBefore = previousAi?.trim().endsWith('?');
    const text = askedBefore ? `${lines.thanks} ${next}` : next;
    return { text, end: false, step: 'question' };
  }
  return close(context);
};

/** The close: a summary line, then the follow-up prompts' own farewell if they quote one. */
const close = (context: AgentContext): AgentDecision => {
  const lines = agentLines(context.settings.language);
  const quoted = quotedLinesOf(context.settings.followUpPrompts);
  const farewell = quoted.at(-1) ?? lines.farewell;
  return { text: `${lines.summary} ${farewell}`, end: true, step: 'close' };
};

import type { AI_AGENT_LANGUAGES } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { fillPlaceholders } from '@salesflow/shared/ai-agent/ai-agent-templates';
import type { ChatMessage } from '../../platform/llm/llm-config';
import { type AgentContext, placeholdersOf, secondsLeft, WRAP_UP_SECONDS } from './agent-context';
import { factsFor, ownCompanyInfo } from './company-knowledge';
import { asksQuestion } from './lead-line';

/**
 * The system prompt for a live call and the message list from the turns so far. The model is
 * asked to end a call with a marker, never spoken (agent-reply.ts strips it and ends the call).
 */
export const END_CALL_MARKER = '[END_CALL]';

/** How much of the training files' text goes into a prompt (about 3,000 tokens). */
export const KNOWLEDGE_MAX_CHARS = 12_000;

const LANGUAGE_NAMES: Record<(typeof AI_AGENT_LANGUAGES)[number], string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'es-ES': 'Spanish (Spain)',
  'fr-FR': 'French (France)',
  'de-DE': 'German (Germany)',
  'en-IN': 'Indian English',
  'hi-IN': 'Hindi, written in Devanagari (Hinglish is fine when the lead mixes English in)',
  'hi-Latn':
    "Hinglish: reply in Hinglish, Hindi in Latin letters mixed with English as the lead does (the lead's words may reach you in Devanagari; still reply in Latin letters)",
};

const section = (title: string, body: string) =>
  body.trim() === '' ? '' : `## ${title}\n${body.trim()}\n\n`;

/**
 * The passages that answer the lead's latest question, marked as the facts to answer from; or,
 * when nothing does, the instruction to say someone will follow up. Empty when no question.
 */
const factsForQuestion = (context: AgentContext) => {
  const last = context.turns.at(-1);
  if (last?.speaker !== 'lead' || !asksQuestion(last.text)) return '';
  const facts = factsFor(context, last.text);
  return section(
    "Facts for the lead's latest question",
    facts.length > 0
      ? `Answer the lead's question from these facts only:\n${facts.map((f) => `- ${f.passage.text}`).join('\n')}`
      : 'Nothing in the company information or knowledge answers it: say you do not have that detail and someone from the team will follow up. Do not guess.',
  );
};

const wrapUp = (context: AgentContext) => {
  const left = secondsLeft(context);
  return left !== null && left <= WRAP_UP_SECONDS
    ? section(
        'Time',
        `The call must end in about ${left} seconds: agree the next step, say goodbye and end the call now.`,
      )
    : '';
};

export const systemPrompt = (context: AgentContext): string => {
  const { settings, lead } = context;
  const values = placeholdersOf(context);
  const fill = (text: string) => fillPlaceholders(text, values);
  const leadLine = [
    `Name: ${lead.name || 'unknown'}`,
    lead.company ? `Company: ${lead.company}` : '',
    lead.title ? `Title: ${lead.title}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return (
    `You are ${values.agentName}, a sales representative calling on behalf of ${values.companyName}. ` +
    'You are on a live phone call: what you write is spoken aloud to the lead.\n\n' +
    '## Goal\nQualify the lead and agree a concrete next step (a demo, a trial, or a call back at a named day and time).\n\n' +
    '## Rules\n' +
    `- Speak ${LANGUAGE_NAMES[settings.language]}.\n` +
    '- Be brief: one or two short sentences a turn, then let the lead speak. Ask one question at a time.\n' +
    '- Plain spoken words only: no lists, no markdown, no emojis, no stage directions.\n' +
    '- Never invent facts, prices, features or offers that are not in the company information or knowledge below. If you do not know, say you will check and follow up.\n' +
    '- When the lead asks a question, answer it first, in a sentence or two, only from the company information and knowledge below; if the answer is not there, say you do not have that detail and someone from the team will follow up. Then go on with the call.\n' +
    '- If the lead is not interested, asks not to be called again, or asks to be called back (confirm the day and time), end politely.\n' +
    `- When the call should end, say your goodbye and then write ${END_CALL_MARKER} at the very end. Never write it otherwise.\n\n` +
    section('Company information', fill(ownCompanyInfo(settings.companyInfo))) +
    section('Opening script', fill(settings.salesScript)) +
    section('Qualification questions', fill(settings.qualificationQuestions)) +
    section('Objection handling', fill(settings.objectionHandling)) +
    section('Follow-up and closing', fill(settings.followUpPrompts)) +
    section('Knowledge from training files', context.knowledge.slice(0, KNOWLEDGE_MAX_CHARS)) +
    section('The lead', leadLine) +
    factsForQuestion(context) +
    wrapUp(context)
  ).trim();
};

/** The system prompt, then the turns: the agent's as assistant messages, the lead's as user. */
export const chatMessages = (context: AgentContext): ChatMessage[] => [
  { role: 'system', content: systemPrompt(context) },
  ...context.turns
    .filter((turn) => turn.text.trim() !== '')
    .map(
      (turn): ChatMessage => ({
        role: turn.speaker === 'ai' ? 'assistant' : 'user',
        content: turn.text,
      }),
    ),
];

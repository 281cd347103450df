import {
  DEFAULT_AI_AGENT_SCRIPTS,
  fillPlaceholders,
} from '@salesflow/shared/ai-agent/ai-agent-templates';
import { type AgentContext, placeholdersOf } from './agent-context';
import { findPassages, type PassageMatch, passageIndexOf, termsOf } from './knowledge-passages';

const squashed = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The company information the user filled in: the default template untouched is a blank form,
 * and a line whose value is still the template's hint ("What we sell: (your products)") is unfilled;
 * neither is a fact the agent may repeat.
 */
export const ownCompanyInfo = (text: string): string => {
  if (squashed(text) === squashed(DEFAULT_AI_AGENT_SCRIPTS.companyInfo)) return '';
  return text
    .split('\n')
    .filter((line) => !/:\s*\([^)]*\)\s*$/.test(line))
    .join('\n');
};

type KnowledgeSource = Pick<AgentContext, 'settings' | 'companyName' | 'knowledge'>;

/** Everything the agent may state as fact: the company information, then the training files. */
export const knowledgeTextOf = (context: KnowledgeSource): string =>
  `${fillPlaceholders(ownCompanyInfo(context.settings.companyInfo), placeholdersOf(context))}\n\n${context.knowledge}`;

/** The passages of the agent's knowledge that answer the question, best first. */
export const factsFor = (context: KnowledgeSource, question: string): PassageMatch[] =>
  findPassages(passageIndexOf(knowledgeTextOf(context)), question, {
    // "Does Acme have an app?": the company's name is in every fact and answers nothing.
    ignore: termsOf(`${context.companyName} ${context.settings.name}`).filter(
      (t) => !t.startsWith('#'),
    ),
  });

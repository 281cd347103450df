import type { AiAgentSettings } from '@salesflow/shared/ai-agent/ai-agent-settings';

/** One turn of the conversation so far, as the relay heard and spoke it. */
export interface AgentTurn {
  speaker: 'ai' | 'lead';
  text: string;
}

export interface AgentLead {
  name: string;
  company?: string | null;
  title?: string | null;
  /** IANA zone: a callback time the lead names is read in it. */
  timeZone?: string | null;
}

/** Everything one turn of the agent needs; no DynamoDB: the caller reads it once per call. */
export interface AgentContext {
  settings: AiAgentSettings;
  /** The organization's name, for `{companyName}`. */
  companyName: string;
  lead: AgentLead;
  /** The training files' text (agentKnowledge), possibly empty. */
  knowledge: string;
  /** The turns so far; the last is usually the lead's line being answered. Empty: the opening. */
  turns: readonly AgentTurn[];
  /** The organization's LLM key (llmKey); null: the built-in agent answers. */
  llmKey: string | null;
  /** The call's clock (callback times are resolved against it); now by default. */
  now?: Date;
  /** Seconds since the lead answered: near the agent's maxCallDuration the agent closes. */
  elapsedSeconds?: number;
  /** The lead interrupted or the call ended: stop producing tokens. */
  signal?: AbortSignal;
}

export const placeholdersOf = (context: Pick<AgentContext, 'settings' | 'companyName'>) => ({
  agentName: context.settings.name,
  companyName: context.companyName,
});

/** Seconds before maxCallDuration at which the agent starts to close the call. */
export const WRAP_UP_SECONDS = 30;

/** Seconds left before the call's limit, or null when the caller did not say how long it has run. */
export const secondsLeft = (context: Pick<AgentContext, 'settings' | 'elapsedSeconds'>) =>
  context.elapsedSeconds === undefined
    ? null
    : Math.max(0, context.settings.maxCallDuration - context.elapsedSeconds);

import { type StreamOutcome, streamChat } from '../../platform/llm/llm-client';
import type { AgentContext } from './agent-context';
import { chatMessages, END_CALL_MARKER } from './agent-prompt';
import { builtInReply } from './built-in-agent';
import { readLeadLine } from './lead-line';

/**
 * One turn of the agent, the same shape whoever answers: `tokens` to speak as they come, and `end`
 * (whether to hang up after them), which settles once `tokens` has been read to its end.
 *
 * With an LLM key the model answers (streamed), and the end of the call is its `[END_CALL]` marker
 * (stripped, even split across tokens) or the rules of the lead's line that always end a call: a
 * Do Not Call request or a callback time. If the model fails before its first token (wrong key,
 * rate limit, no answer in time) or answers nothing, the built-in agent answers that turn instead,
 * so the lead is never left in silence; `llm` then holds the failure for the caller to log or show.
 * A caller that sees a failure should pass `llmKey: null` for the rest of the call rather than wait
 * for the same timeout on every turn.
 */
export interface AgentReply {
  tokens: AsyncIterable<string>;
  end: Promise<boolean>;
  /** Who answered: known once `tokens` has been read. */
  source: Promise<'llm' | 'built-in'>;
  /** The model's stream outcome (null for the built-in agent). */
  llm: Promise<StreamOutcome | null>;
}

/** Words with the space before them, as a model streams them. */
export const wordTokens = (text: string): string[] => text.match(/\s*\S+/g) ?? [];

async function* spoken(words: readonly string[], signal: AbortSignal | undefined) {
  for (const word of words) {
    if (signal?.aborted) return;
    yield word;
  }
}

/** Passes tokens through, holding back anything that may be the start of the end marker. */
export async function* withoutMarker(
  tokens: AsyncIterable<string>,
  onMarker: () => void,
): AsyncGenerator<string> {
  let pending = '';
  for await (const token of tokens) {
    pending += token;
    const at = pending.indexOf(END_CALL_MARKER);
    if (at >= 0) {
      onMarker();
      const before = pending.slice(0, at).trimEnd();
      if (before) yield before;
      pending = '';
      // Whatever the model writes after the marker is not said.
      continue;
    }
    let keep = Math.min(pending.length, END_CALL_MARKER.length - 1);
    while (keep > 0 && !END_CALL_MARKER.startsWith(pending.slice(-keep))) keep -= 1;
    // Spaces before a possible marker wait too: "goodbye. [END_CALL]" is said as "goodbye."
    const ready = pending.slice(0, pending.length - keep).trimEnd();
    pending = pending.slice(ready.length);
    if (ready) yield ready;
  }
  if (pending) yield pending;
}

const builtIn = (context: AgentContext): AgentReply => {
  const decision = builtInReply(context);
  return {
    tokens: spoken(wordTokens(decision.text), context.signal),
    end: Promise.resolve(decision.end),
    source: Promise.resolve('built-in'),
    llm: Promise.resolve(null),
  };
};

export const agentReply = (context: AgentContext): AgentReply => {
  const key = context.llmKey;
  if (!key) return builtIn(context);
  let settleEnd: (end: boolean) => void = () => undefined;
  let settleSource: (source: 'llm' | 'built-in') => void = () => undefined;
  const end = new Promise<boolean>((resolve) => {
    settleEnd = resolve;
  });
  const source = new Promise<'llm' | 'built-in'>((resolve) => {
    settleSource = resolve;
  });
  const stream = streamChat({
    key,
    messages: chatMessages(context),
    temperature: context.settings.temperature,
    maxTokens: 160,
    ...(context.signal ? { signal: context.signal } : {}),
  });
  async function* tokens() {
    let marker = false;
    let spokenAny = false;
    let ended = false;
    try {
      for await (const token of withoutMarker(stream, () => {
        marker = true;
      })) {
        spokenAny = true;
        yield token;
      }
      const outcome = await stream.outcome;
      // Nothing said and no goodbye (a failure, or an empty answer): the lead must hear something.
      if (!spokenAny && !marker && outcome.kind !== 'aborted') {
        const fallback = builtIn(context);
        settleSource('built-in');
        yield* fallback.tokens;
        settleEnd(await fallback.end);
        ended = true;
        return;
      }
      settleSource('llm');
      const last = context.turns.at(-1);
      const previousAi = context.turns.findLast((turn) => turn.speaker === 'ai')?.text ?? null;
      const lead =
        last?.speaker === 'lead'
          ? readLeadLine(last.text, previousAi, {
              now: context.now ?? new Date(),
              timeZone: context.lead.timeZone ?? 'UTC',
            })
          : null;
      settleEnd(marker || lead?.doNotCall === true || lead?.callbackAt != null);
      ended = true;
    } finally {
      if (!ended) {
        settleSource('llm');
        settleEnd(false);
      }
    }
  }
  return { tokens: tokens(), end, source, llm: stream.outcome };
};

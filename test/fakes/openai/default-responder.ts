import { type JsonSchema, sampleOf } from './json-schema-check';

/** A chat request as the fake's responders see it. */
export interface FakeChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  stream: boolean;
  /** `response_format.json_schema.schema`, or null for a plain reply. */
  jsonSchema: JsonSchema | null;
  temperature: number | null;
}

/**
 * What the fake model answers: a string is the reply's text (for a JSON request, sent as the
 * content as it is, so a test can send broken JSON); an object is JSON the fake checks against
 * the schema asked for and sends.
 */
export type FakeResponder = (request: FakeChatRequest) => string | object;

const lastUserLine = (request: FakeChatRequest) =>
  [...request.messages].reverse().find((message) => message.role === 'user')?.content ?? '';

/**
 * A conversation: a reply that follows the lead's last line, by keyword. It honours an end-of-call
 * marker when the system prompt asks for one in square brackets (`[END_CALL]`), as a model would.
 */
export const conversationReply = (request: FakeChatRequest): string => {
  const system = request.messages.find((message) => message.role === 'system')?.content ?? '';
  const marker = /\[[A-Z_]+\]/.exec(system)?.[0] ?? '';
  const end = (text: string) => (marker ? `${text} ${marker}` : text);
  const said = lastUserLine(request).toLowerCase();
  if (
    /stop calling|(don'?t|do not) call|remove (me|my number)|not interested|no thanks/.test(said)
  ) {
    return end('I understand, and I will not take more of your time. Thank you, have a great day.');
  }
  if (/call (me )?(back|later)|busy|tomorrow|next week/.test(said)) {
    return end('Of course, I will call you back then. Thank you for your time, have a great day.');
  }
  // Like a model told to answer from the facts it was given: the first fact, as it stands.
  const fact = /Answer the lead's question from these facts only:\n- (.+)/.exec(system)?.[1];
  if (fact && /\?|price|cost|how much|discount/.test(said)) return `${fact.trim()} Shall I go on?`;
  if (/price|cost|how much|budget/.test(said)) {
    return 'Our plans are priced per user per month, and we can suggest one that fits your budget. How many people would use it?';
  }
  if (/demo|interested|sounds good|tell me more|yes/.test(said)) {
    return 'Great, I can book a short demo for you. Which day this week suits you best?';
  }
  if (said.trim() === '') {
    return 'Hello, thank you for taking my call. Is this a good time to talk for two minutes?';
  }
  return 'Thank you for sharing that. Could you tell me a little more about what you need?';
};

/** The lead's lines of a `Speaker: message` transcript inside the request. */
const leadLines = (request: FakeChatRequest) =>
  request.messages
    .filter((message) => message.role === 'user')
    .flatMap((message) => message.content.split('\n'))
    .filter((line) => /^\s*(lead|customer|contact)\s*:/i.test(line))
    .map((line) => line.replace(/^[^:]*:\s*/, '').toLowerCase());

/** An analysis of the transcript by simple keyword rules, deterministic. */
export const analysisReply = (request: FakeChatRequest) => {
  const lines = leadLines(request);
  const said = lines.join(' ');
  const doNotCall = /stop calling|(don'?t|do not) call (me|us)|remove (me|my number)/.test(said);
  const refused = doNotCall || /not interested|no thanks|too expensive/.test(said);
  const callback = /call (me )?(back|later)|busy|tomorrow|next week/.test(said);
  const interested = /interested|demo|price|sounds good|sign up/.test(said);
  const outcome =
    lines.length === 0
      ? 'no_answer'
      : refused
        ? 'not_interested'
        : callback
          ? 'callback'
          : interested
            ? 'interested'
            : 'not_interested';
  const table = {
    interested: ['positive', 80, 'Book the demo the lead asked for.'],
    callback: ['neutral', 50, 'Call the lead back at the time they asked for.'],
    not_interested: ['negative', 15, 'Do not follow up for now.'],
    no_answer: ['neutral', 0, 'Try the lead again at another time of day.'],
  } as const;
  const [sentiment, aiScore, nextStep] = table[outcome];
  return {
    outcome,
    sentiment,
    aiScore,
    confidence: lines.length === 0 ? 0.9 : 0.75,
    summary: `The lead spoke ${lines.length} times on the call. The call ended ${outcome.replace('_', ' ')}.`,
    nextStep,
    callbackAt: null,
    doNotCall,
    // Each question the lead asked, read as answered (the rules check the agent's reply).
    questions: lines
      .filter((line) => line.includes('?'))
      .slice(0, 30)
      .map((question) => ({ question: question.slice(0, 300), answered: true })),
  };
};

/** The default model: an analysis for a schema with an `outcome`, a sample for any other schema. */
export const defaultResponder: FakeResponder = (request) => {
  if (!request.jsonSchema) return conversationReply(request);
  if (request.jsonSchema.properties?.outcome) return analysisReply(request);
  return sampleOf(request.jsonSchema) as object;
};

import type { CallAnalysis } from '@salesflow/shared/ai-calls/call-analysis.schema';
import { CALL_ANALYSIS_LIMITS } from '@salesflow/shared/ai-calls/call-analysis.schema';
import type { TranscriptLine } from '@salesflow/shared/calls/transcript';
import { asksToBook, WHO } from './agent-answer';
import { termsOf } from './knowledge-passages';
import { asksQuestion, readLeadLine } from './lead-line';

/**
 * The lead's questions in a call and whether the agent answered them. A question is a lead line
 * that asks something with content (a question mark or a question word, and a term worth looking
 * up: "how are you?" or "who is this?" are not questions of this kind), not a request to be called
 * back or never called or to book a demo (buying signals the outcome reads), and followed by an
 * agent line: a question the call ended on was never the
 * agent's turn, and the outcome's next step already follows it up.
 *
 * The agent's next line(s) answer it when they share content with it (the same terms, concepts
 * included: "how much" meets "999 rupees"). They do not when they defer ("someone will follow
 * up", "I do not have that detail"), say nothing but thanks and a question (the next line of the
 * script), or share nothing with the question.
 */
export type AnswerVerdict = 'answered' | 'deflected' | 'no-content' | 'unrelated';

export interface JudgedQuestion {
  question: string;
  answered: boolean;
  verdict: AnswerVerdict;
}

const DEFLECTION =
  /(do not have (that|this|the|those) (detail|information|info|answer)|don't have (that|this) (detail|information)|someone (from (our|the) team )?will (follow up|get back|call|be in touch)|(team|colleague) will (follow up|get back|call)|(will|let me) (check|find out|confirm)( (it|that|this))? and (get back|follow up|come back|call)|not sure about (that|this)|जानकारी अभी|टीम से कोई|detail abhi|team se koi|pata karke batate)/iu;
const THANKS =
  /^(thank you|thanks|great|okay|ok|sure|got it|i see|right|धन्यवाद|शुक्रिया|achha|theek hai)[.!,\s]*$/iu;

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?।])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

const verdictOf = (question: string, reply: string): AnswerVerdict => {
  if (DEFLECTION.test(reply)) return 'deflected';
  const statements = sentencesOf(reply).filter((s) => !s.endsWith('?') && !THANKS.test(s));
  if (statements.length === 0) return 'no-content';
  const said = new Set(termsOf(statements.join(' ')));
  return termsOf(question).some((term) => said.has(term)) ? 'answered' : 'unrelated';
};

export const questionsAsked = (
  lines: readonly TranscriptLine[],
  clock: { now: Date; timeZone: string },
): JudgedQuestion[] => {
  const found: JudgedQuestion[] = [];
  let previousAi: string | null = null;
  lines.forEach((line, i) => {
    if (line.speaker === 'ai') {
      previousAi = line.message;
      return;
    }
    // "Sounds good. How much does it cost? Can I get a demo?": the question is the sentence
    // that asks for a fact; the request to book is a buying signal the outcome reads.
    const asking = (s: string) => asksQuestion(s) && !WHO.test(s) && !asksToBook(s);
    const question = sentencesOf(line.message).filter(asking).join(' ');
    if (question === '' || termsOf(question).length === 0) return;
    const lead = readLeadLine(question, previousAi, clock);
    if (lead.doNotCall || lead.wantsCallback) return;
    const reply: string[] = [];
    for (const next of lines.slice(i + 1)) {
      if (next.speaker !== 'ai') break;
      reply.push(next.message);
    }
    if (reply.length === 0) return;
    const verdict = verdictOf(question, reply.join(' '));
    found.push({ question, answered: verdict === 'answered', verdict });
  });
  return found;
};

const same = (a: string, b: string) => {
  const squash = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim();
  const [x, y] = [squash(a), squash(b)];
  return x !== '' && y !== '' && (x.includes(y) || y.includes(x));
};

/**
 * The rules' questions with the model's reading. The rules find every question line; the model
 * reads meaning, so where the rules only saw no shared words, or saw shared words that may not
 * answer (the Pro plan's price asked, the Starter plan's told), the model's verdict stands. What the
 * rules saw as a deferral or as no content at all stays unanswered whatever the model says: a
 * polite "someone will follow up" is easy to read as an answer, and it is not one. Questions only
 * the model heard are kept as it says.
 */
export const crossCheckQuestions = (
  rules: readonly JudgedQuestion[],
  model: readonly { question: string; answered: boolean }[],
): { question: string; answered: boolean }[] => {
  const used = new Set<number>();
  const checked = rules.map((rule) => {
    const at = model.findIndex((m, i) => !used.has(i) && same(m.question, rule.question));
    if (at < 0) return { question: rule.question, answered: rule.answered };
    used.add(at);
    const modelSays = model[at]?.answered ?? rule.answered;
    const answered =
      rule.verdict === 'deflected' || rule.verdict === 'no-content' ? false : modelSays;
    return { question: rule.question, answered };
  });
  const extra = model.filter((_, i) => !used.has(i));
  return [...checked, ...extra.map((m) => ({ question: m.question, answered: m.answered }))];
};

/** What each concept of a question is about, for the next step ("about pricing"). */
const TOPICS: Record<string, string> = {
  '#price': 'pricing',
  '#plan': 'plans',
  '#trial': 'the trial',
  '#demo': 'a demo',
  '#discount': 'discounts',
  '#support': 'support',
  '#integration': 'integrations',
  '#location': 'where the company is',
  '#hours': 'working hours',
  '#contact': 'contact details',
  '#payment': 'payment',
  '#refund': 'refunds',
  '#setup': 'setup',
  '#offering': 'what the company offers',
  '#customer': 'customers',
  '#security': 'security',
  '#language': 'languages',
};

const aboutOf = (questions: readonly string[]): string => {
  const topics = [...new Set(questions.flatMap((q) => termsOf(q).flatMap((t) => TOPICS[t] ?? [])))];
  if (topics.length > 0) {
    const listed =
      topics.length === 1 ? topics[0] : `${topics.slice(0, -1).join(', ')} and ${topics.at(-1)}`;
    return `about ${listed}`;
  }
  const first = questions[0] ?? '';
  return `("${first.length > 80 ? `${first.slice(0, 77)}...` : first}")`;
};

/**
 * A lead's question left unanswered caps the call's score: the agent failed the lead, and the call
 * must not read as one that went well. One unanswered question keeps an interested lead at the
 * bottom of its band (60), two at 50, more at 40; lower outcomes are lower already. The summary
 * says so, and the next step asks the team to answer (not after a Do Not Call request).
 */
export const UNANSWERED_CAPS = [100, 60, 50, 40] as const;

export const withQuestions = (
  analysis: CallAnalysis,
  questions: readonly { question: string; answered: boolean }[],
): CallAnalysis => {
  const open = questions.filter((q) => !q.answered).map((q) => q.question);
  const base = { ...analysis, questions: [...questions] };
  if (open.length === 0) return base;
  const cap = UNANSWERED_CAPS[Math.min(open.length, UNANSWERED_CAPS.length - 1)] ?? 40;
  const about = aboutOf(open);
  const told =
    open.length === 1
      ? ` The lead's question ${about} was not answered.`
      : ` ${open.length} of the lead's questions (${about}) were not answered.`;
  const summary = `${analysis.summary}${told}`;
  const follow =
    !analysis.doNotCall && (analysis.outcome === 'interested' || analysis.outcome === 'callback')
      ? `Answer the lead's ${open.length === 1 ? 'question' : 'questions'} ${about}, then ${analysis.nextStep.charAt(0).toLowerCase()}${analysis.nextStep.slice(1)}`
      : analysis.nextStep;
  return {
    ...base,
    aiScore: Math.min(analysis.aiScore, cap),
    summary: summary.length <= CALL_ANALYSIS_LIMITS.summary ? summary : analysis.summary,
    nextStep: follow.length <= CALL_ANALYSIS_LIMITS.nextStep ? follow : analysis.nextStep,
  };
};

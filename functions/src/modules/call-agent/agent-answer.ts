import type { AgentContext } from './agent-context';
import { placeholdersOf } from './agent-context';
import type { AgentLines } from './agent-lines';
import { factsFor } from './company-knowledge';
import { spokenPassage, termsOf } from './knowledge-passages';

/**
 * The built-in agent's answer to a lead's question, from what it knows: who is calling, or the
 * passage of the company information or training files that answers it (one or two sentences),
 * or, when nothing there does, that someone from the team will follow up. Never a guess. Null when
 * the question asks nothing that knowledge could answer ("how are you?", "can you hear me?").
 */
export interface AgentAnswer {
  text: string;
  /** False: the agent did not know, and said someone will follow up. */
  known: boolean;
}

export const WHO =
  /(?<![\p{L}\p{M}])(who (is|are) (this|you|calling|speaking)|who'?s (this|calling)|your name|where are you calling from|which company|kaun (bol|hai|ho)|aap kaun|कौन बोल|आप कौन|कौन है)(?![\p{L}\p{M}])/iu;

/** "Are you a robot?", "kya aap AI ho?": the lead is told plainly. */
const AN_AI =
  /(?<![\p{L}\p{M}])((are you|is this|am i (talking|speaking) (to|with)) (a |an )?(robot|bot|ai|machine|computer|recording|real person|human)|(robot|bot|ai|machine|computer) (ho|hai|हो|है)|(रोबोट|मशीन) (हो|है))(?![\p{L}\p{M}])/iu;
/** "Why are you calling?": the script's pitch says why. */
const PURPOSE =
  /(?<![\p{L}\p{M}])(why (are you|did you|have you) (calling|call|called)|what is (this|it) (about|regarding)|what do you want|kis (baare|bare|liye) (mein|me)?|kyun call|किस बारे में|क्यों कॉल)(?![\p{L}\p{M}])/iu;

/**
 * A demo, a trial or a meeting asked for ("can I get a demo?", "demo kab ho sakta hai?"): a request
 * to act on, not a question of fact. The outcome reads it as a buying signal; the agent agrees
 * that the team will arrange it unless the knowledge says how.
 */
const BOOKABLE = '(demo|demonstration|trial|meeting|appointment|visit|walkthrough|डेमो|ट्रायल|मीटिंग)';
const BOOKING = [
  new RegExp(
    `\\b(can|could|may|shall|would) (i|we|you) (please )?(get|have|book|schedule|arrange|set up|fix|do|start|try|see|take)\\b.*${BOOKABLE}`,
    'iu',
  ),
  new RegExp(
    `${BOOKABLE}.*(mil sakta|mil sakti|milega|chahiye|book|schedule|fix|kar do|karwa|dikha|de do|kab|मिल|चाहिए|कब)`,
    'iu',
  ),
];

export const asksToBook = (question: string): boolean =>
  BOOKING.some((pattern) => pattern.test(question));

/** The company template's labels, said as a sentence an English speaker would. */
const LEAD_INS: Record<string, (value: string) => string> = {
  'what we sell': (v) => `We offer ${v}`,
  'who we sell to': (v) => `We work with ${v}`,
  'why customers choose us': (v) => `Customers choose us for ${v}`,
  'prices and current offers': (v) => v,
  hours: (v) => `Our hours are ${v}`,
  contact: (v) => `You can reach us at ${v}`,
};

/** "Hours: 10 to 7" said as "Our hours are 10 to 7"; other "Label: value" lines as written. */
const sayable = (text: string, english: boolean): string => {
  const labelled = /^([^:]{2,40}):\s+(.+)$/.exec(text);
  if (!labelled?.[1] || !labelled[2]) return text;
  const label = labelled[1].trim().toLowerCase();
  const leadIn = LEAD_INS[label];
  if (leadIn) return english ? leadIn(labelled[2]) : labelled[2];
  return text;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const answerQuestion = (
  context: Pick<AgentContext, 'settings' | 'companyName' | 'knowledge'>,
  question: string,
  lines: AgentLines,
): AgentAnswer | null => {
  const values = placeholdersOf(context);
  if (AN_AI.test(question)) return { text: lines.anAi(values.companyName), known: true };
  if (WHO.test(question)) {
    return { text: lines.whoWeAre(values.agentName, values.companyName), known: true };
  }
  if (PURPOSE.test(question)) return null;
  const english = !context.settings.language.startsWith('hi');
  const [best, next] = factsFor(context, question);
  if (best) {
    let said = spokenPassage(capitalised(sayable(best.passage.text, english)));
    // A second passage as strong as the first, when both are short: "Starter is 999. Pro is 1,999."
    if (next && next.score >= best.score && said.length < 120) {
      const more = spokenPassage(capitalised(sayable(next.passage.text, english)));
      if (said.length + more.length <= 240 && more !== said) said = `${said} ${more}`;
    }
    return { text: said, known: true };
  }
  if (termsOf(question).length === 0) return null;
  if (asksToBook(question)) return { text: lines.arrange, known: true };
  return { text: lines.followUp, known: false };
};

import {
  type AgentPlaceholders,
  fillPlaceholders,
} from '@salesflow/shared/ai-agent/ai-agent-templates';
import { normaliseText } from '@salesflow/shared/calls/transcript-normalise';

/**
 * The agent settings' free text read as a script the built-in agent can follow: the opening and
 * the pitch (the sales script's paragraphs), the qualification questions one by one, and the
 * objection handling as "objection": answer pairs. Users write these by hand, so the reading is
 * lenient: numbered or bulleted lines, quotes or none, `:`, `→`, `->` or `-` between the two.
 */
export interface ObjectionPair {
  objection: string;
  answer: string;
  /** Content words of the objection, normalised: what a lead's line is matched on. */
  words: string[];
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p !== '');

/** The first paragraph: what is said when the lead picks up (the welcome greeting). */
export const openingOf = (salesScript: string, values: AgentPlaceholders): string =>
  fillPlaceholders(paragraphs(salesScript)[0] ?? '', values);

/** The rest of the sales script: why we call, said once the lead agrees to talk. */
export const pitchOf = (salesScript: string, values: AgentPlaceholders): string =>
  fillPlaceholders(paragraphs(salesScript).slice(1).join(' '), values);

const BULLET = /^\s*(?:\d{1,2}[.)]|[-*•–]|[a-z][.)])\s*/i;

/** One question per line (numbers and bullets dropped); a line of several questions is split. */
export const questionsOf = (text: string, values: AgentPlaceholders): string[] =>
  fillPlaceholders(text, values)
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').trim())
    .filter((line) => line !== '')
    .flatMap((line) => {
      const parts = line.match(/[^?]+\?/g);
      return parts && parts.length > 1 && parts.join('').length === line.length
        ? parts.map((p) => p.trim())
        : [line];
    });

/** English and Hindi function words (romanised: normaliseText reads Devanagari that way too). */
const STOP = new Set(
  (
    'i me my we us our you your it its is am are was be been do does did have has the a an to of for in on at with and or so this that just really very right now please can could would will shall about there what how ' +
    'hai hain ho hoon tha thi ka ki ke ko se mein me par pe yeh ye woh wo toh to kya iska iski iske bhi hum'
  ).split(' '),
);

export const contentWords = (text: string): string[] =>
  normaliseText(text)
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !STOP.has(word));

const PAIR = [
  /^["“]([^"”]+)["”]\s*[:\-–—→]*\s*(.+)$/,
  /^(.+?)\s*(?:→|->|=>|—|–)\s*(.+)$/,
  /^(?:objection|if they say|if)\s*:?\s*(.+?)\s*(?:answer|response|reply|say)\s*:\s*(.+)$/i,
];

/** "objection": answer pairs, one a paragraph or a line. */
export const objectionsOf = (text: string, values: AgentPlaceholders): ObjectionPair[] => {
  const pairs: ObjectionPair[] = [];
  const blocks: string[] = [];
  for (const raw of fillPlaceholders(text, values).split(/\r?\n/)) {
    const line = raw.replace(BULLET, '').trim();
    if (line === '') {
      blocks.push('');
      continue;
    }
    const starts = PAIR.some((pattern) => pattern.test(line));
    const previous = blocks.length - 1;
    if (!starts && previous >= 0 && blocks[previous] !== '') blocks[previous] += ` ${line}`;
    else blocks.push(line);
  }
  for (const block of blocks) {
    for (const pattern of PAIR) {
      const match = pattern.exec(block);
      if (match?.[1] && match[2]) {
        const words = contentWords(match[1]);
        if (words.length > 0)
          pairs.push({ objection: match[1].trim(), answer: match[2].trim(), words });
        break;
      }
    }
  }
  return pairs;
};

/** The configured objection the lead's line raises, if any: most of its content words said. */
export const matchObjection = (
  line: string,
  pairs: readonly ObjectionPair[],
): ObjectionPair | null => {
  const said = new Set(contentWords(line));
  let best: { pair: ObjectionPair; share: number } | null = null;
  for (const pair of pairs) {
    const shared = pair.words.filter((word) => said.has(word)).length;
    const share = shared / pair.words.length;
    if (shared > 0 && share >= 0.5 && (!best || share > best.share)) best = { pair, share };
  }
  return best?.pair ?? null;
};

/** Sentences in quotes inside the follow-up prompts ("Thank you, have a great day."): sayable. */
export const quotedLinesOf = (text: string): string[] =>
  [...text.matchAll(/["“]([^"”]{3,200})["”]/g)].map((m) => (m[1] ?? '').trim()).filter(Boolean);

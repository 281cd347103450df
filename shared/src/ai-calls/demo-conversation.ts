import { DEFAULT_AI_AGENT_SCRIPTS, fillPlaceholders } from '../ai-agent/ai-agent-templates';

/** Who speaks a transcript line (document 1 section 3: the AI or the contact). */
export type TranscriptSpeaker = 'ai' | 'lead';

export interface TranscriptLine {
  speaker: TranscriptSpeaker;
  message: string;
}

export interface DemoConversationInput {
  contactName: string;
  contactCompany: string | null | undefined;
  /** The AI agent's name (AI agent settings; "Assistant" by default). */
  agentName: string | null | undefined;
  /** The user's company: the organization's name. */
  companyName: string | null | undefined;
  /** What the user's company does (AI agent settings); its first sentence is the pitch. */
  companyInfo: string | null | undefined;
}

export const DEFAULT_AGENT_NAME = 'Assistant';

/** A pitch longer than this is cut at a word: one breath on the phone. */
const PITCH_MAX = 220;

/** One line of speech: no line breaks or runs of spaces from pasted settings text. */
const speech = (text: string) => text.replace(/\s+/g, ' ').trim();

const firstName = (name: string) => speech(name).split(' ')[0] || 'there';

const firstSentence = (info: string | null | undefined): string | null => {
  const text = speech(info ?? '');
  if (!text) return null;
  const sentence = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text;
  if (sentence.length <= PITCH_MAX) return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  const cut = sentence.slice(0, PITCH_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : PITCH_MAX)}...`;
};

/**
 * The company information as the user wrote it, placeholders filled; null while it is still the
 * default template (a form to fill in, "What we sell: (your products or services)"), which is no
 * pitch.
 */
const ownCompanyInfo = (
  info: string | null | undefined,
  names: { agentName: string; companyName: string },
): string | null => {
  if (!info || speech(info) === speech(DEFAULT_AI_AGENT_SCRIPTS.companyInfo)) return null;
  return fillPlaceholders(info, names);
};

/**
 * The scripted discovery call of a demo call: the agent greets the lead by first name, says who
 * it is and whom it calls for (the user's company, never SalesFlow), pitches in one sentence from
 * the company information, asks about the lead's company, answers the pricing question without
 * quoting a price (it sells the user's product, whose prices it does not know) and books a
 * 15-minute follow-up.
 */
export const demoConversation = (input: DemoConversationInput): TranscriptLine[] => {
  const lead = firstName(input.contactName);
  const agent = speech(input.agentName ?? '') || DEFAULT_AGENT_NAME;
  const company = speech(input.companyName ?? '') || 'our team';
  const leadCompany = speech(input.contactCompany ?? '');
  const pitch =
    firstSentence(ownCompanyInfo(input.companyInfo, { agentName: agent, companyName: company })) ??
    `${company} helps growing businesses like yours win and look after more customers.`;
  const yourCompany = leadCompany || 'your company';
  return [
    {
      speaker: 'ai',
      message: `Hello ${lead}, this is ${agent} calling from ${company}. Do you have two minutes?`,
    },
    { speaker: 'lead', message: `Hi ${agent}, yes, I have a couple of minutes. Go ahead.` },
    { speaker: 'ai', message: `Thank you, ${lead}. In one line: ${pitch}` },
    { speaker: 'lead', message: 'Okay, that sounds relevant. Tell me more.' },
    {
      speaker: 'ai',
      message: `Happy to. First, how does ${yourCompany} handle this today, and what is the biggest challenge for your team right now?`,
    },
    {
      speaker: 'lead',
      message:
        'We are growing quickly, and following up with every enquiry on time is getting hard for a small team.',
    },
    {
      speaker: 'ai',
      message: `That is exactly where ${company} can help: many growing businesses in India and the region came to us with the same problem.`,
    },
    { speaker: 'lead', message: 'Interesting. What does the pricing look like?' },
    {
      speaker: 'ai',
      message: `It depends on what ${yourCompany} needs, so I would rather not guess. Could we book a 15-minute call where our team walks you through the options and the pricing?`,
    },
    { speaker: 'lead', message: 'Yes, that works. Thursday afternoon would be good for me.' },
    {
      speaker: 'ai',
      message: `Perfect, I will book 15 minutes on Thursday afternoon and send you an invitation. Thank you for your time, ${lead}!`,
    },
    { speaker: 'lead', message: 'Thank you. Talk to you then.' },
  ];
};

const LABELS: Record<TranscriptSpeaker, string> = { ai: 'AI', lead: 'Lead' };

/** The stored transcript: one `AI: ...` or `Lead: ...` line per message. */
export const transcriptText = (lines: readonly TranscriptLine[]): string =>
  lines.map((line) => `${LABELS[line.speaker]}: ${speech(line.message)}`).join('\n');

/**
 * A stored transcript read back as lines. A line without a known speaker label continues the
 * previous message (or, first of all, is shown as the AI's).
 */
export const transcriptLines = (text: string | null | undefined): TranscriptLine[] => {
  const lines: TranscriptLine[] = [];
  for (const raw of (text ?? '').split('\n')) {
    const row = raw.trim();
    if (!row) continue;
    const match = row.match(/^(AI|Lead|Contact|Agent)\s*:\s*(.*)$/i);
    if (match) {
      const label = (match[1] ?? '').toLowerCase();
      lines.push({
        speaker: label === 'ai' || label === 'agent' ? 'ai' : 'lead',
        message: match[2] ?? '',
      });
    } else {
      const last = lines.at(-1);
      if (last) last.message = `${last.message} ${row}`;
      else lines.push({ speaker: 'ai', message: row });
    }
  }
  return lines;
};

import * as z from 'zod/mini';

/**
 * A call transcript is stored as text, one `Speaker: message` line per turn (document 1,
 * section 3). Transcripts also arrive from elsewhere (Twilio, pasted notes, other tools), so the
 * parser is lenient: any case, a timestamp before or after the speaker, CRLF, a BOM, blank lines,
 * and lines with no speaker, which continue the turn above them.
 */
export const TRANSCRIPT_SPEAKERS = ['ai', 'lead'] as const;
export type TranscriptSpeaker = (typeof TRANSCRIPT_SPEAKERS)[number];

export const transcriptLineSchema = z.object({
  speaker: z.enum(TRANSCRIPT_SPEAKERS),
  message: z.string(),
  timestamp: z.optional(z.string()),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

const AI_NAMES =
  /^(ai|a\.i\.|agent|assistant|bot|ai agent|ai assistant|ai caller|voice agent|voice bot|sales agent|sales rep|rep|representative|caller|salesperson|sales executive|executive|salesflow|system agent)$/;
/** Recorded voices on the lead's side of the line: they speak for the number called. */
const LEAD_NAMES =
  /^(lead|customer|contact|client|prospect|user|callee|human|person|recipient|voicemail|voice mail|ivr|recording|system|operator|network|machine|answering machine)$/;
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?`;
const STAMP = String.raw`[[(]?\s*(${TIME})\s*[\])]?`;
/** `[00:12] Lead: hi`, `Lead [00:12]: hi`, `00:12 - Lead: hi`, `**Lead:** hi` */
const LINE = new RegExp(
  String.raw`^(?:${STAMP}\s*[-–]?\s*)?\**([\p{L}][\p{L}\p{M}.' ]{0,29}?)\**\s*(?:${STAMP}\s*)?\**\s*[:：]\**\s?(.*)$`,
  'u',
);
/** A name has at most three words, each starting with a letter; a sentence is not a speaker. */
const NAME_WORDS = /^[\p{L}][\p{L}\p{M}.']*(?: [\p{L}][\p{L}\p{M}.']*){0,2}$/u;
const PITCH =
  /\b(calling (you )?from|this is \S+ from|on behalf of|i am calling|i'm calling|reaching out)\b/i;

interface RawLine {
  name: string;
  message: string;
  timestamp?: string;
}

const speakerOf = (name: string): TranscriptSpeaker | 'other' => {
  const label = name.toLowerCase().replace(/\s+/g, ' ').trim();
  if (AI_NAMES.test(label) || /\b(ai|bot)\b|\(ai\)/.test(label)) return 'ai';
  if (LEAD_NAMES.test(label)) return 'lead';
  return 'other';
};

const splitLines = (text: string): RawLine[] => {
  const lines: RawLine[] = [];
  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    const match = LINE.exec(line);
    const name = match?.[2]?.trim();
    const timestamp = match?.[1] ?? match?.[3];
    if (match && name && NAME_WORDS.test(name)) {
      lines.push({ name, message: (match[4] ?? '').trim(), ...(timestamp ? { timestamp } : {}) });
      continue;
    }
    const previous = lines[lines.length - 1];
    if (previous) previous.message = previous.message ? `${previous.message} ${line}` : line;
    else lines.push({ name: 'lead', message: line });
  }
  return lines;
};

/**
 * Names other than the known labels are people. When no line carries an AI label, the named
 * speaker who pitches ("calling from", "this is X from") is the AI; everyone else is the lead.
 */
const aiNameOf = (lines: RawLine[]): string | null => {
  if (lines.some((l) => speakerOf(l.name) === 'ai')) return null;
  const pitcher = lines.find((l) => speakerOf(l.name) === 'other' && PITCH.test(l.message));
  return pitcher ? pitcher.name.toLowerCase() : null;
};

export const parseTranscript = (text: string): TranscriptLine[] => {
  const raw = splitLines(text);
  const aiName = aiNameOf(raw);
  return raw.map(({ name, message, timestamp }) => {
    const kind = speakerOf(name);
    const speaker: TranscriptSpeaker =
      kind === 'ai' || (kind === 'other' && name.toLowerCase() === aiName) ? 'ai' : 'lead';
    return { speaker, message, ...(timestamp ? { timestamp } : {}) };
  });
};

const LABELS: Record<TranscriptSpeaker, string> = { ai: 'AI', lead: 'Lead' };

/** Back to the stored form, one `Speaker: message` line each; parseTranscript reads it back. */
export const formatTranscript = (lines: readonly TranscriptLine[]): string =>
  lines
    .map(({ speaker, message, timestamp }) => {
      const text = message.replace(/\s*[\r\n]+\s*/g, ' ').trim();
      return `${timestamp ? `[${timestamp}] ` : ''}${LABELS[speaker]}: ${text}`;
    })
    .join('\n');

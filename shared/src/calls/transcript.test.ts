import { describe, expect, it } from 'vitest';
import { formatTranscript, parseTranscript, transcriptLineSchema } from './transcript';

describe('parseTranscript', () => {
  it('reads AI and lead labels in any case, with or without timestamps', () => {
    const text = [
      '[00:01] AI: Hello, is this Priya?',
      'lead: Yes, speaking.',
      'Agent [00:05]: I am calling from SalesFlow.',
      '00:09 - CUSTOMER: Okay.',
      'Assistant (00:12): Is this a good time?',
      '**Contact:** Go ahead.',
    ].join('\n');
    expect(parseTranscript(text)).toEqual([
      { speaker: 'ai', message: 'Hello, is this Priya?', timestamp: '00:01' },
      { speaker: 'lead', message: 'Yes, speaking.' },
      { speaker: 'ai', message: 'I am calling from SalesFlow.', timestamp: '00:05' },
      { speaker: 'lead', message: 'Okay.', timestamp: '00:09' },
      { speaker: 'ai', message: 'Is this a good time?', timestamp: '00:12' },
      { speaker: 'lead', message: 'Go ahead.' },
    ]);
  });

  it('tolerates a BOM, CRLF, blank lines, and continues a turn on lines without a speaker', () => {
    const text = '\uFEFFAI: Hi there.\r\n\r\nLead: Call me\r\nafter 5 pm.\r\n\r\n';
    expect(parseTranscript(text)).toEqual([
      { speaker: 'ai', message: 'Hi there.' },
      { speaker: 'lead', message: 'Call me after 5 pm.' },
    ]);
  });

  it('treats a named person as the lead, and a named speaker who pitches as the AI', () => {
    const text = [
      'Aria: Hi, this is Aria calling from SalesFlow.',
      'Farhan: Yes?',
      'Mr. Rao: I am his colleague.',
    ].join('\n');
    expect(parseTranscript(text).map((l) => l.speaker)).toEqual(['ai', 'lead', 'lead']);
  });

  it('keeps a time inside a message and a sentence with a colon as text', () => {
    expect(parseTranscript('Lead: call me at 5:30, or better: tomorrow')).toEqual([
      { speaker: 'lead', message: 'call me at 5:30, or better: tomorrow' },
    ]);
    expect(parseTranscript('AI: Hi\nWell I think what I said was this: no')).toEqual([
      { speaker: 'ai', message: 'Hi Well I think what I said was this: no' },
    ]);
  });

  it('reads nothing from an empty text', () => {
    expect(parseTranscript('')).toEqual([]);
    expect(parseTranscript('\uFEFF\r\n  \n')).toEqual([]);
  });
});

describe('formatTranscript', () => {
  it('writes Speaker: message lines that parse back to the same lines', () => {
    const lines = [
      { speaker: 'ai' as const, message: 'Hello', timestamp: '00:01' },
      { speaker: 'lead' as const, message: 'Call me\nlater' },
    ];
    const text = formatTranscript(lines);
    expect(text).toBe('[00:01] AI: Hello\nLead: Call me later');
    expect(parseTranscript(text)).toEqual([
      lines[0],
      { speaker: 'lead', message: 'Call me later' },
    ]);
  });

  it('has a schema for one line', () => {
    expect(transcriptLineSchema.safeParse({ speaker: 'lead', message: 'Hi' }).success).toBe(true);
    expect(transcriptLineSchema.safeParse({ speaker: 'bot', message: 'Hi' }).success).toBe(false);
  });
});

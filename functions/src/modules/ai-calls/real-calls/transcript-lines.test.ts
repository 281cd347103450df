import { describe, expect, it } from 'vitest';
import {
  frameLineKey,
  GREETING_KEY,
  placeInterruption,
  placeLines,
  replyLineKey,
} from './transcript-lines';

describe('placing a real call’s transcript lines by when their frames were received', () => {
  it('puts a greeting written late before the lead’s line written first', () => {
    const lead = placeLines(null, undefined, ['Lead: Who is this?'], frameLineKey(2_000));

    const both = placeLines(lead.transcript, lead.keys, ['AI: Hello'], GREETING_KEY);

    expect(both.transcript).toBe('AI: Hello\nLead: Who is this?');
    expect(both.keys).toEqual([GREETING_KEY, frameLineKey(2_000)]);
  });

  it('puts a reply right after its prompt, before a later prompt written first', () => {
    let t = placeLines(null, undefined, ['AI: Hello'], GREETING_KEY);
    t = placeLines(t.transcript, t.keys, ['Lead: one'], frameLineKey(1_000));
    t = placeLines(t.transcript, t.keys, ['Lead: two'], frameLineKey(3_000));

    t = placeLines(t.transcript, t.keys, ['AI: answer one'], replyLineKey(1_000));

    expect(t.transcript.split('\n')).toEqual([
      'AI: Hello',
      'Lead: one',
      'AI: answer one',
      'Lead: two',
    ]);
  });

  it('keeps the arrival order of lines with the same key, and a transcript from before keys at the start', () => {
    const old = placeLines('AI: Hi\nLead: Yes', undefined, ['Lead: [pressed 1]'], frameLineKey(5));
    const again = placeLines(old.transcript, old.keys, ['Lead: [pressed 2]'], frameLineKey(5));

    expect(again.transcript.split('\n')).toEqual([
      'AI: Hi',
      'Lead: Yes',
      'Lead: [pressed 1]',
      'Lead: [pressed 2]',
    ]);
  });

  it('an interruption replaces the agent line it cut, or takes its place when that is not written yet', () => {
    let t = placeLines(null, undefined, ['AI: Hello'], GREETING_KEY);
    t = placeLines(t.transcript, t.keys, ['Lead: who?'], frameLineKey(1_000));
    const pending = placeInterruption(t.transcript, t.keys, 'AI: We help…', frameLineKey(2_000));
    const written = placeLines(
      t.transcript,
      t.keys,
      ['AI: We help teams sell'],
      replyLineKey(1_000),
    );

    const cut = placeInterruption(
      written.transcript,
      written.keys,
      'AI: We help…',
      frameLineKey(2_000),
    );

    expect(pending.transcript.split('\n')).toEqual(['AI: Hello', 'Lead: who?', 'AI: We help…']);
    expect(cut.transcript.split('\n')).toEqual(['AI: Hello', 'Lead: who?', 'AI: We help…']);
    expect(cut.keys).toHaveLength(3);
  });
});

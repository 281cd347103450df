import { describe, expect, it } from 'vitest';
import { foldable, foldFrames, type LevelFrame, NEW_TURN_STATE } from './stream-turns';

const frames = (levels: number[], from = 0): LevelFrame[] =>
  levels.map((level, i) => ({ seq: from + i, level, ms: 100 }));
const LOUD = 3000;

describe('the lead’s turns, frame by frame', () => {
  it('cuts a turn after 600 ms of silence, with two frames before the first loud one', () => {
    const { events, state } = foldFrames(
      NEW_TURN_STATE,
      frames([0, 0, 0, LOUD, LOUD, LOUD, 0, 0, 0, 0, 0, 0]),
    );
    expect(events).toEqual([
      { kind: 'speech-start', seq: 4 },
      { kind: 'turn', fromSeq: 1, toSeq: 11, speechMs: 300 },
    ]);
    expect(state).toMatchObject({ lastSeq: 11, speaking: false, fromSeq: null });
  });

  it('gives the same answer whatever the batches the frames come in', () => {
    const all = frames([0, LOUD, LOUD, 0, LOUD, 0, 0, 0, 0, 0, 0, 0, LOUD, LOUD, 0, 0, 0, 0, 0, 0]);
    const whole = foldFrames(NEW_TURN_STATE, all).events;
    let state = NEW_TURN_STATE;
    const pieces = [];
    for (const frame of all) {
      const step = foldFrames(state, [frame]);
      state = step.state;
      pieces.push(...step.events);
    }
    expect(pieces).toEqual(whole);
    expect(whole.filter((e) => e.kind === 'turn')).toHaveLength(2);
  });

  it('drops a blip shorter than 200 ms and ignores a frame folded in before', () => {
    const blip = foldFrames(NEW_TURN_STATE, frames([LOUD, 0, 0, 0, 0, 0, 0]));
    expect(blip.events).toEqual([]);
    const again = foldFrames(blip.state, frames([LOUD, LOUD, LOUD], 3));
    expect(again.events).toEqual([]);
  });

  it('cuts a lead who never stops at 30 s', () => {
    const { events } = foldFrames(NEW_TURN_STATE, frames(Array(301).fill(LOUD)));
    expect(events.at(-1)).toMatchObject({ kind: 'turn', fromSeq: 0, toSeq: 299 });
  });
});

describe('which frames may be folded', () => {
  const seqs = (list: { seq: number }[]) => list.map((f) => f.seq);
  it('stops at a frame still on its way, and folds on once it is in', () => {
    expect(seqs(foldable(4, frames([0, 0], 5).concat(frames([0], 8))))).toEqual([5, 6]);
    expect(seqs(foldable(6, frames([0, 0, 0], 7)))).toEqual([7, 8, 9]);
  });
  it('takes a frame missing three behind the newest as lost', () => {
    expect(seqs(foldable(4, frames([0], 6).concat(frames([0, 0, 0, 0], 8))))).toEqual([
      6, 8, 9, 10, 11,
    ]);
    // 7 is only two behind the newest: it may still come.
    expect(seqs(foldable(4, frames([0], 6).concat(frames([0, 0], 8))))).toEqual([6]);
  });
});

import { describe, expect, it } from 'vitest';
import { aheadOf, sentencesOf } from './stream-speech';

async function* tokens(list: string[], log: string[]) {
  try {
    for (const token of list) {
      log.push(`made ${token.trim()}`);
      yield token;
    }
  } finally {
    log.push('closed');
  }
}

const all = async <T>(items: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
};

describe('the agent’s reply as spoken on a stream', () => {
  it('cuts the tokens into whole sentences', async () => {
    const said = await all(sentencesOf(tokens(['Yes', ' it', ' does.', ' Shall', ' I?'], [])));
    expect(said).toEqual(['Yes it does.', 'Shall I?']);
  });

  it('asks for the first sentence at once, before anyone reads it, and then gives the rest', async () => {
    const log: string[] = [];
    const ahead = aheadOf(sentencesOf(tokens(['Hello.', ' Two', ' words.'], log)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['made Hello.', 'made Two']);
    expect(await all(ahead)).toEqual(['Hello.', 'Two words.']);
    expect(log.at(-1)).toBe('closed');
  });

  it('hands the rest back when the reader leaves after the first sentence', async () => {
    const log: string[] = [];
    for await (const sentence of aheadOf(sentencesOf(tokens(['One.', ' Two.', ' Three.'], log)))) {
      expect(sentence).toBe('One.');
      break;
    }
    expect(log).toEqual(['made One.', 'made Two.', 'closed']);
  });
});

import { describe, expect, it } from 'vitest';
import { sendAskedMessages } from './stream-sends';

describe('messages asked by a batch of the stream', () => {
  it('sends nothing (and calls nothing) when no change asks for a message', async () => {
    expect(await sendAskedMessages('lead-scores', [])).toEqual([]);
  });

  it('reports the earliest change asking for a message that could not be sent', async () => {
    // A queue no URL is configured for: the send fails before any call leaves the process.
    const failed = await sendAskedMessages('no-such-queue', [
      { key: 'org/c2', body: { contactId: 'c2' }, index: 4 },
      { key: 'org/c1', body: { contactId: 'c1' }, index: 2 },
      { key: 'org/c2', body: { contactId: 'c2' }, index: 1 },
    ]);
    expect(failed).toEqual([1]);
  });
});

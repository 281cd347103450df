import { logger } from '../logger';
import { sendMessages } from '../queue/send-message';

/** A message a change of a batch asks for: `key` says which messages are the same one. */
export interface AskedMessage {
  key: string;
  body: unknown;
  /** The change's place in the batch: what a failure reports. */
  index: number;
}

/**
 * The messages a batch's changes ask for, sent from the table's stream instead of an outbox
 * entry in each change's transaction: the stream keeps the change until its projector has
 * handled it, which is what the outbox did. One message per key however many changes ask for it
 * (ten edits of a contact's deals in a batch: one rescore), sent 10 to a call. The messages must
 * be such that one sent twice, late or out of order changes nothing (a rescore reads the evidence
 * as it is then): a batch delivered again sends them again. Answers the place of the earliest
 * change whose message failed (none: all sent), for the partial batch response.
 */
export const sendAskedMessages = async (
  queue: string,
  asked: readonly AskedMessage[],
  options: { delaySeconds?: number } = {},
): Promise<number[]> => {
  const byKey = new Map<string, { body: unknown; first: number }>();
  for (const message of asked) {
    const known = byKey.get(message.key);
    if (!known) byKey.set(message.key, { body: message.body, first: message.index });
    else known.first = Math.min(known.first, message.index);
  }
  if (!byKey.size) return [];
  try {
    await sendMessages(
      queue,
      [...byKey.values()].map((message) => message.body),
      options,
    );
    return [];
  } catch (error) {
    logger.warn('Messages asked by the stream not sent; the batch is delivered again from them', {
      queue,
      error,
    });
    return [Math.min(...[...byKey.values()].map((message) => message.first))];
  }
};

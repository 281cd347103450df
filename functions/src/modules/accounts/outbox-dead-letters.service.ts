import type {
  OutboxDeadLetters,
  OutboxDeadLetterView,
  OutboxRedriveAnswer,
} from '@salesflow/shared/admin/outbox-dead-letters.schema';
import type { AuthContext } from '../../platform/auth/session';
import { NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import {
  countOutboxDeadLetters,
  findOutboxDeadLetter,
  listOutboxDeadLetters,
  type OutboxDeadLetter,
  OutboxEntryMoved,
  outboxDeadLetterId,
  redriveOutboxDeadLetter,
} from '../../platform/queue/outbox';

const LAST_ERROR_CHARS = 300;

/** What a message is about, without its values: its field names and organization. */
const aboutBody = (body: string) => {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const record = parsed as Record<string, unknown>;
      return {
        organizationId: typeof record.organizationId === 'string' ? record.organizationId : null,
        bodyFields: Object.keys(record).sort(),
      };
    }
  } catch {
    // Not JSON: nothing to say about it but that.
  }
  return { organizationId: null, bodyFields: [] };
};

/** A dead letter as an operator sees it: never the message body (personal data). */
const viewOf = (letter: OutboxDeadLetter): OutboxDeadLetterView => ({
  id: outboxDeadLetterId(letter),
  queue: letter.queue,
  queuedAt: letter.entrySk.split('#')[0] ?? letter.deadAt,
  deadAt: letter.deadAt,
  attempts: Number(letter.attempts),
  lastError: String(letter.lastError ?? '').slice(0, LAST_ERROR_CHARS),
  ...aboutBody(letter.body),
});

/** GET /api/admin/outbox/dead-letters: how many, and the newest `limit`. */
export const outboxDeadLetters = async (limit: number): Promise<OutboxDeadLetters> => {
  const [counted, letters] = await Promise.all([
    countOutboxDeadLetters(),
    listOutboxDeadLetters(limit, { newestFirst: true }),
  ]);
  return { count: counted.count, countCapped: counted.capped, items: letters.map(viewOf) };
};

const GONE = 'No such dead letter: it was sent again already, or has expired';

/**
 * POST /api/admin/outbox/dead-letters/{id}/redrive: the letter goes back to the outbox as a new
 * entry and is sent at once; if its queue still refuses it, the sweeper tries again (and after
 * 10 failed sends it is a dead letter once more).
 */
export const redriveDeadLetter = async (
  auth: Pick<AuthContext, 'userId'>,
  id: string,
): Promise<OutboxRedriveAnswer> => {
  const letter = await findOutboxDeadLetter(id);
  if (!letter) throw new NotFoundError(GONE);
  let sent: boolean;
  try {
    sent = await redriveOutboxDeadLetter(letter);
  } catch (error) {
    // Another operator sent it again meanwhile.
    if (error instanceof OutboxEntryMoved) throw new NotFoundError(GONE);
    throw error;
  }
  logger.info('outbox dead letter sent again by an operator', {
    operatorId: auth.userId,
    queue: letter.queue,
    deadLetter: letter.sk,
    sent,
  });
  return { sent };
};

import { NotFoundError } from '../../platform/errors';
import { ContactChangedError } from './contacts.service';

/**
 * For a write that must land once something outside happened (an email SES took, a WhatsApp
 * message sent or received) and that puts it on a contact others are writing at the same moment
 * (an edit, the lead-scores worker): how often to read the contact again.
 */
const ATTEMPTS = 8;

/**
 * After such a write failed on attempt `attempt` (from 0): throws the error when it is not the
 * contact having moved (or gone) or the attempts are spent; else waits a random moment, longer
 * each time, so the writers stop colliding, and the caller reads the contact again.
 */
export const stepAsideOrThrow = async (error: unknown, attempt: number): Promise<void> => {
  const moved = error instanceof ContactChangedError || error instanceof NotFoundError;
  if (!moved || attempt >= ATTEMPTS) throw error;
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * (attempt + 1)));
};

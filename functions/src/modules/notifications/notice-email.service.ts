import { config } from '../../platform/config';
import { sendEmail } from '../../platform/email/send-email';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { userById } from '../directory/user-directory.service';
import { noticeEmail } from './notice-email';
import { claimNoticeEmail, findNotice, markNoticeEmailed } from './notifications.repository';

/** A delivery that took an email and did not finish within this long is taken to have stopped. */
const STALE_CLAIM_MS = 5 * 60_000;

export class EmailBeingSentError extends Error {}

/**
 * Sends a notice's email once: the notice is claimed first, so a second delivery of the same
 * message (SQS delivers at least once) finds it taken or sent and sends nothing. Only a delivery
 * that stopped between sending and recording it (after STALE_CLAIM_MS) could send it again.
 */
export const emailNotice = async (userId: string, noticeId: string): Promise<void> => {
  const claim = await claimNoticeEmail(userId, noticeId, new Date(), STALE_CLAIM_MS);
  if (claim === 'done') return;
  // Another delivery is sending it: fail this one, so it comes back once that one has finished.
  if (claim === 'busy') throw new EmailBeingSentError(`Notice ${noticeId} is being emailed`);
  const [notice, user] = await Promise.all([findNotice(userId, noticeId), userById(userId)]);
  if (notice && user) {
    await sendEmail(noticeEmail(notice, user.email, config.appOrigin));
    countEvent('noticeEmailed');
  } else {
    logger.warn('notice or user gone before its email was sent', { userId, noticeId });
  }
  await markNoticeEmailed(userId, noticeId);
};

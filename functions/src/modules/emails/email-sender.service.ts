import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { roleAtLeast } from '@salesflow/shared/auth/roles';
import {
  type ConfirmEmailSenderInput,
  type EmailSender,
  type EmailSenderAnswer,
  type EmailSenderInput,
  SENDER_CODE_ATTEMPTS,
  SENDER_CODE_MINUTES,
} from '@salesflow/shared/emails/email-sender.schema';
import type { AuthContext } from '../../platform/auth/session';
import { config } from '../../platform/config';
import { commit } from '../../platform/data/unit-of-work';
import {
  requestIdentityVerification,
  sendingIdentityState,
} from '../../platform/email/email-identities';
import { sendEmail } from '../../platform/email/send-email';
import { ConflictError, RateLimitedError, ValidationError } from '../../platform/errors';
import { countInWindow } from '../../platform/rate-limit/rate-limit.repository';
import { organizationName } from '../organizations/organizations.service';
import {
  findSender,
  type SenderRecord,
  senderDeleteWrite,
  senderRequestWrite,
  senderStepWrite,
} from './email-sender.repository';

/** Codes emailed per organization an hour: enough for typos, too few to spam an inbox. */
const CODES_PER_HOUR = 5;

const productAddress = () => /<([^>]+)>/.exec(config.emailFrom)?.[1] ?? config.emailFrom;

const codeHash = (organizationId: string, address: string, code: string) =>
  createHash('sha256').update(`${organizationId}:${address}:${code}`).digest('hex');

const shown = (record: SenderRecord | null): EmailSender | null =>
  record
    ? {
        address: record.address,
        status: record.status,
        requestedAt: record.requestedAt,
        verifiedAt: record.verifiedAt,
        codeExpiresAt: record.status === 'confirming' ? record.codeExpiresAt : null,
      }
    : null;

const answer = (auth: AuthContext, record: SenderRecord | null): EmailSenderAnswer => ({
  sender: shown(record),
  productAddress: productAddress(),
  canManage: roleAtLeast(auth.role ?? 'member', 'admin'),
});

const changedMeanwhile = () =>
  new ConflictError('The sending address was changed meanwhile. Reload Settings and try again.');

/** Verified by SES meanwhile (its link opened): the address is the organization's now. */
const settleWithSes = async (
  organizationId: string,
  record: SenderRecord,
): Promise<SenderRecord> => {
  if (record.status !== 'awaiting-ses') return record;
  const state = await sendingIdentityState(record.address);
  if (state !== 'verified') {
    // Removed or expired in SES: one new link goes out; a pending one is left to be opened.
    if (state !== 'pending') await requestIdentityVerification(record.address, state);
    return record;
  }
  const verifiedAt = new Date().toISOString();
  try {
    await commit([
      senderStepWrite(
        organizationId,
        record,
        { set: { status: 'verified', verifiedAt } },
        changedMeanwhile,
      ),
    ]);
  } catch (error) {
    if (error instanceof ConflictError) return (await findSender(organizationId)) ?? record;
    throw error;
  }
  return { ...record, status: 'verified', verifiedAt };
};

/** GET /api/settings/email-sender: the address and where it stands (SES asked while it waits). */
export const getEmailSender = async (auth: AuthContext): Promise<EmailSenderAnswer> => {
  const record = await findSender(auth.organizationId);
  return answer(auth, record ? await settleWithSes(auth.organizationId, record) : null);
};

/**
 * PUT /api/settings/email-sender: emails a 6-digit code to the address. Until it is confirmed,
 * emails still go out from the product's address. At most 5 codes an hour per organization.
 */
export const requestEmailSender = async (
  auth: AuthContext,
  input: EmailSenderInput,
  now = new Date(),
): Promise<EmailSenderAnswer> => {
  const current = await findSender(auth.organizationId);
  if (current?.address === input.address && current.status !== 'confirming') {
    return answer(auth, await settleWithSes(auth.organizationId, current));
  }
  const hour = Math.floor(now.getTime() / 3_600_000) * 3600;
  if (!(await countInWindow(auth.organizationId, hour, 3600, CODES_PER_HOUR, 'SENDERCODE'))) {
    throw new RateLimitedError(
      Math.max(1, hour + 3600 - Math.floor(now.getTime() / 1000)),
      `${CODES_PER_HOUR} codes were sent this hour. Please wait before asking for another.`,
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const record: SenderRecord = {
    address: input.address,
    status: 'confirming',
    requestedAt: now.toISOString(),
    verifiedAt: null,
    codeExpiresAt: new Date(now.getTime() + SENDER_CODE_MINUTES * 60_000).toISOString(),
    codeHash: codeHash(auth.organizationId, input.address, code),
    attempts: 0,
  };
  const company = (await organizationName(auth.organizationId)) || 'your organization';
  // Sent before the item is written: a code that never left is never waited for.
  await sendEmail({
    to: input.address,
    subject: `${code} is your SalesFlow sending address code`,
    text: [
      `${code} is the code to send ${company}'s SalesFlow emails from ${input.address}.`,
      `Enter it in SalesFlow, Settings → Security, within ${SENDER_CODE_MINUTES} minutes.`,
      'If you did not ask for this, ignore this email: nothing is sent from this address without the code.',
    ].join('\n\n'),
  });
  await commit([senderRequestWrite(auth.organizationId, record, auth.userId)]);
  return answer(auth, record);
};

const sameCode = (expected: string, given: string) =>
  timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));

/**
 * POST /api/settings/email-sender/confirm: the emailed code. Right, the address is verified when
 * SES already lets us send from it; otherwise SES is asked to verify it (it emails a link) and
 * the address waits for that. Wrong, the try is counted: after 5, or 30 minutes, a new code.
 */
export const confirmEmailSender = async (
  auth: AuthContext,
  input: ConfirmEmailSenderInput,
  now = new Date(),
): Promise<EmailSenderAnswer> => {
  const record = await findSender(auth.organizationId);
  if (record?.status !== 'confirming' || !record.codeHash) {
    throw new ConflictError('There is no code to confirm. Ask for a code first.');
  }
  if (record.codeExpiresAt && Date.parse(record.codeExpiresAt) <= now.getTime()) {
    throw new ConflictError('This code has expired. Ask for a new one.');
  }
  if (record.attempts >= SENDER_CODE_ATTEMPTS) {
    throw new ConflictError('Too many wrong codes. Ask for a new one.');
  }
  if (!sameCode(record.codeHash, codeHash(auth.organizationId, record.address, input.code))) {
    await commit([
      senderStepWrite(
        auth.organizationId,
        record,
        { set: { attempts: record.attempts + 1 } },
        changedMeanwhile,
      ),
    ]);
    const left = SENDER_CODE_ATTEMPTS - record.attempts - 1;
    throw new ValidationError([
      {
        field: 'code',
        message:
          left > 0
            ? `This code is not right (${left} tries left)`
            : 'This code is not right. Ask for a new one.',
      },
    ]);
  }
  const state = await sendingIdentityState(record.address);
  if (state !== 'verified') await requestIdentityVerification(record.address, state);
  const verified = state === 'verified';
  const next: SenderRecord = {
    ...record,
    status: verified ? 'verified' : 'awaiting-ses',
    verifiedAt: verified ? now.toISOString() : null,
    codeHash: null,
    codeExpiresAt: null,
  };
  await commit([
    senderStepWrite(
      auth.organizationId,
      record,
      {
        set: { status: next.status, ...(verified ? { verifiedAt: next.verifiedAt } : {}) },
        remove: ['codeHash', 'codeExpiresAt', 'attempts'],
      },
      changedMeanwhile,
    ),
  ]);
  return answer(auth, next);
};

/** DELETE /api/settings/email-sender: emails go from the product's address again. */
export const removeEmailSender = async (auth: AuthContext): Promise<void> => {
  await commit([senderDeleteWrite(auth.organizationId)]);
};

/** The address the organization's emails go out from, when it has a verified one. */
export const organizationSenderAddress = async (organizationId: string): Promise<string | null> => {
  const record = await findSender(organizationId);
  return record?.status === 'verified' ? record.address : null;
};

/**
 * SES refused the organization's address (its verification was removed in SES): it waits for
 * SES again, so Settings says so and the next emails go from the product's address.
 */
export const senderRefused = async (organizationId: string, address: string): Promise<void> => {
  try {
    await commit([
      senderStepWrite(
        organizationId,
        { address, status: 'verified' },
        { set: { status: 'awaiting-ses' }, remove: ['verifiedAt'] },
        changedMeanwhile,
      ),
    ]);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
};

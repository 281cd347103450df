import { contactChangeSchema } from '@salesflow/shared/contacts/contact-change';
import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { followContactCalls } from '../ai-calls/records/call-holders.service';
import { followMergedContact } from '../contact-merges/merges.service';
import { isInTrash } from '../contacts/contact-trash.service';
import { currentContact, forgetDeletedContact } from '../contacts/contacts.service';
import { followContact } from '../deals/deals.service';
import { forgetContactAssignments } from '../lead-assignments/assignments.service';

/**
 * Each record: parse it, then apply the contact as it is now (read consistently), not as the
 * message says: a message may come twice, late or after a newer one (outbox retries). Gone means
 * deleted: its deals lose it, and its timeline and lead assignments go. Its calls follow it to a
 * new holder; a deleted contact's calls stay, as calls that were made. A contact merged into
 * another hands what still hangs on it to that one; one in the trash keeps it all until its days
 * are over (the trash item's removal sends the deletion again). Repeating it changes nothing.
 */
const processRecord = async (record: SQSRecord) => {
  const change = contactChangeSchema.parse(JSON.parse(record.body));
  logger.appendKeys({ organizationId: change.organizationId, contactId: change.contactId });
  const contact = await currentContact(change.organizationId, change.contactId);
  // In the trash: its deals, calls, timeline and lead assignments wait for it (30 days).
  if (!contact && (await isInTrash(change.organizationId, change.contactId))) {
    countEvent('contactChangeApplied');
    return;
  }
  // A contact merged into another: what still hangs on it moves to that one (merges.service.ts).
  if (!contact && (await followMergedContact(change.organizationId, change.contactId))) {
    await forgetDeletedContact(change.organizationId, change.contactId);
    await forgetContactAssignments(change.organizationId, change.contactId);
    countEvent('contactChangeApplied');
    return;
  }
  await followContact(change.organizationId, change.contactId, contact);
  countEvent(
    'callsFollowedContact',
    await followContactCalls(change.organizationId, change.contactId, contact),
  );
  if (!contact) {
    await forgetDeletedContact(change.organizationId, change.contactId);
    await forgetContactAssignments(change.organizationId, change.contactId);
  }
  countEvent('contactChangeApplied');
};

export const handler = sqsWorker(processRecord);

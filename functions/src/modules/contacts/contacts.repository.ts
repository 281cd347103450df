import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { batchGetItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { queryShardedNewestFirst } from '../../platform/data/sharded-query';
import { shardOf } from '../../platform/data/shards';
import {
  addWrite,
  checkWrite,
  deleteWrite,
  putWrite,
  type Write,
} from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  CONTACT_PREFIX,
  contactCounterDeltas,
  contactCounterKey,
  contactEmailKey,
  contactKey,
  contactMonthKey,
  contactPartition,
  contactPartitions,
  fromContactItem,
  toContactItem,
} from './contact.entity';

export const duplicateEmail = () =>
  new ConflictError('A contact with this email already exists', [
    { field: 'email', message: 'A contact with this email already exists' },
  ]);

export class ContactChangedError extends ConflictError {
  constructor() {
    super('This contact was changed by someone else. Reload and try again.');
  }
}

const changedMeanwhile = () => new ContactChangedError();

const claimEmail = (contact: Contact): Write =>
  putWrite(
    { ...contactEmailKey(contact.organizationId, contact.email), contactId: contact.id },
    { expression: 'attribute_not_exists(pk)', error: duplicateEmail },
  );

const unchangedSince = (contact: Contact) => ({
  expression: 'attribute_exists(pk) AND updatedAt = :was',
  values: { ':was': contact.updatedAt },
  error: changedMeanwhile,
});

/** The counters of the contact's partition, all time and this month. */
const counterWrites = (
  contact: Contact,
  month: string,
  before: Contact | null,
  after: Contact | null,
): Write[] => {
  const partition = contactPartition(contact.organizationId, shardOf(contact.id));
  const deltas = contactCounterDeltas(before, after);
  return [
    ...addWrite(contactCounterKey(partition), deltas),
    ...addWrite(contactMonthKey(partition, month), deltas),
  ];
};

/** A new contact: its email claim (two creates of one email make one contact) and counters. */
export const contactInsertWrites = (contact: Contact, month: string): Write[] => [
  claimEmail(contact),
  putWrite(toContactItem(contact), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This contact already exists'),
  }),
  ...counterWrites(contact, month, null, contact),
];

/** `next` replaces `previous` only if nobody changed it meanwhile; a new email is claimed. */
export const contactReplaceWrites = (previous: Contact, next: Contact, month: string): Write[] => {
  const sameEmail = previous.email.toLowerCase() === next.email.toLowerCase();
  return [
    putWrite(toContactItem(next), unchangedSince(previous)),
    ...(sameEmail
      ? []
      : [claimEmail(next), deleteWrite(contactEmailKey(previous.organizationId, previous.email))]),
    ...counterWrites(next, month, previous, next),
  ];
};

export const contactRemoveWrites = (contact: Contact, month: string): Write[] => [
  deleteWrite(contactKey(contact.organizationId, contact.id), unchangedSince(contact)),
  deleteWrite(contactEmailKey(contact.organizationId, contact.email)),
  ...counterWrites(contact, month, contact, null),
];

/** For a change that relies on the contact as read (a deal copying its name): fails if it moved. */
export const contactUnchangedCheck = (contact: Contact, error: () => Error): Write =>
  checkWrite(contactKey(contact.organizationId, contact.id), {
    ...unchangedSince(contact),
    error,
  });

export const contactExistsCheck = (organizationId: string, id: string, error: () => Error): Write =>
  checkWrite(contactKey(organizationId, id), { expression: 'attribute_exists(pk)', error });

export const findContact = async (organizationId: string, id: string): Promise<Contact | null> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: contactKey(organizationId, id),
      ConsistentRead: true,
    }),
  );
  return Item ? fromContactItem(Item) : null;
};

export const listContactPage = async (
  organizationId: string,
  options: { limit: number; cursor?: string; search?: string },
) => {
  const search = options.search?.toLowerCase();
  const page = await queryShardedNewestFirst({
    partitions: contactPartitions(organizationId),
    cursorScope: `contacts|${organizationId}|${search ?? ''}`,
    skPrefix: CONTACT_PREFIX,
    limit: options.limit,
    cursor: options.cursor,
    filter: search
      ? {
          FilterExpression: 'contains(#search, :q)',
          ExpressionAttributeNames: { '#search': 'search' },
          ExpressionAttributeValues: { ':q': search },
        }
      : undefined,
  });
  return { items: page.items.map(fromContactItem), nextCursor: page.nextCursor };
};

export interface ContactFigures {
  contacts: number;
  qualified: number;
  /** The net change of both within `month`. */
  thisMonth: { contacts: number; qualified: number };
}

const n = (item: Record<string, unknown> | undefined, field: string) => Number(item?.[field] ?? 0);

/** The partitions' counters summed: 16 item reads, whatever the number of contacts. */
export const readContactFigures = async (
  organizationId: string,
  month: string,
): Promise<ContactFigures> => {
  const partitions = contactPartitions(organizationId);
  const items = await batchGetItems([
    ...partitions.map(contactCounterKey),
    ...partitions.map((p) => contactMonthKey(p, month)),
  ]);
  const sum = (sk: string, field: string) =>
    items.filter((i) => i.sk === sk).reduce((total, item) => total + n(item, field), 0);
  const monthSk = contactMonthKey('', month).sk;
  return {
    contacts: sum('COUNTER', 'contacts'),
    qualified: sum('COUNTER', 'qualified'),
    thisMonth: { contacts: sum(monthSk, 'contacts'), qualified: sum(monthSk, 'qualified') },
  };
};

/** The number of contacts: the 8 partition counters. */
export const countContacts = async (organizationId: string): Promise<number> => {
  const items = await batchGetItems(contactPartitions(organizationId).map(contactCounterKey));
  return items.reduce((total, item) => total + n(item, 'contacts'), 0);
};

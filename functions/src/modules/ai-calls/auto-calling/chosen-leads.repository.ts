import { db, tableName } from '../../../platform/data/dynamo-client';
import { DeleteCommand, PutCommand } from '../../../platform/data/dynamo-commands';
import { readAll, TOP } from '../../../platform/data/read';
import {
  CHOSEN_CALLS_PARTITION,
  type ChosenLead,
  chosenLeadKey,
  chosenUserPrefix,
  fromChosenLeadItem,
  toChosenLeadItem,
} from './chosen-leads.entity';

/** A user chooses at most this many leads for auto-calling at once (the oldest are called first). */
export const CHOSEN_LEADS_MAX = 5000;

/** Chosen again, the lead keeps its first place. */
export const putChosenLead = async (organizationId: string, userId: string, lead: ChosenLead) => {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: toChosenLeadItem(organizationId, userId, lead),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
};

export const deleteChosenLead = (organizationId: string, userId: string, contactId: string) =>
  db().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: chosenLeadKey(organizationId, userId, contactId),
    }),
  );

/** The user's chosen leads, first chosen first. */
export const readChosenLeads = async (
  organizationId: string,
  userId: string,
): Promise<ChosenLead[]> => {
  const prefix = chosenUserPrefix(userId);
  const items = await readAll(
    { pk: CHOSEN_CALLS_PARTITION.key(organizationId), between: [prefix, `${prefix}${TOP}`] },
    { maxItems: CHOSEN_LEADS_MAX },
  );
  return items
    .map(fromChosenLeadItem)
    .sort((a, b) =>
      a.chosenAt === b.chosenAt
        ? a.contactId.localeCompare(b.contactId)
        : a.chosenAt.localeCompare(b.chosenAt),
    );
};

import { updatesTogether } from '../data/batch';
import { db, tableName } from '../data/dynamo-client';
import {
  ConditionalCheckFailedException,
  DeleteCommand,
  UpdateCommand,
} from '../data/dynamo-commands';
import { mapLimited } from '../map-limited';

/**
 * Set memberships kept from the table's stream: an item per key holding a string set of members
 * (an organization's contacts with one phone number, by id).
 *
 * The guard: the operations themselves
 * ------------------------------------
 * DynamoDB's ADD and DELETE of a set member are idempotent (adding a member twice leaves it in
 * once), and those of different members commute. One member's changes come in the order of its
 * source's records (one item's records keep their order in the stream, and a replay from a
 * checkpoint goes on to the newest), so however often a batch is delivered, split or replayed, a
 * member ends as its source's last version says. No mark is kept.
 *
 * A batch is folded per key: for each member the last change of the batch says whether it is in;
 * the members in are ADDed in one update and those out DELETEd in another (an attribute may
 * appear once in an update expression). A DELETE never creates an item; an item whose set it
 * empties is deleted on the condition that the set is still empty, so no item outlives its
 * members (an organization's erasure finds every item through a member).
 */
export interface SetMemberChange {
  key: { pk: string; sk: string };
  member: string;
  /** In the set after this change, or not. */
  present: boolean;
  /** Its change's place in the batch: what a failure reports. */
  index: number;
}

interface KeyFold {
  key: { pk: string; sk: string };
  members: Map<string, { present: boolean; index: number }>;
}

const LANES = 8;

const foldByKey = (changes: readonly SetMemberChange[]): KeyFold[] => {
  const folds = new Map<string, KeyFold>();
  for (const change of changes) {
    const id = `${change.key.pk}\u0000${change.key.sk}`;
    const fold = folds.get(id) ?? { key: change.key, members: new Map() };
    const first = fold.members.get(change.member)?.index ?? change.index;
    fold.members.set(change.member, { present: change.present, index: first });
    folds.set(id, fold);
  }
  return [...folds.values()];
};

const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException ||
  (error as Error).name === 'ConditionalCheckFailedException';

/** The update that ADDs members to a key's set. */
const addUpdate = (key: KeyFold['key'], added: string[], attribute: string, itemType: string) => ({
  TableName: tableName(),
  Key: key,
  UpdateExpression: 'ADD #set :members SET #type = :type',
  ExpressionAttributeNames: { '#set': attribute, '#type': 'type' },
  ExpressionAttributeValues: { ':members': new Set(added), ':type': itemType },
});

const applyFold = async (fold: KeyFold, attribute: string, itemType: string) => {
  const members = [...fold.members];
  const added = members.filter(([, m]) => m.present).map(([member]) => member);
  const removed = members.filter(([, m]) => !m.present).map(([member]) => member);
  if (added.length) {
    await db().send(new UpdateCommand(addUpdate(fold.key, added, attribute, itemType)));
  }
  if (!removed.length) return;
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: fold.key,
        UpdateExpression: 'DELETE #set :members',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#set': attribute },
        ExpressionAttributeValues: { ':members': new Set(removed) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (out.Attributes?.[attribute] !== undefined) return;
    // Emptied (DynamoDB drops an empty set): the item goes, unless a member came meanwhile.
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: fold.key,
        ConditionExpression: 'attribute_not_exists(#set)',
        ExpressionAttributeNames: { '#set': attribute },
      }),
    );
  } catch (error) {
    // Gone already (emptied, or erased with its organization): nothing to take out.
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * Where bulk writes go as transactions (DynamoDB Local on disk), the keys whose members are only
 * added (new contacts) are ADDed together (platform/data/batch.ts, updatesTogether): the same
 * idempotent updates. Answers the keys still to apply one by one.
 */
const addsTogether = async (
  folds: readonly KeyFold[],
  attribute: string,
  itemType: string,
): Promise<KeyFold[]> => {
  const adding = folds.filter((fold) => [...fold.members.values()].every((m) => m.present));
  const left = await updatesTogether(adding, (fold) => {
    const { TableName: _table, ...update } = addUpdate(
      fold.key,
      [...fold.members.keys()],
      attribute,
      itemType,
    );
    return update;
  });
  return [...folds.filter((fold) => !adding.includes(fold)), ...left];
};

/**
 * Applies a batch's set changes; answers the places of the earliest change of each key whose
 * update failed (the batch is delivered again from there).
 */
export const applySetMembers = async (
  changes: readonly SetMemberChange[],
  options: { attribute: string; itemType: string; onError: (error: unknown) => void },
): Promise<number[]> => {
  const failed: number[] = [];
  const folds = await addsTogether(foldByKey(changes), options.attribute, options.itemType);
  await mapLimited(folds, LANES, async (fold) => {
    try {
      await applyFold(fold, options.attribute, options.itemType);
    } catch (error) {
      options.onError(error);
      failed.push(Math.min(...[...fold.members.values()].map((member) => member.index)));
    }
  });
  return failed;
};

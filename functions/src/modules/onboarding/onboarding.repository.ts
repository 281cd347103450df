import {
  type Milestone,
  ONBOARDING_FIELDS,
  type OnboardingState,
  type OnboardingUpdate,
} from '@salesflow/shared/onboarding/onboarding';
import { USER_PARTITION } from '../../platform/auth/identity.entity';
import { db, tableName } from '../../platform/data/dynamo-client';
import { GetCommand, UpdateCommand } from '../../platform/data/dynamo-commands';

const key = (userId: string) => ({ pk: USER_PARTITION.key(userId), sk: 'ONBOARDING' });

export const getOnboarding = async (userId: string): Promise<OnboardingState> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key(userId) }));
  const state = Object.fromEntries(ONBOARDING_FIELDS.map((f) => [f, Item?.[f] ?? false])) as Record<
    string,
    unknown
  >;
  state.tourCompletedAt = (Item?.tourCompletedAt as string | undefined) ?? null;
  return state as unknown as OnboardingState;
};

export const updateOnboarding = async (userId: string, update: OnboardingUpdate) => {
  const entries = Object.entries(update).filter(([, v]) => v !== undefined);
  if (!entries.length) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(userId),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([f], i) => [`#f${i}`, f])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    }),
  );
};

/** Flips a milestone when the user really did the thing; a no-op once it is set. */
export const markMilestone = async (userId: string, milestone: Milestone): Promise<void> => {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(userId),
        UpdateExpression: 'SET #m = :true',
        ConditionExpression: 'attribute_not_exists(#m) OR #m = :false',
        ExpressionAttributeNames: { '#m': milestone },
        ExpressionAttributeValues: { ':true': true, ':false': false },
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
};

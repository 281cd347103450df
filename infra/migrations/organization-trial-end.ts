import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { organizationKey } from '@salesflow/functions/modules/organizations/organization.entity';
import { type Migration, scanByType } from './migration-runner';

const TRIAL_DAYS = 14;

/**
 * An organization is read-only once its trial ends: the access check reads `trialEndsAt` on its
 * profile. Organizations saved before get it from their owner's trial (the owner's plan start
 * and 14 days); those whose owner is on a paid plan get none. Only profiles without it are set,
 * so running it again changes nothing.
 */
export const organizationTrialEndMigration: Migration = {
  name: '2026-11-27-organization-trial-end',
  description: 'Give every organization on a trial the date its trial ends',
  run: async (context) => {
    const owners = new Map<string, string>();
    const trials = new Map<string, string>();
    for await (const page of scanByType(context, ['organization', 'user'])) {
      for (const item of page) {
        if (item.type === 'organization') owners.set(String(item.id), String(item.ownerId));
        else if (item.currentPlan === 'trial') {
          const start = Date.parse(String(item.planStartDate ?? item.createdAt));
          if (Number.isFinite(start)) {
            trials.set(String(item.id), new Date(start + TRIAL_DAYS * 86_400_000).toISOString());
          }
        }
      }
    }
    let set = 0;
    for (const [organizationId, ownerId] of owners) {
      const trialEndsAt = trials.get(ownerId);
      if (!trialEndsAt) continue;
      try {
        await context.doc.send(
          new UpdateCommand({
            TableName: context.table,
            Key: organizationKey(organizationId),
            UpdateExpression: 'SET trialEndsAt = :end',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(trialEndsAt)',
            ExpressionAttributeValues: { ':end': trialEndsAt },
          }),
        );
        set += 1;
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
    return set;
  },
};

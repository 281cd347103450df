import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { organizationKey } from '@salesflow/functions/modules/organizations/organization.entity';
import { type Migration, scanByType } from './migration-runner';

/**
 * Invitations hold seats: an organization counts its active members, its pending invitations and
 * their sum (`seatsTaken`, which the member limit is checked against). Organizations saved before
 * get them from a recount. Only those without `seatsTaken` are set, so running it again, or after
 * the new version has started counting an organization, changes nothing.
 */
export const organizationSeatsMigration: Migration = {
  name: '2026-11-24-organization-seats',
  description: 'Count active members and pending invitations of every organization',
  run: async (context) => {
    const members = new Map<string, number>();
    const pending = new Map<string, number>();
    const organizations: string[] = [];
    const add = (counts: Map<string, number>, id: string) =>
      counts.set(id, (counts.get(id) ?? 0) + 1);
    for await (const page of scanByType(context, ['organization', 'member', 'invitation'])) {
      for (const item of page) {
        const organizationId = String(item.organizationId ?? item.id);
        if (item.type === 'organization') organizations.push(String(item.id));
        else if (item.type === 'member' && item.status === 'active') add(members, organizationId);
        else if (item.type === 'invitation' && item.status === 'pending')
          add(pending, organizationId);
      }
    }
    let counted = 0;
    for (const id of organizations) {
      const currentMembers = members.get(id) ?? 0;
      const pendingInvitations = pending.get(id) ?? 0;
      try {
        await context.doc.send(
          new UpdateCommand({
            TableName: context.table,
            Key: organizationKey(id),
            UpdateExpression:
              'SET currentMembers = :members, pendingInvitations = :pending, seatsTaken = :seats',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(seatsTaken)',
            ExpressionAttributeValues: {
              ':members': currentMembers,
              ':pending': pendingInvitations,
              ':seats': currentMembers + pendingInvitations,
            },
          }),
        );
        counted += 1;
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
    return counted;
  },
};

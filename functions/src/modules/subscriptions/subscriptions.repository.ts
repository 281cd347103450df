import type { AdminAuditEntry } from '@salesflow/shared/admin/admin.schema';
import type { PlanId } from '@salesflow/shared/auth/auth-user';
import { userKey } from '../../platform/auth/identity.entity';
import { db, tableName } from '../../platform/data/dynamo-client';
import { QueryCommand } from '../../platform/data/dynamo-commands';
import { keyShape } from '../../platform/data/key-shape';
import { putWrite, setWrite, type Write } from '../../platform/data/unit-of-work';
import { NotFoundError } from '../../platform/errors';

/**
 * Plans by hand and their audit log. The plan is its organization's owner's (who pays):
 * `currentPlan`, `planStartDate`, `planEndDate` on the owner's profile, and the organization's
 * member ceiling (`maxMembers`) beside it. Each change an operator makes is an audit entry,
 * `AUDIT#<yyyy-mm>` / `<time>#<id>`, kept two years.
 */
export const ownerPlanWrite = (
  ownerId: string,
  plan: { id: PlanId; startDate: string; endDate: string | null },
  at: string,
): Write =>
  setWrite(
    userKey(ownerId),
    {
      set: {
        currentPlan: plan.id,
        planStartDate: plan.startDate,
        updatedAt: at,
        ...(plan.endDate ? { planEndDate: plan.endDate } : {}),
      },
      ...(plan.endDate ? {} : { remove: ['planEndDate'] }),
    },
    { expression: 'attribute_exists(pk)', error: () => new NotFoundError('Owner not found') },
  );

/** An operator's action (shared with the admin dashboard's Audit Log). */
export type AuditEntry = AdminAuditEntry;

const AUDIT_KEPT_SECONDS = 2 * 365 * 86_400;

/** The operators' audit log: one partition per month (`yyyy-mm`). */
export const AUDIT_PARTITION = keyShape('AUDIT#<month>');

export const auditWrite = (entry: AuditEntry): Write =>
  putWrite(
    {
      pk: AUDIT_PARTITION.key(entry.at.slice(0, 7)),
      sk: `${entry.at}#${entry.id}`,
      type: 'audit',
      ...entry,
      expire: Math.floor(Date.parse(entry.at) / 1000) + AUDIT_KEPT_SECONDS,
    },
    { expression: 'attribute_not_exists(pk)', error: () => new Error('audit entry exists') },
  );

/** A month's newest audit entries (at most `limit`), newest first. */
export const auditEntriesOf = async (month: string, limit = 200): Promise<AuditEntry[]> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': AUDIT_PARTITION.key(month) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    id: String(item.id),
    at: String(item.at),
    operatorId: String(item.operatorId),
    operatorEmail: String(item.operatorEmail),
    action: item.action as AuditEntry['action'],
    organizationId: String(item.organizationId),
    detail: (item.detail ?? {}) as Record<string, unknown>,
    reason: String(item.reason),
  }));
};

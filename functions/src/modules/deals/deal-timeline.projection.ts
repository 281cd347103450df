import type { ActivityType } from '@salesflow/shared/activities/activity.schema';
import { formatUsd } from '@salesflow/shared/money/money';
import type { WriteRequest } from '../../platform/data/batch';
import { derivedId } from '../../platform/data/ids';
import type { StreamChange } from '../../platform/projections/stream-change';
import { activityItemOf } from '../activities/activities.service';
import { type DealRecord, fromDealItem } from './deal.entity';
import { describeDealChange, stageLabel } from './deal-activity';

const dealOf = (image: Record<string, unknown> | null) =>
  image?.type === 'deal' ? fromDealItem(image) : null;

/**
 * What the timeline says about one change of a deal, when a user made it (`changedBy` on the new
 * version, whose `updatedAt` moved): "Deal created" for a create, the stage move or the fields
 * changed for an edit; nothing for a version the system wrote (its contact's new name carried
 * over, which keeps `updatedAt`) or an edit nobody would see. Pure.
 */
export const dealTimelineEntry = (change: StreamChange): Record<string, unknown> | null => {
  const before = dealOf(change.before);
  const after = dealOf(change.after);
  if (!after?.changedBy || (before && before.updatedAt === after.updatedAt)) return null;
  const said = before
    ? describeDealChange(before, after)
    : {
        type: 'deal_created' as const,
        subject: `Deal created: ${after.title}`,
        description: `${stageLabel(after.stage)} · ${formatUsd(after.valueCents / 100)}`,
      };
  if (!said) return null;
  return entryOf(after, said);
};

/**
 * Its id is derived from the deal and the version's time, so a replay writes the same item (the
 * versioned-items guard, projector.ts) and the timeline keeps its order by time.
 */
const entryOf = (
  deal: DealRecord,
  said: { type: ActivityType; subject: string; description: string | null },
) =>
  activityItemOf(
    deal.organizationId,
    deal.changedBy ?? null,
    { ...said, contactId: deal.contactId, dealId: deal.id },
    deal.updatedAt,
    derivedId(Date.parse(deal.updatedAt), `deal-timeline/${deal.id}/${deal.updatedAt}`),
  );

/**
 * A deal's timeline entries, kept from the table's stream instead of in each create's and edit's
 * transaction: one per change a user made, each put whole (a deletion's entry is still written by
 * the deletion itself, which alone knows who deleted it).
 */
export const dealTimelineWrites = (changes: readonly StreamChange[]): WriteRequest[] =>
  changes.flatMap((change) => {
    const entry = dealTimelineEntry(change);
    return entry ? [{ put: entry }] : [];
  });

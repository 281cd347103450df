import type { ActivityType } from '@salesflow/shared/activities/activity.schema';
import type { DealStage } from '@salesflow/shared/deals/deal.schema';
import { formatUsd } from '@salesflow/shared/money/money';
import type { DealRecord } from './deal.entity';

export const stageLabel = (stage: DealStage): string =>
  stage.charAt(0).toUpperCase() + stage.slice(1);

/** What the timeline says about a change, or null when nothing visible changed. */
export const describeDealChange = (
  before: DealRecord,
  after: DealRecord,
): { type: ActivityType; subject: string; description: string | null } | null => {
  if (before.stage !== after.stage) {
    return {
      type: 'deal_stage_changed',
      subject: `${after.title}: ${stageLabel(before.stage)} → ${stageLabel(after.stage)}`,
      description: null,
    };
  }
  const changes: string[] = [];
  if (before.title !== after.title) changes.push(`title to "${after.title}"`);
  if (before.valueCents !== after.valueCents)
    changes.push(`value to ${formatUsd(after.valueCents / 100)}`);
  if (before.probability !== after.probability)
    changes.push(`probability to ${after.probability}%`);
  if (before.expectedCloseDate !== after.expectedCloseDate) {
    changes.push(`expected close date to ${after.expectedCloseDate ?? 'none'}`);
  }
  if (before.contactId !== after.contactId) changes.push('contact');
  if (before.description !== after.description) changes.push('description');
  if (!changes.length) return null;
  return {
    type: 'deal_updated',
    subject: `Deal updated: ${after.title}`,
    description: `Changed ${changes.join(', ')}`,
  };
};

import { closeDateProblem, todayIn } from '@salesflow/shared/dates/calendar-date';
import type {
  Deal,
  DealFields,
  DealPage,
  DealPatch,
  DealPatchInput,
  DealStage,
} from '@salesflow/shared/deals/deal.schema';
import { formatUsd } from '@salesflow/shared/money/money';
import type { AuthContext } from '../../platform/auth/session';
import { tableName } from '../../platform/data/dynamo-client';
import { newId } from '../../platform/data/ids';
import { monthKey } from '../../platform/data/month-key';
import type { TransactItems } from '../../platform/data/transactions';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { activityPut } from '../activities/activity.entity';
import { contactKey } from '../contacts/contact.entity';
import { findContact } from '../contacts/contacts.repository';
import { markMilestone } from '../onboarding/onboarding.repository';
import { dealStatsWrites } from '../stats/stats.entity';
import { type DealRecord, toDeal } from './deal.entity';
import { describeDealChange, stageLabel } from './deal-activity';
import {
  DealDependencyChanged,
  findDeal,
  insertDeal,
  listDealPage,
  listStagePage,
  removeDeal,
  replaceDeal,
} from './deals.repository';

/** A close date the user sets or changes may not be in the past (the picker blocks it too). */
const checkCloseDate = (auth: AuthContext, next: string | null, previous: string | null) => {
  const problem = closeDateProblem(next, previous, todayIn(auth.timezone));
  if (problem) throw new ValidationError([{ field: 'expectedCloseDate', message: problem }]);
};

const notFound = () => new NotFoundError('Deal not found');

/** The linked contact must belong to the organization; its name and company go beside the deal. */
const linkContact = async (auth: AuthContext, contactId: string | null) => {
  if (!contactId) return { contactName: null, contactCompany: null, check: [] as TransactItems };
  const contact = await findContact(auth.organizationId, contactId);
  if (!contact) {
    throw new ValidationError([
      { field: 'contactId', message: 'Choose a contact of your organization' },
    ]);
  }
  const check: TransactItems = [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: contactKey(auth.organizationId, contactId),
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :contactWas',
        ExpressionAttributeValues: { ':contactWas': contact.updatedAt },
      },
    },
  ];
  return { contactName: contact.name, contactCompany: contact.company, check };
};

const figures = (deal: DealRecord) => ({
  stage: deal.stage,
  valueCents: deal.valueCents,
  probability: deal.probability,
  wonMonth: deal.wonMonth,
});

/** A deal keeps the month it was won in while it stays won; moving it to won starts it anew. */
const wonMonthOf = (stage: DealStage, previous: DealRecord | null, month: string) => {
  if (stage !== 'won') return null;
  return previous?.stage === 'won' ? previous.wonMonth : month;
};

/** Retries when the linked contact changed between the read and the write. */
const withRetry = async <T>(work: () => Promise<T>): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof DealDependencyChanged) || attempt >= 3) throw error;
    }
  }
};

export const createDeal = async (auth: AuthContext, fields: DealFields): Promise<Deal> => {
  checkCloseDate(auth, fields.expectedCloseDate, null);
  const deal = await withRetry(async () => {
    const link = await linkContact(auth, fields.contactId);
    const now = new Date().toISOString();
    const month = monthKey(new Date(now), auth.timezone);
    const { value, ...rest } = fields;
    const record: DealRecord = {
      ...rest,
      valueCents: value,
      wonMonth: wonMonthOf(fields.stage, null, month),
      contactName: link.contactName,
      contactCompany: link.contactCompany,
      id: newId(),
      organizationId: auth.organizationId,
      ownerId: auth.userId,
      createdAt: now,
      updatedAt: now,
    };
    await insertDeal(record, [
      ...link.check,
      ...dealStatsWrites(auth.organizationId, month, null, figures(record)),
      activityPut(auth.organizationId, auth.userId, {
        type: 'deal_created',
        contactId: record.contactId,
        dealId: record.id,
        subject: `Deal created: ${record.title}`,
        description: `${stageLabel(record.stage)} · ${formatUsd(record.valueCents / 100)}`,
        duration: null,
        outcome: null,
      }),
    ]);
    return record;
  });
  await markMilestone(auth.userId, 'hasCreatedFirstDeal');
  return toDeal(deal);
};

export const updateDeal = async (auth: AuthContext, id: string, patch: DealPatch): Promise<Deal> =>
  withRetry(async () => {
    const previous = await findDeal(auth.organizationId, id);
    if (!previous) throw notFound();
    if (patch.expectedCloseDate !== undefined) {
      checkCloseDate(auth, patch.expectedCloseDate, previous.expectedCloseDate);
    }
    const contactId = patch.contactId === undefined ? previous.contactId : patch.contactId;
    const link = await linkContact(auth, contactId);
    const { value, ...rest } = patch;
    const now = new Date().toISOString();
    const month = monthKey(new Date(now), auth.timezone);
    const stage = patch.stage ?? previous.stage;
    const next: DealRecord = {
      ...previous,
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(value !== undefined ? { valueCents: value } : {}),
      wonMonth: wonMonthOf(stage, previous, month),
      contactId,
      contactName: link.contactName,
      contactCompany: link.contactCompany,
      updatedAt:
        now > previous.updatedAt ? now : new Date(Date.parse(previous.updatedAt) + 1).toISOString(),
    };
    const change = describeDealChange(previous, next);
    await replaceDeal(previous, next, [
      ...link.check,
      ...dealStatsWrites(auth.organizationId, month, figures(previous), figures(next)),
      ...(change
        ? [
            activityPut(auth.organizationId, auth.userId, {
              contactId: next.contactId,
              dealId: next.id,
              duration: null,
              outcome: null,
              ...change,
            }),
          ]
        : []),
    ]);
    return toDeal(next);
  });

export const deleteDeal = async (auth: AuthContext, id: string): Promise<void> => {
  const deal = await findDeal(auth.organizationId, id);
  if (!deal) throw notFound();
  await removeDeal(deal, [
    ...dealStatsWrites(
      auth.organizationId,
      monthKey(new Date(), auth.timezone),
      figures(deal),
      null,
    ),
    activityPut(auth.organizationId, auth.userId, {
      type: 'deal_deleted',
      contactId: deal.contactId,
      dealId: deal.id,
      subject: `Deal deleted: ${deal.title}`,
      description: null,
      duration: null,
      outcome: null,
    }),
  ]);
};

export const listDeals = async (
  auth: AuthContext,
  query: { limit: number; cursor?: string; search?: string; stage?: DealStage },
): Promise<DealPage> => {
  const page =
    query.stage && !query.search
      ? await listStagePage(auth.organizationId, query.stage, query.limit, query.cursor)
      : await listDealPage(auth.organizationId, query);
  return { items: page.items.map(toDeal), nextCursor: page.nextCursor };
};

export type { DealPatchInput };

import type { Deal, DealStage } from '@salesflow/shared/deals/deal.schema';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { json } from '../../../testing/fetch-stub';

export const makeDeal = (overrides: Partial<Deal> = {}): Deal => ({
  id: '01JDEAL0000000000000000001',
  title: 'ERP rollout',
  description: 'Rollout across three plants',
  contactId: 'c-1',
  contactName: 'Aarav Mehta',
  contactCompany: 'Acme Traders',
  lead: { assignedTo: 'user-1', ownerId: 'user-1' },
  value: '125000.50',
  stage: 'prospecting',
  probability: 60,
  expectedCloseDate: '2025-03-05',
  organizationId: 'org-1',
  ownerId: 'user-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const stageFigures = (
  figures: Partial<Record<DealStage, { count: number; value: number }>>,
): DealSummary['byStage'] => ({
  prospecting: { count: 0, value: 0 },
  qualification: { count: 0, value: 0 },
  proposal: { count: 0, value: 0 },
  closing: { count: 0, value: 0 },
  won: { count: 0, value: 0 },
  lost: { count: 0, value: 0 },
  ...figures,
});

/** A summary consistent with the per-stage figures given. */
export const makeSummary = (
  figures: Partial<Record<DealStage, { count: number; value: number }>> = {},
): DealSummary => {
  const byStage = stageFigures(figures);
  const active = (['prospecting', 'qualification', 'proposal', 'closing'] as const).map(
    (stage) => byStage[stage],
  );
  return {
    totalDeals: Object.values(byStage).reduce((sum, s) => sum + s.count, 0),
    activeDeals: active.reduce((sum, s) => sum + s.count, 0),
    pipelineValue: active.reduce((sum, s) => sum + s.value, 0),
    wonValue: byStage.won.value,
    byStage,
  };
};

export const dealPage = (items: Deal[], nextCursor: string | null = null) =>
  json(200, { items, nextCursor });

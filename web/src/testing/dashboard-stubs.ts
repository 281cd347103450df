import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { AnalyticsSummary } from '@salesflow/shared/metrics/analytics';
import type { DashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import type { AiInsight } from '@salesflow/shared/metrics/insights';
import type { OnboardingState } from '@salesflow/shared/onboarding/onboarding';
import { json, type StubRoutes, signedIn } from './fetch-stub';

export const makeMetrics = (overrides: Partial<DashboardMetrics> = {}): DashboardMetrics => ({
  totalLeads: 1234,
  totalLeadsChange: 12.5,
  activeDeals: 7,
  activeDealsChange: -4,
  revenue: 45250.6,
  revenueChange: 0,
  conversionRate: 18.2,
  conversionRateChange: -1.5,
  ...overrides,
});

export const makeOnboarding = (overrides: Partial<OnboardingState> = {}): OnboardingState => ({
  hasCompletedTour: false,
  tourCompletedAt: null,
  hasAddedFirstContact: false,
  hasCreatedFirstDeal: false,
  hasSetupIntegrations: false,
  hasUsedAICalling: false,
  welcomeBannerDismissed: false,
  ...overrides,
});

export const makeAnalytics = (overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary => ({
  totalPipeline: 125000,
  totalPipelineChange: 12.5,
  qualifiedLeads: 42,
  qualifiedLeadsChange: -3.2,
  projectedRevenue: 61250.4,
  projectedRevenueChange: 0,
  activeContacts: 310,
  activeContactsChange: 100,
  forecast: { wonThisMonth: 18000, projectedThisQuarter: 61250.4, totalPipeline: 125000 },
  ...overrides,
});

export const contactPage = (items: Contact[], nextCursor: string | null = null) =>
  json(200, { items, nextCursor, total: items.length });

export const activityPage = (page: ActivityPage) => json(200, page);

/** Every call the signed-in dashboard makes, answered; pass overrides per test. */
export const dashboardRoutes = (
  overrides: StubRoutes = {},
  data: { insights?: AiInsight[]; leads?: Contact[]; onboarding?: Partial<OnboardingState> } = {},
): StubRoutes => ({
  'GET /api/auth/user': signedIn,
  'GET /api/dashboard/metrics': () => json(200, makeMetrics()),
  'GET /api/ai-insights': () => json(200, data.insights ?? []),
  'GET /api/analytics/summary': () => json(200, makeAnalytics()),
  'GET /api/contacts': () => contactPage(data.leads ?? []),
  'GET /api/user/onboarding-state': () => json(200, makeOnboarding(data.onboarding)),
  // The simple AI calling panel.
  'GET /api/ai-calling/queue': () => json(200, []),
  'GET /api/ai-calls': () => json(200, { items: [], nextCursor: null }),
  // The shell's bell.
  'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unreadCount: 0 }),
  ...overrides,
});

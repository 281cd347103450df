import * as z from 'zod/mini';

/** Onboarding state (spec section 3): all false by default. */
export interface OnboardingState {
  hasCompletedTour: boolean;
  tourCompletedAt: string | null;
  hasAddedFirstContact: boolean;
  hasCreatedFirstDeal: boolean;
  hasSetupIntegrations: boolean;
  hasUsedAICalling: boolean;
  welcomeBannerDismissed: boolean;
}

export const ONBOARDING_FIELDS = [
  'hasCompletedTour',
  'hasAddedFirstContact',
  'hasCreatedFirstDeal',
  'hasSetupIntegrations',
  'hasUsedAICalling',
  'welcomeBannerDismissed',
] as const;

/** Milestones the server flips when the user does the thing. */
export type Milestone =
  | 'hasAddedFirstContact'
  | 'hasCreatedFirstDeal'
  | 'hasSetupIntegrations'
  | 'hasUsedAICalling';

/** PUT /api/user/onboarding-state: what the client may set (section 7). */
export const onboardingUpdateSchema = z.strictObject({
  hasCompletedTour: z.optional(z.boolean({ error: 'hasCompletedTour must be true or false' })),
  tourCompletedAt: z.optional(
    z.nullable(z.iso.datetime({ error: 'tourCompletedAt must be an ISO date-time' })),
  ),
  welcomeBannerDismissed: z.optional(
    z.boolean({ error: 'welcomeBannerDismissed must be true or false' }),
  ),
});
export type OnboardingUpdate = z.output<typeof onboardingUpdateSchema>;

export interface OnboardingStep {
  key: 'tour' | 'contact' | 'deal' | 'integrations' | 'ai';
  label: string;
  path: string;
  done: boolean;
}

/** The five milestones in the order of spec section 4. */
export const onboardingSteps = (s: OnboardingState): OnboardingStep[] => [
  { key: 'tour', label: 'Complete the tour', path: '/app', done: s.hasCompletedTour },
  {
    key: 'contact',
    label: 'Add your first contact',
    path: '/app/contacts',
    done: s.hasAddedFirstContact,
  },
  { key: 'deal', label: 'Create your first deal', path: '/app/deals', done: s.hasCreatedFirstDeal },
  {
    key: 'integrations',
    label: 'Setup lead capture',
    path: '/app/integrations',
    done: s.hasSetupIntegrations,
  },
  { key: 'ai', label: 'Try AI calling', path: '/app/ai-calling', done: s.hasUsedAICalling },
];

export const onboardingProgress = (s: OnboardingState) => {
  const steps = onboardingSteps(s);
  const completed = steps.filter((step) => step.done).length;
  return {
    completed,
    total: steps.length,
    percent: (completed / steps.length) * 100,
    /** At most 3 suggestions, in milestone order. */
    suggestions: steps.filter((step) => !step.done).slice(0, 3),
    fullyOnboarded: completed === steps.length,
    /** The banner shows while the tour is incomplete and the banner is not dismissed. */
    showWelcomeBanner: !s.hasCompletedTour && !s.welcomeBannerDismissed,
  };
};

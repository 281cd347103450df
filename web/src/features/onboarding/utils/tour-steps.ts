import type { OnboardingState } from '@salesflow/shared/onboarding/onboarding';
import { paths } from '../../../config/paths';

export type TourStepId =
  | 'welcome'
  | 'dashboard'
  | 'contacts'
  | 'deals'
  | 'ai-calling'
  | 'integrations'
  | 'complete';

export interface TourStep {
  id: TourStepId;
  title: string;
  description: string;
  /** The page shown for this step, opened shortly after the button press. */
  route?: string;
  /** The forward button's own label; "Next" otherwise ("Get Started" on the last step). */
  actionLabel?: string;
  /** The text for a user whose milestones are known; `description` until they are. */
  describe?: (state: OnboardingState) => string;
}

/** Navigation to a step's page waits this long after the button press (document 1, section 9). */
export const TOUR_NAVIGATION_DELAY_MS = 100;
/** Advertised length of the tour. */
export const TOUR_MINUTES = 2;

/**
 * The last step's text, from what the user has already done: a user with contacts is not told
 * to add their first ones, nor one with a deal to create a first deal.
 */
export const completionMessage = ({
  hasAddedFirstContact: hasContacts,
  hasCreatedFirstDeal: hasDeals,
}: OnboardingState): string => {
  if (!hasContacts && !hasDeals) {
    return 'You know your way around. Add your first contacts and start closing deals; the checklist on the dashboard shows what to do next.';
  }
  if (!hasContacts) {
    return 'You know your way around, and your first deal is in. Add the contacts behind your deals next, so every deal has someone to follow up with.';
  }
  if (!hasDeals) {
    return 'You know your way around, and your contacts are in. Create your first deal next to follow it through your pipeline.';
  }
  return 'Nice work: your contacts and deals are already in SalesFlow. Keep your deals moving on the pipeline board and check the dashboard for new AI insights.';
};

/** The seven steps of the welcome tour (document 1, "Welcome tour"). */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to SalesFlow!',
    description: `Take a ${TOUR_MINUTES}-minute tour of the tools that help you manage leads, close deals and grow revenue.`,
    actionLabel: "Let's Go",
  },
  {
    id: 'dashboard',
    title: 'Your Dashboard',
    description:
      'See total leads, active deals, revenue and conversion rate at a glance, with your recent leads and AI insights.',
    route: paths.app.dashboard,
  },
  {
    id: 'contacts',
    title: 'Manage Contacts',
    description:
      'Add, search, import and export your leads. Every lead has a score from 0 to 100 and a hot, warm or cold status.',
    route: paths.app.contacts,
  },
  {
    id: 'deals',
    title: 'Track Deals',
    description:
      'Follow every deal through your sales pipeline, and drag and drop deal cards between stages on the pipeline board.',
    route: paths.app.dealsPipeline,
  },
  {
    id: 'ai-calling',
    title: 'AI Calling',
    description:
      'Let the AI assistant call your best leads, with live transcription and automatic lead scoring.',
    route: paths.app.aiCalling,
  },
  {
    id: 'integrations',
    title: 'Capture Leads',
    description:
      'Connect WordPress forms, Elementor widgets and other lead sources, so new leads arrive in SalesFlow on their own.',
    route: paths.app.integrations,
  },
  {
    id: 'complete',
    title: "You're All Set!",
    description: 'You know your way around. The checklist on the dashboard shows what to do next.',
    describe: completionMessage,
  },
];
